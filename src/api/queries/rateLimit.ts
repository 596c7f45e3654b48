import { useSyncExternalStore } from 'react';
import { useApiClient } from '../ClientContext';
import type { RateLimitState } from '../scheduler';

/** The identity's rate-limit state (limit, remaining, reset, blocked-until), for a budget meter and a countdown. */
export function useRateLimitState(): RateLimitState {
  const { scheduler } = useApiClient();
  return useSyncExternalStore(
    (onChange) => scheduler.subscribe(onChange),
    () => scheduler.getState(),
  );
}
