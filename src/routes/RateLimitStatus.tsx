import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useRateLimitState } from '../api/queries/rateLimit';

/**
 * The current time, re-rendering every `ms` while `active`. It returns the clock itself, not a stored
 * copy, so a render for any other reason can never show a stale countdown.
 */
export function useNow(active: boolean, ms = 250) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
  return Date.now();
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

const TITLES = {
  'rate-limited': "Paused by the service's rate limit",
  'quota-spent': "This window's requests are spent",
} as const;

/** While requests wait (on a 429, or for the window's quota to come back), a banner says why and counts down. */
export function RateLimitBanner() {
  const state = useRateLimitState();
  const waiting = state.waiting !== undefined && state.waiting.until > Date.now();
  const now = useNow(waiting);
  if (state.waiting === undefined || state.waiting.until <= now) return null;
  return (
    <Alert color="yellow" title={TITLES[state.waiting.reason]} role="status" mb="md">
      {state.queued > 0 ? `${state.queued} request(s) waiting; ` : ''}resuming in {seconds(state.waiting.until - now)} s.
    </Alert>
  );
}
