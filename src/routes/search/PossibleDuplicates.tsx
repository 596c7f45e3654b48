import { Alert, Anchor, List, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Model } from '../../api/types';
import { titleMap } from '../../searchIndex/records';
import { similarTitles } from '../../searchIndex/titleSearch';
import { useIndexUnavailable } from '../../searchIndex/availability';
import { useIndexCoverage } from '../../searchIndex/useIndexProgress';
import { modelPath } from '../../lib/paths';
import { useTitleSearch } from '../../searchIndex/useTitleSearch';

/** Models of the chosen target whose titles resemble the draft's, from the search index: look before accepting. */
export function PossibleDuplicates({ draft, target }: { draft: Model; target: string }) {
  const search = useTitleSearch();
  const partial = useIndexCoverage();
  const unavailable = useIndexUnavailable();
  const hits = useMemo(() => (search ? similarTitles(search, Object.values(titleMap(draft.titles)), target) : undefined), [search, draft, target]);
  if (!hits && unavailable) return <Text size="sm">Similar titles cannot be looked for: the search index is not available ({unavailable}).</Text>;
  if (!hits) return <Text size="sm" c="dimmed">Looking for similar models…</Text>;
  const qualifier = partial ? ` (${partial})` : '';
  if (hits.length === 0) return <Text size="sm">No model of this repository has a similar title{qualifier}.</Text>;
  return (
    <Alert color="yellow" title="Possible duplicates in this repository" aria-label="Possible duplicates">
      <List size="sm">
        {hits.map((hit) => (
          <List.Item key={hit.uuid}>
            <Anchor component={Link} to={modelPath(hit.repositoryId, hit.uuid)} target="_blank">
              {hit.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
      {partial && <Text size="xs" mt={4}>From the search index, {partial}.</Text>}
    </Alert>
  );
}
