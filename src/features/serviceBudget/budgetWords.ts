import type { RateLimitState } from '../../api/scheduler';
import { windowInWords } from '../../lib/time';

/** Below this share of the limit left, the header speaks up. */
const LOW_SHARE = 0.1;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** "600 requests a minute", "12 requests every 8 seconds", or per rate-limit window while its length is unknown. */
export function allowance(limit: number, windowSeconds: number | undefined): string {
  const requests = `${limit.toLocaleString('en')} ${limit === 1 ? 'request' : 'requests'}`;
  if (windowSeconds === undefined) return `${requests} per rate-limit window`;
  const per = windowInWords(windowSeconds);
  return per.startsWith('a') ? `${requests} ${per}` : `${requests} every ${per}`;
}

/**
 * What the header says about the service's rate limit: nothing while there is room, and in words when it
 * matters, that is when the person's requests wait or the window's last tenth is being spent.
 */
export function budgetNotice(state: RateLimitState, now: number): { text: string; waiting: boolean } | undefined {
  const { limit, remaining, resetAt, windowSeconds, waiting } = state;
  if (waiting && waiting.until > now) {
    const rule =
      limit !== undefined ? `the service allows ${allowance(limit, windowSeconds)}` : "the service's rate limit";
    return { text: `Waiting: ${rule}, next in ${seconds(waiting.until - now)} s`, waiting: true };
  }
  if (limit === undefined || remaining === undefined) return undefined;
  if (remaining > Math.max(3, Math.ceil(limit * LOW_SHARE))) return undefined;
  const next = resetAt !== undefined && resetAt > now ? `, next in ${seconds(resetAt - now)} s` : '';
  return {
    text: `Slowing down: the service allows ${allowance(limit, windowSeconds)}, ${remaining.toLocaleString('en')} left${next}`,
    waiting: false,
  };
}

export interface BudgetFigures {
  /** "600 requests a minute" */
  allowance: string;
  yours: number;
  index: number;
  others: number;
  left: number;
  /** Seconds to the next window, when known. */
  resetsIn?: number;
  /** Why the index sends nothing now, in words. */
  indexHeld?: string;
}

/** This window's figures, once the service has told its limit. */
export function budgetFigures(state: RateLimitState, now: number): BudgetFigures | undefined {
  if (state.limit === undefined || state.remaining === undefined) return undefined;
  return {
    allowance: allowance(state.limit, state.windowSeconds),
    ...state.window,
    left: state.remaining,
    resetsIn: state.resetAt !== undefined && state.resetAt > now ? seconds(state.resetAt - now) : undefined,
    indexHeld:
      state.backgroundHeld === 'others'
        ? 'The search index waits for the next window: another client of this key is using this one.'
        : state.backgroundHeld === 'share'
          ? 'The search index has spent its share of this window and waits for the next.'
          : undefined,
  };
}
