import { Alert } from '@mantine/core';
import { useRateLimitState } from '../api/rateLimit';
import { useNow } from '../lib/useNow';
import { t } from '../i18n/translate';

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

const TITLES = {
  'rate-limited': 'rate.pausedTitle',
  'quota-spent': 'rate.spentTitle',
} as const;

/** While requests wait (on a 429, or for the window's quota to come back), a banner says why and counts down. */
export function RateLimitBanner() {
  const state = useRateLimitState();
  const waiting = state.waiting !== undefined && state.waiting.until > Date.now();
  const now = useNow(waiting);
  if (state.waiting === undefined || state.waiting.until <= now) return null;
  return (
    <Alert color="yellow" title={t(TITLES[state.waiting.reason])} role="status" mb="md">
      {t('rate.banner', { queued: state.queued, seconds: seconds(state.waiting.until - now) })}
    </Alert>
  );
}
