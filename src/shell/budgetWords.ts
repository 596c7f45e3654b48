import type { RateLimitState } from '../api/scheduler';
import { windowUnits } from '../lib/time';
import { t } from '../i18n/translate';

/** Below this share of the limit left, the header speaks up. */
const LOW_SHARE = 0.1;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** "600 requests a minute", "12 requests every 8 seconds", or per rate-limit window while its length is unknown. */
export function allowance(limit: number, windowSeconds: number | undefined): string {
  if (windowSeconds === undefined) return t('budget.allowancePerWindow', { requests: limit });
  return t('budget.allowance', { requests: limit, ...windowUnits(windowSeconds) });
}

/**
 * What budgetNotice reads of the rate-limit state, and only while it speaks: the header draws again when this
 * changes, not with every request (see useRateLimitState). Nothing before the service has told its limit or made
 * requests wait; the limit alone while there is room.
 */
export interface NoticeInputs {
  limit?: number;
  windowSeconds?: number;
  remaining?: number;
  resetAt?: number;
  waitingUntil?: number;
}

export function noticeInputs(state: RateLimitState): NoticeInputs | undefined {
  const { limit, remaining, resetAt, windowSeconds, waiting } = state;
  if (waiting) return { limit, windowSeconds, waitingUntil: waiting.until };
  if (limit === undefined) return undefined;
  if (remaining === undefined || remaining > Math.max(3, Math.ceil(limit * LOW_SHARE))) return { limit };
  return { limit, windowSeconds, remaining, resetAt };
}

/**
 * What the header says about the service's rate limit: nothing while there is room, and in words when it
 * matters, that is when the person's requests wait or the window's last tenth is being spent.
 */
export function budgetNotice(inputs: NoticeInputs, now: number): { text: string; waiting: boolean } | undefined {
  const { limit, remaining, resetAt, windowSeconds, waitingUntil } = inputs;
  if (waitingUntil !== undefined && waitingUntil > now) {
    const next = seconds(waitingUntil - now);
    return {
      text:
        limit !== undefined
          ? t('budget.waiting', { allowance: allowance(limit, windowSeconds), seconds: next })
          : t('budget.waitingUnknown', { seconds: next }),
      waiting: true,
    };
  }
  if (limit === undefined || remaining === undefined) return undefined;
  const words = { allowance: allowance(limit, windowSeconds), remaining };
  return {
    text:
      resetAt !== undefined && resetAt > now
        ? t('budget.slowingNext', { ...words, seconds: seconds(resetAt - now) })
        : t('budget.slowing', words),
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
        ? t('budget.heldOthers')
        : state.backgroundHeld === 'share'
          ? t('budget.heldShare')
          : undefined,
  };
}
