import { Anchor, Box, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useApiClient } from '../../api/ClientContext';
import { useRateLimitState } from '../../api/queries/rateLimit';
import { useNow } from '../../lib/useNow';
import { startIndexing } from '../../searchIndex/backgroundIndexing';
import { indexHeadline } from '../../searchIndex/progress';
import { useIndexUnavailable } from '../../searchIndex/availability';
import { useIndexProgress } from '../../searchIndex/useIndexProgress';
import { t } from '../../i18n/translate';

/** Keeps the index (see startIndexing) while signed in, and says its state in the header, linking to Search. Mounted only where the background index is on. */
export function IndexHeader() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => startIndexing(client, queryClient), [client, queryClient]);
  const progress = useIndexProgress();
  const unavailable = useIndexUnavailable();
  const { backgroundHeld } = useRateLimitState();
  // Re-drawn twice a minute, so that "updated 4 minutes ago" stays true.
  const now = useNow(true, 30_000);
  if (!progress && !unavailable) return null;
  const headline = unavailable ? t('index.unavailableHeader') : indexHeadline(progress!, now, backgroundHeld);
  const color = unavailable || progress!.control.paused ? 'gray' : progress!.complete ? 'teal' : 'violet';
  return (
    <Anchor component={Link} to="/search" title={t('index.statusTitle')} underline="hover" c="inherit">
      <Group gap={6} wrap="nowrap">
        <Box w={8} h={8} bg={`${color}.6`} style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden />
        <Text span size="xs" maw={{ base: 200, lg: 380 }} truncate="end" title={headline}>
          {headline}
        </Text>
      </Group>
    </Anchor>
  );
}
