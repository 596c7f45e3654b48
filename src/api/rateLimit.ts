import { startTransition, useEffect, useState } from 'react';
import { useApiClient } from './ClientContext';
import type { RateLimitState } from './scheduler';

/**
 * The identity's rate-limit state (limit, remaining, reset, blocked-until), for a budget meter and a countdown.
 *
 * Not `useSyncExternalStore`: the state changes with every request, and a store's change is drawn at once,
 * interrupting the page React is drawing in a transition (every navigation and page turn), which then starts
 * over. While the index sent requests, a page turn waited for React's 5 s limit on transitions. Told in a
 * transition, the meter waits for the page instead.
 */
export function useRateLimitState(): RateLimitState {
  const { scheduler } = useApiClient();
  const [state, setState] = useState(() => scheduler.getState());
  useEffect(() => {
    setState(scheduler.getState());
    return scheduler.subscribe((next) => startTransition(() => setState(next)));
  }, [scheduler]);
  return state;
}
