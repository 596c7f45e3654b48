import { describe, expect, it } from 'vitest';
import { expiryFrom, expiryState, localDateTime, relativeTime } from './expiry';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('key expiry', () => {
  it('classifies', () => {
    expect(expiryState('2026-11-22T11:00:00Z', NOW)).toBe('expired');
    expect(expiryState('2026-11-25T12:00:00Z', NOW)).toBe('expiring');
    expect(expiryState('2027-01-22T12:00:00Z', NOW)).toBe('valid');
  });
  it('reads what a conforming service may send: a leap second, no expiry, nonsense', () => {
    expect(expiryState('2026-12-31T23:59:60Z', NOW)).toBe('valid');
    expect(relativeTime('2026-11-24T11:59:60Z', NOW)).toBe('in 2 days');
    expect(expiryState(undefined, NOW)).toBe('unknown');
    expect(relativeTime(undefined, NOW)).toBe('unknown');
    expect(expiryState('next Tuesday', NOW)).toBe('unknown');
    expect(localDateTime(undefined)).toBe('unknown');
    expect(localDateTime('2026-12-31T23:59:60Z')).toBe(new Date(Date.parse('2026-12-31T23:59:59.999Z')).toLocaleString());
  });
  it('says it relatively', () => {
    expect(relativeTime('2026-11-27T12:00:00Z', NOW)).toBe('in 5 days');
    expect(relativeTime('2026-11-22T09:00:00Z', NOW)).toBe('3 hours ago');
  });
  it('computes presets and refuses a date in the past', () => {
    expect(expiryFrom({ days: 30 }, NOW).expiresAt).toBe('2026-12-22T12:00:00.000Z');
    expect(expiryFrom({ date: '2026-11-21' }, NOW).error).toMatch(/past/);
    expect(expiryFrom({ date: '2027-02-01' }, NOW).expiresAt).toBe('2027-02-01T23:59:59.000Z');
    expect(expiryFrom({}, NOW).error).toBeTruthy();
  });
});
