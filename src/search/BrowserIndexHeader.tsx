import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../api/ClientContext';
import { useInstallationIndexDown } from './installationQueries';
import { useRateLimitState } from '../api/rateLimit';
import type { RateLimitState } from '../api/scheduler';
import { useNow } from '../lib/useNow';
import { startIndexing } from './backgroundIndexing';
import { indexHeadline } from './progress';
import { useBrowserIndexState } from './useIndexProgress';
import { useIndexDatabase } from './useLive';
import { t } from '../i18n/translate';
import { HeaderLine } from './HeaderLine';

const backgroundHeldOf = (state: RateLimitState) => state.backgroundHeld;

/** Keeps this browser's index (see startIndexing) while signed in, and says its state. */
export function BrowserIndexHeader() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const db = useIndexDatabase();
  useEffect(() => startIndexing(client, queryClient, db), [client, queryClient, db]);
  const { progress, unavailable, stalled } = useBrowserIndexState();
  const backgroundHeld = useRateLimitState(backgroundHeldOf);
  const installationDown = useInstallationIndexDown();
  // Re-drawn twice a minute, so that "updated 4 minutes ago" stays true.
  const now = useNow(true, 30_000);
  if (!progress && !unavailable && !stalled) return null;
  const own = unavailable
    ? t('index.unavailableHeader')
    : progress
      ? indexHeadline(progress, now, backgroundHeld)
      : t('index.stalledHeader');
  // Where the installation's index is down, the header says why this browser indexes at all.
  const headline = installationDown ? t('index.installationDownHeader', { headline: own }) : own;
  const color = !progress || progress.control.paused ? 'gray' : progress.complete ? 'teal' : 'violet';
  return <HeaderLine headline={headline} color={color} title={t('index.statusTitle')} />;
}
