import { Alert, Group, Progress, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useRateLimitState } from '../api/queries/rateLimit';

/**
 * The current time, re-rendering every `ms` while `active`. It returns the clock itself, not a stored
 * copy, so a render for any other reason can never show a stale countdown.
 */
function useNow(active: boolean, ms = 250) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
  return Date.now();
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * Remaining requests of the window and the time to its reset, once the service has said them; the share the
 * search index's background walk spent of this window shows beside what is left.
 */
export function RateLimitMeter() {
  const state = useRateLimitState();
  const now = useNow(state.resetAt !== undefined, 1000);
  if (state.limit === undefined || state.remaining === undefined) return null;
  const resetIn = state.resetAt !== undefined ? seconds(state.resetAt - now) : undefined;
  const share = (state.remaining / state.limit) * 100;
  const indexShare = Math.min(100 - share, (state.background.sentInWindow / state.limit) * 100);
  return (
    // A native title, as elsewhere in the header: a Mantine tooltip would bring its positioning into every first page.
    <Group
      gap={6}
      wrap="nowrap"
      aria-label="Rate-limit budget"
      title={`Requests left in the service's rate-limit window; the search index used ${state.background.sentInWindow} of this window's requests`}
    >
        <Progress.Root w={80}>
          <Progress.Section value={share} color={share < 15 ? 'red' : share < 40 ? 'yellow' : 'teal'} aria-label="Requests left" />
          <Progress.Section value={indexShare} color="violet" aria-label="Used by the search index" />
        </Progress.Root>
        <Text size="xs" c="dimmed">
          {state.remaining}/{state.limit}
          {state.background.sentInWindow > 0 ? ` · index ${state.background.sentInWindow}` : ''}
          {resetIn !== undefined && resetIn > 0 ? ` · resets in ${resetIn}s` : ''}
        </Text>
    </Group>
  );
}

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
