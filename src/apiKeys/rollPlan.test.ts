import { describe, expect, it } from 'vitest';
import type { KeyRevocation } from '../api/consoleServer/types';
import {
  defaultExpiryChoice,
  defaultNewExpiry,
  ownRevokeWords,
  replacedWords,
  revokeTimeOf,
  rollProblem,
  scheduleByKey,
} from './rollPlan';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

const revocation = (overrides: Partial<KeyRevocation>): KeyRevocation => ({
  uuid: '00000000-0000-4000-8000-000000000001',
  keyUuid: '00000000-0000-4000-8000-0000000000a1',
  applicationName: 'Billing exporter',
  reason: 'rolled',
  revokeAt: iso(NOW + DAY),
  state: 'scheduled',
  attempts: 0,
  scheduledBy: 'Ada Okafor',
  createdAt: iso(NOW),
  late: false,
  ...overrides,
});

describe('a roll, planned in the console', () => {
  it('revokes the old key now, after an overlap, or at a time chosen in the future', () => {
    expect(revokeTimeOf('now', '', NOW)).toEqual({ revokeAt: NOW });
    expect(revokeTimeOf('1h', '', NOW)).toEqual({ revokeAt: NOW + HOUR });
    expect(revokeTimeOf('7d', '', NOW)).toEqual({ revokeAt: NOW + 7 * DAY });
    expect(revokeTimeOf('at', '2026-12-03T14:00', NOW).revokeAt).toBe(new Date('2026-12-03T14:00').getTime());
    expect(revokeTimeOf('at', '', NOW).error).toMatch(/Choose a date and time/);
    expect(revokeTimeOf('at', '2026-11-01T14:00', NOW).error).toMatch(/has passed/);
  });

  it('refuses a revoke after the key’s own expiry, but never a revoke now', () => {
    const key = { expiresAt: iso(NOW + 2 * DAY) };
    expect(rollProblem(key, NOW + DAY, NOW)).toBeUndefined();
    expect(rollProblem(key, NOW + 7 * DAY, NOW)).toMatch(/expires on .* anyway/);
    expect(rollProblem({ expiresAt: iso(NOW - DAY) }, NOW, NOW)).toBeUndefined();
    expect(rollProblem(key, NOW + DAY, NOW, NOW + HOUR)).toMatch(/would expire before the old one/);
  });

  it("gives the new key the old key's expiry, or 90 days where that has passed or comes first", () => {
    expect(defaultNewExpiry({ expiresAt: iso(NOW + 30 * DAY) }, NOW + DAY, NOW)).toBe(NOW + 30 * DAY);
    expect(defaultNewExpiry({ expiresAt: iso(NOW - DAY) }, NOW, NOW)).toBe(NOW + 90 * DAY);
    expect(defaultNewExpiry({}, NOW, NOW)).toBe(NOW + 90 * DAY);
  });

  it('offers 90 days first where a key rolled is about to expire, so that its new key is not about to expire too', () => {
    expect(defaultExpiryChoice([{ expiresAt: iso(NOW + 60 * DAY) }], 14, NOW)).toBe('same');
    expect(defaultExpiryChoice([{ expiresAt: iso(NOW + 60 * DAY) }, { expiresAt: iso(NOW + 5 * DAY) }], 14, NOW)).toBe(
      '90',
    );
    expect(defaultExpiryChoice([{ expiresAt: iso(NOW - DAY) }], 14, NOW)).toBe('90');
  });
});

describe("the schedule on the keys' rows", () => {
  it('tells each key its own open revoke, and a new key the revoke of the key it replaced', () => {
    const open = revocation({ replacedBy: '00000000-0000-4000-8000-0000000000b1' });
    const done = revocation({
      uuid: '00000000-0000-4000-8000-000000000002',
      keyUuid: '00000000-0000-4000-8000-0000000000a0',
      replacedBy: '00000000-0000-4000-8000-0000000000a1',
      state: 'done',
      endedHow: 'schedule',
      endedAt: iso(NOW - DAY),
    });
    const byKey = scheduleByKey([open, done]);
    expect(byKey.get(open.keyUuid)).toEqual({ own: open, replaced: done });
    expect(byKey.get(open.replacedBy!)).toEqual({ replaced: open });
    // A revoke done is no longer its key's own: that key is gone from the service's list.
    expect(byKey.get(done.keyUuid)?.own).toBeUndefined();
    expect(ownRevokeWords(open)).toMatch(/^Revoke scheduled for /);
    expect(ownRevokeWords(revocation({ state: 'failed', retryAt: iso(NOW + HOUR) }))).toMatch(
      /^Revoke failed: retrying/,
    );
    expect(replacedWords(done)).toMatch(/^Replaces a key revoked .* \(rolled\)$/);
    expect(replacedWords({ ...done, late: true })).toMatch(/, late \(rolled\)$/);
    expect(replacedWords({ ...done, endedHow: 'hand' })).toMatch(/revoked by hand/);
    expect(replacedWords({ ...done, reason: 'renewed' })).toMatch(/\(renewed\)$/);
  });

  it('says so where a roll was interrupted before its new key was known', () => {
    const interrupted = revocation({ state: 'cancelled', endedHow: 'interrupted' });
    expect(ownRevokeWords(scheduleByKey([interrupted]).get(interrupted.keyUuid)!.own!)).toMatch(/was interrupted/);
  });
});
