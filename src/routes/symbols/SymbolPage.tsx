import { Alert, Anchor, Card, Group, SegmentedControl, Stack, Switch, Table, Tabs, Text } from '@mantine/core';
import { CodeBadge } from '../../components/CodeBadge';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLanguages, useRepositoryName } from '../../api/queries/repositories';
import { useSymbol } from '../../api/queries/symbols';
import { appearanceOf } from '../../canvas/appearance';
import { PageError } from '../../components/PageError';
import { lazyComponent } from '../../components/lazyComponent';
import { defaultLanguageOf } from '../../lib/titles';
import { useIndexCoverage } from '../../searchIndex/useIndexProgress';
import { modelPath, symbolPath } from '../../lib/paths';
import {
  MODELS_NAMED,
  preferredTitle,
  usePlacements,
  useSymbolRelations,
  useSymbolRepositories,
  type PlacementRow,
  type SymbolRelations,
  type UsageScope,
} from '../../searchIndex/useSymbolUsage';
import { useUsageScope } from '../../features/symbols/useUsageScope';
import { DataTable, type Column } from '../../components/DataTable';
import { ListFilter } from '../../components/ListFilter';
import { UuidDetail } from '../../components/UuidDetail';
import { useLocalList } from '../../features/useLocalList';
import { useSymbolTab, type SymbolTab } from '../../features/symbols/useSymbolTab';
import { byText, type LocalListOptions } from '../../lib/localList';
import type { ListDefaults } from '../../lib/urlState';
import { labelFor } from '../../lib/words';
import { titleMap, type RelationGroup } from '../../searchIndex/indexedShapes';
import { PageTitle } from '../../components/PageTitle';
import { RepositoryTrail } from '../../components/RepositoryTrail';

const RelationsGraph = lazyComponent(
  () => import('./RelationsGraph').then((m) => m.RelationsGraph),
  <Text c="dimmed">Loading the graph…</Text>,
);

/** Says that an answer from the index is partial while it is. */
function Coverage() {
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

function WhereUsed({ symbolId, scope }: { symbolId: string; scope: UsageScope }) {
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

function Relations({ symbolId, scope }: { symbolId: string; scope: UsageScope }) {
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

/** The overview's word on where the symbol is used, each count opening its tab. */
function UsageSummary({
  symbolId,
  scope,
  onOpen,
}: {
  symbolId: string;
  scope: UsageScope;
  onOpen: (tab: SymbolTab) => void;
}) {
  const placements = usePlacements(symbolId, scope);
  const relations = useSymbolRelations(symbolId, false, scope);
  if (!placements || !relations) return <Text c="dimmed">Opening the index…</Text>;
  const models = new Set(placements.map((p) => `${p.repositoryId}/${p.modelId}`)).size;
  const neighbours = new Set(relations.groups.map((group) => group.symbolId)).size;
  return (
    <Group gap="lg">
      <Anchor component="button" type="button" onClick={() => onOpen('placements')}>
        Placed {placements.length.toLocaleString()} times in {models.toLocaleString()} models
      </Anchor>
      <Anchor component="button" type="button" onClick={() => onOpen('relations')}>
        Related to {neighbours.toLocaleString()} symbols
      </Anchor>
    </Group>
  );
}

/** "Also placed in A, B": the other repositories in which the index found this uuid placed, each linking to the symbol there. */
function AlsoPlacedIn({ repositoryId, symbolId }: { repositoryId: string; symbolId: string }) {
  const others = (useSymbolRepositories(symbolId) ?? []).filter(
    (repository) => repository.repositoryId !== repositoryId,
  );
  if (others.length === 0) return null;
  return (
    <Text size="sm">
      Also placed in {others.length === 1 ? 'the repository' : 'the repositories'}{' '}
      {others.map((repository, n) => (
        <span key={repository.repositoryId}>
          {n > 0 && (n === others.length - 1 ? ' and ' : ', ')}
          <Anchor component={Link} to={symbolPath(repository.repositoryId, symbolId)}>
            {repository.name}
          </Anchor>
        </span>
      ))}
      , where its titles may differ.
    </Text>
  );
}

/** A symbol of a repository: its titles, where it is placed and what it is related to, here or in every repository. */
export function SymbolPage() {
  const { repositoryId, symbolId } = useParams() as { repositoryId: string; symbolId: string };
  const [scope, setAcross] = useUsageScope(repositoryId);
  const [tab, setTab] = useSymbolTab();
  const symbol = useSymbol(repositoryId, symbolId);
  const languages = useLanguages(repositoryId);
  const repositoryName = useRepositoryName(repositoryId);
  if (symbol.error)
    return (
      <PageError
        error={symbol.error}
        subject="symbol"
        id={symbolId}
        back={{ to: `/repositories/${repositoryId}`, label: '← Models of this repository' }}
        onRetry={() => void symbol.refetch()}
      />
    );
  const titles = titleMap(symbol.data?.titles);
  const look = appearanceOf(symbol.data?.objectType);
  const title =
    preferredTitle(titles, defaultLanguageOf(languages.data)) ?? (symbol.isLoading ? 'Symbol' : 'Untitled symbol');
  return (
    <Stack>
      <div>
        <RepositoryTrail repositoryId={repositoryId} name={repositoryName} here={title} />
        <Group gap="sm">
          <PageTitle within={repositoryName}>{title}</PageTitle>
          {symbol.data?.objectType && (
            <CodeBadge domain="objectType" code={symbol.data.objectType} color={look.color} variant="dot" />
          )}
        </Group>
      </div>
      <SegmentedControl
        aria-label="Where used and relations in"
        value={scope.across ? 'all' : 'here'}
        onChange={(value) => setAcross(value === 'all')}
        data={[
          { value: 'all', label: 'Every repository' },
          { value: 'here', label: repositoryName ? `${repositoryName} only` : 'This repository only' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Tabs value={tab} onChange={(value) => setTab(value as SymbolTab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="placements">Placements</Tabs.Tab>
          <Tabs.Tab value="relations">Relations</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Stack>
            <Card withBorder>
              <Table aria-label="Symbol titles" verticalSpacing={2}>
                <Table.Tbody>
                  {(languages.data ?? []).map((language) => (
                    <Table.Tr key={language.uuid}>
                      <Table.Td c="dimmed" w={160}>
                        {language.name}
                      </Table.Td>
                      <Table.Td>
                        {titles[language.uuid] ?? (
                          <Text span c="dimmed">
                            missing
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Group gap="xs" mt="xs">
                <Text size="xs" c="dimmed">
                  Symbol
                </Text>
                <UuidDetail uuid={symbolId} of={`the symbol ${title}`} />
              </Group>
            </Card>
            <AlsoPlacedIn repositoryId={repositoryId} symbolId={symbolId} />
            <Coverage />
            <UsageSummary symbolId={symbolId} scope={scope} onOpen={setTab} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="placements" pt="md">
          <Stack>
            <Coverage />
            <WhereUsed symbolId={symbolId} scope={scope} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="relations" pt="md">
          <Stack>
            <Coverage />
            <Relations symbolId={symbolId} scope={scope} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
