import { Alert, Anchor, Group, Stack, Switch, Text } from '@mantine/core';
import { CodeBadge } from '../../components/CodeBadge';
import { useState } from 'react';
import { Link } from 'react-router';
import { lazyComponent } from '../../components/lazyComponent';
import { useIndexCoverage } from '../../searchIndex/useIndexProgress';
import { modelPath, symbolPath } from '../../lib/paths';
import {
  MODELS_NAMED,
  usePlacements,
  useSymbolRelations,
  type PlacementRow,
  type SymbolRelations,
  type UsageScope,
} from '../../searchIndex/useSymbolUsage';
import { DataTable, type Column } from '../../components/DataTable';
import { ListFilter } from '../../components/ListFilter';
import { UuidDetail } from '../../components/UuidDetail';
import { useLocalList } from '../../features/useLocalList';
import { byText, type LocalListOptions } from '../../lib/localList';
import type { ListDefaults } from '../../lib/urlState';
import { labelFor } from '../../lib/words';
import { type RelationGroup } from '../../searchIndex/indexedShapes';

const RelationsGraph = lazyComponent(
  () => import('./RelationsGraph').then((m) => m.RelationsGraph),
  <Text c="dimmed">Loading the graph…</Text>,
);

/** Says that an answer from the index is partial while it is. */
export function Coverage() {
  const text = useIndexCoverage();
  return text ? (
    <Alert color="violet" variant="light" p="xs">
      From the search index, {text}.{' '}
      <Anchor component={Link} to="/search">
        Index status
      </Anchor>
    </Alert>
  ) : null;
}

const PLACEMENT_COLUMNS: Column<PlacementRow>[] = [
  {
    key: 'model',
    title: 'Model',
    sort: 'model',
    render: (p) => (
      <Anchor component={Link} to={modelPath(p.repositoryId, p.modelId, p.vertexId)}>
        {p.modelTitle ?? 'Untitled model'}
      </Anchor>
    ),
  },
  { key: 'repository', title: 'Repository', sort: 'repository', render: (p) => p.repositoryName },
  {
    key: 'vertex',
    title: 'Placement',
    render: (p) => <UuidDetail uuid={p.vertexId} of={`this placement in ${p.modelTitle ?? 'the model'}`} />,
  },
];

const PLACEMENT_ORDER: LocalListOptions<PlacementRow> = {
  compare: { model: byText((p) => p.modelTitle), repository: byText((p) => p.repositoryName) },
  matches: (p, filter) => (p.modelTitle ?? '').toLowerCase().includes(filter.toLowerCase()),
};

const RELATION_ORDER: LocalListOptions<RelationGroup> = {
  compare: {
    edges: (a, b) => b.count - a.count,
    direction: byText((g) => g.direction),
    type: byText((g) => labelFor('edgeType', g.edgeType)),
  },
};

const relationColumns = (repositoryId: string, relations: SymbolRelations): Column<RelationGroup>[] => [
  {
    key: 'direction',
    title: 'Direction',
    sort: 'direction',
    render: (group) => (group.direction === 'outgoing' ? 'to →' : '← from'),
  },
  {
    key: 'type',
    title: 'Edge type',
    sort: 'type',
    render: (group) => <CodeBadge domain="edgeType" code={group.edgeType} variant="outline" />,
  },
  {
    key: 'symbol',
    title: 'Symbol',
    render: (group) => (
      <Anchor
        component={Link}
        to={symbolPath(relations.repositoryOf.get(group.symbolId) ?? repositoryId, group.symbolId)}
      >
        {relations.titles.get(group.symbolId) ?? 'Untitled symbol'}
      </Anchor>
    ),
  },
  { key: 'edges', title: 'Edges', sort: 'edges', render: (group) => group.count },
  {
    key: 'models',
    title: 'In models',
    render: (group) => (
      <Group gap={6}>
        {group.models.slice(0, MODELS_NAMED).map(({ repositoryId: repository, modelId }) => (
          <Anchor key={`${repository}/${modelId}`} component={Link} to={modelPath(repository, modelId)} size="sm">
            {relations.modelTitles.get(`${repository}/${modelId}`) ?? 'Untitled model'}
          </Anchor>
        ))}
        {group.models.length > MODELS_NAMED && <Text size="sm">and {group.models.length - MODELS_NAMED} more</Text>}
      </Group>
    ),
  },
];

const LOCAL_LIST: ListDefaults = { pageSize: 25, pageSizes: [10, 25, 50, 100], sort: undefined, sortable: [] };
const PLACEMENT_LIST: ListDefaults = { ...LOCAL_LIST, sort: 'model', sortable: ['model', 'repository'] };
const RELATION_LIST: ListDefaults = {
  ...LOCAL_LIST,
  pageSize: 10,
  sort: 'edges',
  sortable: ['edges', 'direction', 'type'],
};

export function WhereUsed({ symbolId, scope }: { symbolId: string; scope: UsageScope }) {
  const placements = usePlacements(symbolId, scope);
  const source = useLocalList(PLACEMENT_LIST, placements, PLACEMENT_ORDER);
  if (!placements) return <Text c="dimmed">Opening the index…</Text>;
  const models = new Set(placements.map((p) => `${p.repositoryId}/${p.modelId}`)).size;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Text>
          Placed {placements.length.toLocaleString()} times in {models.toLocaleString()} models
          {scope.across ? '' : ' of this repository'}.
        </Text>
        <ListFilter list={source.list} label="Filter by model title" />
      </Group>
      <DataTable
        label="Placements"
        columns={PLACEMENT_COLUMNS}
        source={source}
        rowKey={(p) => `${p.repositoryId}/${p.modelId}/${p.vertexId}`}
        pageSizes={PLACEMENT_LIST.pageSizes}
        empty={
          <Text>
            {source.list.state.filter ? 'No model title matches the filter.' : 'No indexed model places this symbol.'}
          </Text>
        }
      />
    </Stack>
  );
}

export function Relations({ symbolId, scope }: { symbolId: string; scope: UsageScope }) {
  const { repositoryId } = scope;
  const [secondHop, setSecondHop] = useState(false);
  const relations = useSymbolRelations(symbolId, secondHop, scope);
  const source = useLocalList(RELATION_LIST, relations?.groups, RELATION_ORDER);
  if (!relations) return <Text c="dimmed">Opening the index…</Text>;
  if (relations.groups.length === 0) return <Text>No edge in an indexed model connects this symbol.</Text>;
  return (
    <Stack gap="xs">
      <Switch
        label="Show a second hop"
        checked={secondHop}
        onChange={(event) => setSecondHop(event.currentTarget.checked)}
      />
      <RelationsGraph repositoryId={repositoryId} symbolId={symbolId} relations={relations} />
      <DataTable
        label="Relations"
        columns={relationColumns(repositoryId, relations)}
        source={source}
        rowKey={(group) => `${group.direction}/${group.edgeType}/${group.symbolId}`}
        pageSizes={RELATION_LIST.pageSizes}
        empty={<Text>No relation.</Text>}
      />
    </Stack>
  );
}
