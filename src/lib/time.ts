const DAY = 86_400_000;
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "in 5 days", "3 hours ago", "4 minutes ago", "just now": how far `at` is from `now` (ms since epoch). */
export function relativeTime(at: number, now = Date.now()): string {
  const diff = at - now;
  const abs = Math.abs(diff);
  if (abs < 45_000) return diff < 0 ? 'just now' : 'in a moment';
  if (abs < 3_600_000) return relative.format(Math.round(diff / 60_000), 'minute');
  if (abs < DAY) return relative.format(Math.round(diff / 3_600_000), 'hour');
  if (abs < 60 * DAY) return relative.format(Math.round(diff / DAY), 'day');
  return relative.format(Math.round(diff / (30 * DAY)), 'month');
}

/** "a minute", "an hour", "10 seconds": a rate limit's window in words. */
export function windowInWords(seconds: number): string {
  if (seconds === 60) return 'a minute';
  if (seconds === 3600) return 'an hour';
  if (seconds === 1) return 'a second';
  if (seconds % 3600 === 0) return `${seconds / 3600} hours`;
  if (seconds % 60 === 0 && seconds > 60) return `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}
