import { startTransition, useEffect, useState } from 'react';
import { useApiClient } from './ClientContext';
import type { RateLimitState } from './scheduler';

const whole = (state: RateLimitState) => state;

/**
 * The identity's rate-limit state (limit, remaining, reset, blocked-until), for a budget meter and a countdown;
 * or only what `select` takes of it, which re-renders only when that changes (`isEqual` says whether it did).
 * `select` and `isEqual` are read as the hook subscribes: pass functions defined once, not inline.
 *
 * The state changes as every request is sent and answered. While the index walked, each of the header's lines
 * drew again for all of them (about 1,050 commits of the page for the demo index's 520 requests), though
 * none of them showed anything new.
 *
 * Not `useSyncExternalStore`: a store's change is drawn at once, interrupting the page React is drawing in a
 * transition (every navigation and page turn), which then starts over. While the index sent requests, a page
 * turn waited for React's 5 s limit on transitions. Told in a transition, the meter waits for the page instead.
 */
export function useRateLimitState(): RateLimitState;
export function useRateLimitState<T>(select: (state: RateLimitState) => T, isEqual?: (a: T, b: T) => boolean): T;
export function useRateLimitState<T>(
  select: (state: RateLimitState) => T = whole as (state: RateLimitState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const { scheduler } = useApiClient();
  const [selected, setSelected] = useState(() => select(scheduler.getState()));
  useEffect(() => {
    let last = select(scheduler.getState());
    setSelected((current) => (isEqual(current, last) ? current : last));
    return scheduler.subscribe((state) => {
      const next = select(state);
      if (isEqual(last, next)) return;
      last = next;
      startTransition(() => setSelected(next));
    });
  }, [scheduler, select, isEqual]);
  return selected;
}
