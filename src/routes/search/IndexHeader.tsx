import { Anchor, Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useApiClient } from '../../api/ClientContext';
import { startIndexing } from '../../searchIndex/runner';
import { percentBuilt } from '../../searchIndex/progress';
import { useIndexProgress } from '../../searchIndex/useIndexProgress';

/** Keeps the index (see startIndexing) while signed in, and shows its state in the header, linking to Search. Mounted only where the background index is on. */
export function IndexHeader() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => startIndexing(client, queryClient), [client, queryClient]);
  const progress = useIndexProgress();
  if (!progress) return null;
  const label = progress.control.paused ? 'paused' : progress.complete ? 'ready' : `${Math.floor(percentBuilt(progress))}%`;
  return (
    <Anchor component={Link} to="/search" aria-label={`Search index: ${label}`} title="The search index: open Search">
      <Badge variant="light" color={progress.control.paused ? 'gray' : progress.complete ? 'teal' : 'violet'}>
        Index {label}
      </Badge>
    </Anchor>
  );
}
