import { labelFor } from '../lib/words';
import { relativeTime as relativeTimeOf } from '../lib/time';
import { t, formatDateTime } from '../i18n/translate';
const DAY = 86_400_000;

import { keyWarningDays } from './warningSetting';

/**
 * A date-time as a service may send it, in ms since the epoch: RFC 3339 allows a leap second (:60), which
 * Date.parse refuses, so it is read as the last moment of that minute. Nothing for an absent or unreadable value.
 */
export function parseDateTime(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const at = Date.parse(value.replace(/(T\d{2}:\d{2}:)60(\.\d+)?/i, '$159.999'));
  return Number.isNaN(at) ? undefined : at;
}

/** A date-time in the reader's locale, or `missing` when there is none that can be read (see parseDateTime). */
export function localDateTime(value: string | undefined, missing = t('time.unknown')): string {
  const at = parseDateTime(value);
  return at === undefined ? missing : formatDateTime(at);
}

export const KEY_STATUSES = ['ACTIVE', 'EXPIRING', 'EXPIRED'] as const;
export type KeyStatusKind = (typeof KEY_STATUSES)[number];

export interface KeyStatus {
  /** ACTIVE, EXPIRING or EXPIRED; or what the service says when it is none of those (a revoked key, say). */
  status: KeyStatusKind | string;
  /** What the badge says: "Expiring in 3 days", as the expiry is said relatively. */
  label: string;
  color: string;
}

/**
 * One status per key. The service's `status` is what it stored at issue (ACTIVE) and says nothing of expiry,
 * so an ACTIVE key is read against its expiry: EXPIRED once it has passed, EXPIRING within the days Settings
 * says (14 unless changed). Any other status the service gives is its word, shown as it is; a key without a
 * readable expiry keeps the service's status.
 */
export function keyStatus(
  key: { status?: string; expiresAt?: string },
  now = Date.now(),
  expiringDays = keyWarningDays(),
): KeyStatus {
  const stored = key.status?.trim().toUpperCase();
  const at = parseDateTime(key.expiresAt);
  if ((stored && stored !== 'ACTIVE') || at === undefined) {
    const status = stored || 'UNKNOWN';
    return { status, label: labelFor('keyStatus', status), color: stored === 'ACTIVE' ? 'teal' : 'gray' };
  }
  if (at <= now) return { status: 'EXPIRED', label: labelFor('keyStatus', 'EXPIRED'), color: 'red' };
  if (at - now < expiringDays * DAY)
    return {
      status: 'EXPIRING',
      label: t('expiry.expiringIn', {
        status: labelFor('keyStatus', 'EXPIRING'),
        when: relativeTime(key.expiresAt, now),
      }),
      color: 'yellow',
    };
  return { status: 'ACTIVE', label: labelFor('keyStatus', 'ACTIVE'), color: 'teal' };
}

/** "in 5 days", "3 hours ago"; "unknown" without a readable time. */
export function relativeTime(iso: string | undefined, now = Date.now()): string {
  const at = parseDateTime(iso);
  return at === undefined ? t('time.unknown') : relativeTimeOf(at, now);
}

export const EXPIRY_PRESETS = [30, 90, 365] as const;

/** The expiry for a preset number of days, or a chosen date (end of that day, UTC); refused in the past. */
export function expiryFrom(
  choice: { days?: number; date?: string },
  now = Date.now(),
): { expiresAt?: string; error?: string } {
  if (choice.days) return { expiresAt: new Date(now + choice.days * DAY).toISOString() };
  if (!choice.date || !/^\d{4}-\d{2}-\d{2}$/.test(choice.date)) return { error: t('expiry.choose') };
  const at = Date.parse(`${choice.date}T23:59:59.000Z`);
  if (Number.isNaN(at)) return { error: t('expiry.notADate') };
  if (at <= now) return { error: t('expiry.past') };
  return { expiresAt: new Date(at).toISOString() };
}
