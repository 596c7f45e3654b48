import { formatRelative, t } from '../i18n/translate';

const DAY = 86_400_000;

/** "in 5 days", "3 hours ago", "4 minutes ago", "just now", in the interface language: how far `at` is from `now`. */
export function relativeTime(at: number, now = Date.now()): string {
  const diff = at - now;
  const abs = Math.abs(diff);
  if (abs < 45_000) return t(diff < 0 ? 'time.justNow' : 'time.inAMoment');
  if (abs < 3_600_000) return formatRelative(Math.round(diff / 60_000), 'minute');
  if (abs < DAY) return formatRelative(Math.round(diff / 3_600_000), 'hour');
  if (abs < 60 * DAY) return formatRelative(Math.round(diff / DAY), 'day');
  return formatRelative(Math.round(diff / (30 * DAY)), 'month');
}

/** A rate limit's window as a count of its largest whole unit: 60 s is 1 minute, 7200 s 2 hours, 90 s 90 seconds. */
export function windowUnits(seconds: number): { count: number; unit: 'hour' | 'minute' | 'second' } {
  if (seconds % 3600 === 0) return { count: seconds / 3600, unit: 'hour' };
  if (seconds % 60 === 0) return { count: seconds / 60, unit: 'minute' };
  return { count: seconds, unit: 'second' };
}
