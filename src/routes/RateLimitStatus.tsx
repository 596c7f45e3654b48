import { Alert } from '@mantine/core';
import { useRateLimitState } from '../api/queries/rateLimit';
import { useNow } from '../lib/useNow';

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
      {state.queued > 0 ? `${state.queued} request(s) waiting; ` : ''}resuming in {seconds(state.waiting.until - now)}{' '}
      s.
    </Alert>
  );
}
