/** The longest any wait may be, whatever a service's headers say (a reset months away, an epoch in ms). */
export const MAX_WAIT_MS = 5 * 60_000;

/**
 * When a window resets, from X-RateLimit-Reset: seconds from now, or (as many services send it) an epoch time
 * in seconds or milliseconds. Negative, unreadable or past values are ignored; the result is never later than
 * MAX_WAIT_MS from now.
 */
export function readReset(raw: string | null, now: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) return undefined;
  const at = value > 1e12 ? value : value > 1e9 ? value * 1000 : now + value * 1000;
  if (at < now) return undefined;
  return Math.min(at, now + MAX_WAIT_MS);
}

/** A count from a header: a whole number from 0, else nothing. */
export function readCount(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}
