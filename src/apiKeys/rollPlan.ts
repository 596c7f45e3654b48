import type { KeyRevocation } from '../api/consoleServer/types';
import { isPendingRevocation, NOW_TOLERANCE_MS } from '../../common/keySchedule';
import { formatDateTime, t } from '../i18n/translate';
import { parseDateTime } from './expiry';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** When a roll revokes the old key: now, after a fixed overlap, or at a time chosen. */
export const REVOKE_CHOICES = ['now', '1h', '24h', '7d', 'at'] as const;
export type RevokeChoice = (typeof REVOKE_CHOICES)[number];
const OVERLAP_MS: Record<Exclude<RevokeChoice, 'at'>, number> = { now: 0, '1h': HOUR, '24h': DAY, '7d': 7 * DAY };

/** A new key's expiry where the old one's has passed (the server's default too). */
export const DEFAULT_LIFETIME_DAYS = 90;

/**
 * The revoke time a choice means (`at`: a local date and time, to the minute or second, as a datetime-local input
 * gives it), or why it
 * cannot be: empty, unreadable, in the past.
 */
export function revokeTimeOf(
  choice: RevokeChoice,
  at: string,
  now = Date.now(),
): { revokeAt?: number; error?: string } {
  if (choice !== 'at') return { revokeAt: now + OVERLAP_MS[choice] };
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(at)) return { error: t('roll.chooseTime') };
  const revokeAt = new Date(at).getTime();
  if (Number.isNaN(revokeAt)) return { error: t('roll.chooseTime') };
  if (revokeAt <= now) return { error: t('roll.timePast') };
  return { revokeAt };
}

/**
 * Why one key cannot be rolled so, in words, or nothing: the server says the same (and is the judge), the
 * console says it before anything is sent. A revoke now is always possible; a later one not after the key's own
 * expiry, when the key stops anyway.
 */
export function rollProblem(
  key: { expiresAt?: string },
  revokeAt: number,
  now = Date.now(),
  newExpiresAt?: number,
): string | undefined {
  const expiresAt = parseDateTime(key.expiresAt);
  if (revokeAt - now > NOW_TOLERANCE_MS && expiresAt !== undefined && revokeAt > expiresAt)
    return t('roll.afterExpiry', { at: formatDateTime(expiresAt) });
  if (newExpiresAt !== undefined && newExpiresAt <= revokeAt) return t('roll.newExpiresFirst');
  return undefined;
}

/** The new key's default expiry: the old key's, or 90 days from now where that has passed (or comes first). */
export function defaultNewExpiry(key: { expiresAt?: string }, revokeAt: number, now = Date.now()): number {
  const expiresAt = parseDateTime(key.expiresAt);
  return expiresAt !== undefined && expiresAt > Math.max(now, revokeAt) ? expiresAt : now + DEFAULT_LIFETIME_DAYS * DAY;
}

/**
 * Which expiry the roll dialog offers first: the old key's, unless a key rolled is about to expire (or has), when a
 * new key with the same expiry would be about to expire too: then 90 days from now.
 */
export function defaultExpiryChoice(
  keys: readonly { expiresAt?: string }[],
  warningDays: number,
  now = Date.now(),
): 'same' | '90' {
  const soon = (key: { expiresAt?: string }) => {
    const at = parseDateTime(key.expiresAt);
    return at !== undefined && at - now < warningDays * DAY;
  };
  return keys.some(soon) ? '90' : 'same';
}

/** What the key schedule says of one key of the list: its own revoke, and the revoke of the key it replaced. */
export interface KeySchedule {
  /** Its revoke, open or interrupted, if any. */
  own?: KeyRevocation;
  /** The revoke of the key it was rolled from (or renewed from), if any. */
  replaced?: KeyRevocation;
}

/** Each key's part of the schedule, by key uuid; the list is the server's, open revokes first. */
export function scheduleByKey(revocations: readonly KeyRevocation[]): Map<string, KeySchedule> {
  const byKey = new Map<string, KeySchedule>();
  const entry = (uuid: string) => byKey.get(uuid) ?? (byKey.set(uuid, {}), byKey.get(uuid)!);
  for (const revocation of revocations) {
    const own = entry(revocation.keyUuid);
    const telling =
      isPendingRevocation(revocation.state) || revocation.state === 'rolling' || revocation.endedHow === 'interrupted';
    if (!own.own && telling) own.own = revocation;
    if (revocation.replacedBy) {
      const successor = entry(revocation.replacedBy);
      successor.replaced ??= revocation;
    }
  }
  return byKey;
}

/** The line a key's row says of its own revoke: "Revoke scheduled for 3 Dec, 14:00", "Revoke failed: retrying". */
export function ownRevokeWords(revocation: KeyRevocation): string {
  switch (revocation.state) {
    case 'scheduled':
      return t('schedule.scheduled', { at: formatDateTime(revocation.revokeAt) });
    case 'failed':
      return t('schedule.failed', { at: formatDateTime(revocation.retryAt ?? revocation.revokeAt) });
    case 'rolling':
      return t('schedule.rolling');
    default:
      return t('schedule.interrupted', { at: formatDateTime(revocation.createdAt) });
  }
}

/** The line a new key's row says of the key it replaced: "Replaces a key revoked 3 Dec, 14:00 (rolled)". */
export function replacedWords(revocation: KeyRevocation): string {
  const at = formatDateTime(revocation.endedAt ?? revocation.revokeAt);
  const how =
    revocation.state === 'done'
      ? revocation.endedHow === 'hand'
        ? 'hand'
        : revocation.late
          ? 'late'
          : 'done'
      : revocation.state === 'cancelled'
        ? 'cancelled'
        : 'pending';
  return t('schedule.replaces', { how, at, why: revocation.reason });
}
