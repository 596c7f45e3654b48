import { Anchor, Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useApiClient } from '../../api/ClientContext';
import { startIndexing } from '../../searchIndex/runner';
import { useIndexProgress } from '../../searchIndex/useIndexProgress';

/** Keeps the index (see startIndexing) while signed in, and shows its state in the header, linking to Search. Mounted only where the background index is on. */
export function IndexHeader() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => startIndexing(client, queryClient), [client, queryClient]);
  const progress = useIndexProgress();
  if (!progress) return null;
  const done = progress.canvases.read + progress.symbols.read;
  const percent = Math.floor((done / Math.max(1, done + progress.requestsLeft)) * 100);
  const label = progress.control.paused ? 'paused' : progress.complete ? 'ready' : `${percent}%`;
  return (
    <Anchor component={Link} to="/search" aria-label={`Search index: ${label}`} title="The search index: open Search">
      <Badge variant="light" color={progress.control.paused ? 'gray' : progress.complete ? 'teal' : 'violet'}>
        Index {label}
      </Badge>
    </Anchor>
  );
}
