import { describe, expect, it } from 'vitest';
import { expiryFrom, keyStatus, localDateTime, relativeTime } from './expiry';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('key expiry', () => {
  const status = (expiresAt: string | undefined, stored: string | undefined = 'ACTIVE') =>
    keyStatus({ status: stored, expiresAt }, NOW, 30).label;
  it('gives each key one status', () => {
    expect(status('2026-11-22T11:00:00Z')).toBe('Expired');
    expect(status('2026-11-22T12:00:00Z')).toBe('Expired');
    expect(status('2026-11-22T18:00:00Z')).toBe('Expiring in 6 hours');
    expect(status('2026-11-23T13:00:00Z')).toBe('Expiring tomorrow');
    expect(status('2026-11-25T12:00:00Z')).toBe('Expiring in 3 days');
    expect(status('2026-12-21T12:00:00Z')).toBe('Expiring in 29 days');
    expect(status('2026-12-22T11:59:59Z')).toMatch(/^Expiring/);
    expect(status('2026-12-22T12:00:00Z')).toBe('Active');
    expect(status('2027-01-22T12:00:00Z')).toBe('Active');
    // Settings' window, 14 days unless changed.
    expect(keyStatus({ status: 'ACTIVE', expiresAt: '2026-12-05T12:00:00Z' }, NOW).label).toBe('Expiring in 13 days');
    expect(keyStatus({ status: 'ACTIVE', expiresAt: '2026-12-07T12:00:00Z' }, NOW).label).toBe('Active');
  });
  it("keeps a service's own status other than ACTIVE, whatever the expiry", () => {
    expect(status('2027-01-22T12:00:00Z', 'revoked')).toBe('Revoked');
    expect(status('2026-11-22T11:00:00Z', 'INACTIVE')).toBe('INACTIVE');
    expect(keyStatus({ expiresAt: '2026-11-25T12:00:00Z' }, NOW).status).toBe('EXPIRING');
  });
  it('reads what a conforming service may send: a leap second, no expiry, nonsense', () => {
    expect(status('2026-12-31T23:59:60Z')).toBe('Active');
    expect(relativeTime('2026-11-24T11:59:60Z', NOW)).toBe('in 2 days');
    expect(status(undefined)).toBe('Active');
    expect(keyStatus({}, NOW).label).toBe('Unknown');
    expect(relativeTime(undefined, NOW)).toBe('unknown');
    expect(status('next Tuesday')).toBe('Active');
    expect(localDateTime(undefined)).toBe('unknown');
    expect(localDateTime('2026-12-31T23:59:60Z')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        Date.parse('2026-12-31T23:59:59.999Z'),
      ),
    );
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
