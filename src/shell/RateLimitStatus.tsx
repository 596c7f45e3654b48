import { Alert } from '@mantine/core';
import { useRateLimitState } from '../api/rateLimit';
import type { RateLimitState } from '../api/scheduler';
import { sameFields } from '../lib/sameFields';
import { useNow } from '../lib/useNow';
import { t } from '../i18n/translate';

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

const TITLES = {
  'rate-limited': 'rate.pausedTitle',
  'quota-spent': 'rate.spentTitle',
} as const;

/** What the banner shows of the rate-limit state: it draws again when this changes, not with every request. */
const bannerInputs = ({ waiting, queued }: RateLimitState) => waiting && { ...waiting, queued };

/** While requests wait (on a 429, or for the window's quota to come back), a banner says why and counts down. */
export function RateLimitBanner() {
  const waiting = useRateLimitState(bannerInputs, sameFields);
  const now = useNow(waiting !== undefined && waiting.until > Date.now());
  if (waiting === undefined || waiting.until <= now) return null;
  return (
    <Alert color="yellow" title={t(TITLES[waiting.reason])} role="status" mb="md">
      {t('rate.banner', { queued: waiting.queued, seconds: seconds(waiting.until - now) })}
    </Alert>
  );
}
