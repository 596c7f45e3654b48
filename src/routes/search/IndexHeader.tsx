import { Anchor, Box, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useApiClient } from '../../api/ClientContext';
import { useIndexSource, useInstallationIndex, useInstallationIndexDown } from '../../api/queries/installationIndex';
import { useRateLimitState } from '../../api/queries/rateLimit';
import { backgroundIndexing } from '../../lib/indexingSetting';
import { relativeTime } from '../../lib/time';
import { useNow } from '../../lib/useNow';
import { startIndexing } from '../../searchIndex/backgroundIndexing';
import { indexHeadline } from '../../searchIndex/progress';
import { useIndexUnavailable } from '../../searchIndex/availability';
import { useIndexProgress } from '../../searchIndex/useIndexProgress';
import { t } from '../../i18n/translate';

/** The header's line on the index, linking to Search: a dot in the state's colour and the state in words. */
function HeaderLine({ headline, color, title }: { headline: string; color: string; title: string }) {
  return (
    <Anchor component={Link} to="/search" title={title} underline="hover" c="inherit">
      <Group gap={6} wrap="nowrap">
        <Box w={8} h={8} bg={`${color}.6`} style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden />
        <Text span size="xs" maw={{ base: 200, lg: 380 }} truncate="end" title={headline}>
          {headline}
        </Text>
      </Group>
    </Anchor>
  );
}

/** Keeps this browser's index (see startIndexing) while signed in, and says its state. */
function BrowserIndexHeader() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => startIndexing(client, queryClient), [client, queryClient]);
  const progress = useIndexProgress();
  const unavailable = useIndexUnavailable();
  const { backgroundHeld } = useRateLimitState();
  const installationDown = useInstallationIndexDown();
  // Re-drawn twice a minute, so that "updated 4 minutes ago" stays true.
  const now = useNow(true, 30_000);
  if (!progress && !unavailable) return null;
  const own = unavailable ? t('index.unavailableHeader') : indexHeadline(progress!, now, backgroundHeld);
  // Where the installation's index is down, the header says why this browser indexes at all.
  const headline = installationDown ? t('index.installationDownHeader', { headline: own }) : own;
  const color = unavailable || progress!.control.paused ? 'gray' : progress!.complete ? 'teal' : 'violet';
  return <HeaderLine headline={headline} color={color} title={t('index.statusTitle')} />;
}

/** The installation index's state, as its server tells it: how much of what this identity can list it holds, and how old. */
function InstallationIndexHeader() {
  const status = useInstallationIndex().data;
  const now = useNow(true, 30_000);
  if (!status) return null;
  const { coverage, walk } = status;
  const updated = walk?.lastCycleEndedAt ?? coverage.listedAt;
  const headline = t('index.installationHeadline', {
    read: coverage.modelsRead,
    known: coverage.models,
    ago: updated ? relativeTime(Date.parse(updated), now) : '—',
  });
  const color = walk?.error ? 'gray' : coverage.modelsRead < coverage.models ? 'violet' : 'teal';
  return <HeaderLine headline={headline} color={color} title={t('index.installationTitle')} />;
}

/**
 * The index's state in the header: the installation's, where the console's server keeps one (and this browser
 * builds none), else this browser's own, where the person has not turned it off.
 */
export function IndexHeader() {
  const source = useIndexSource();
  if (source === 'installation') return <InstallationIndexHeader />;
  if (source === 'browser' && backgroundIndexing()) return <BrowserIndexHeader />;
  return null;
}
