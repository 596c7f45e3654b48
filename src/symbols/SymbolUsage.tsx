import { Alert, Anchor, Group, Stack, Switch, Text } from '@mantine/core';
import { CodeBadge } from '../ui/CodeBadge';
import { useState } from 'react';
import { Link } from 'react-router';
import { lazyComponent } from '../ui/lazyComponent';
import { useIndexCoverage } from '../search';
import { modelPath, ROUTES, symbolPath } from '../lib/paths';
import {
  MODELS_NAMED,
  usePlacements,
  useSymbolRelations,
  type PlacementRow,
  type SymbolRelations,
  type UsageScope,
} from '../search';
import { DataTable, type Column } from '../list/DataTable';
import { ListFilter } from '../list/ListFilter';
import { UuidDetail } from '../ui/UuidDetail';
import { useLocalList } from '../list/useLocalList';
import { byText, type LocalListOptions } from '../list/localList';
import type { ListDefaults } from '../lib/urlState';
import { labelFor } from '../lib/words';
import { type RelationGroup } from '../../common/indexedShapes';
import { t } from '../i18n/translate';
import { Content } from '../ui/Content';
import { WaitingText } from '../ui/Waiting';

const RelationsGraph = lazyComponent(
  () => import('./RelationsGraph').then((m) => m.RelationsGraph),
  <WaitingText what="symbol.loadingGraph" />,
);

/** Says that an answer from the index is partial while it is. */
export function Coverage() {
  const text = useIndexCoverage();
  return text ? (
    <Alert color="violet" variant="light" p="xs">
      {t('symbol.fromIndex', { coverage: text })}{' '}
      <Anchor component={Link} to={ROUTES.search}>
        {t('symbol.indexStatus')}
      </Anchor>
    </Alert>
  ) : null;
}

const placementColumns = (): Column<PlacementRow>[] => [
  {
    key: 'model',
    title: t('symbol.model'),
    sort: 'model',
    render: (p) => (
      <Anchor component={Link} to={modelPath(p.repositoryId, p.modelId, p.vertexId)}>
        {p.modelTitle ? <Content>{p.modelTitle}</Content> : t('symbol.untitledModel')}
      </Anchor>
    ),
  },
  {
    key: 'repository',
    title: t('search.repository'),
    sort: 'repository',
    render: (p) => <Content>{p.repositoryName}</Content>,
  },
  {
    key: 'vertex',
    title: t('vertex.placement'),
    render: (p) => (
      <UuidDetail uuid={p.vertexId} of={t('symbol.placementIn', { model: p.modelTitle ?? t('symbol.theModel') })} />
    ),
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
    title: t('symbol.direction'),
    sort: 'direction',
    render: (group) => t(group.direction === 'outgoing' ? 'symbol.to' : 'symbol.from'),
  },
  {
    key: 'type',
    title: t('symbol.edgeType'),
    sort: 'type',
    render: (group) => <CodeBadge domain="edgeType" code={group.edgeType} variant="outline" />,
  },
  {
    key: 'symbol',
    title: t('symbol.symbol'),
    render: (group) => (
      <Anchor
        component={Link}
        to={symbolPath(relations.repositoryOf.get(group.symbolId) ?? repositoryId, group.symbolId)}
      >
        {relations.titles.has(group.symbolId) ? (
          <Content>{relations.titles.get(group.symbolId)}</Content>
        ) : (
          t('symbol.untitled')
        )}
      </Anchor>
    ),
  },
  { key: 'edges', title: t('symbol.edges'), sort: 'edges', render: (group) => group.count },
  {
    key: 'models',
    title: t('symbol.inModels'),
    render: (group) => (
      <Group gap={6}>
        {group.models.slice(0, MODELS_NAMED).map(({ repositoryId: repository, modelId }) => (
          <Anchor key={`${repository}/${modelId}`} component={Link} to={modelPath(repository, modelId)} size="sm">
            {relations.modelTitles.has(`${repository}/${modelId}`) ? (
              <Content>{relations.modelTitles.get(`${repository}/${modelId}`)}</Content>
            ) : (
              t('symbol.untitledModel')
            )}
          </Anchor>
        ))}
        {group.models.length > MODELS_NAMED && (
          <Text size="sm">{t('symbol.more', { count: group.models.length - MODELS_NAMED })}</Text>
        )}
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
  if (!placements) return <Text c="dimmed">{t('symbol.openingIndex')}</Text>;
  const models = new Set(placements.map((p) => `${p.repositoryId}/${p.modelId}`)).size;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Text>
          {t(scope.across ? 'symbol.placedTimes' : 'symbol.placedTimesHere', { times: placements.length, models })}.
        </Text>
        <ListFilter list={source.list} label={t('symbol.filterModel')} />
      </Group>
      <DataTable
        label={t('symbol.placementsTable')}
        columns={placementColumns()}
        source={source}
        rowKey={(p) => `${p.repositoryId}/${p.modelId}/${p.vertexId}`}
        pageSizes={PLACEMENT_LIST.pageSizes}
        empty={<Text>{t(source.list.state.filter ? 'symbol.noPlacementMatch' : 'symbol.noPlacement')}</Text>}
      />
    </Stack>
  );
}

export function Relations({ symbolId, scope }: { symbolId: string; scope: UsageScope }) {
  const { repositoryId } = scope;
  const [secondHop, setSecondHop] = useState(false);
  const relations = useSymbolRelations(symbolId, secondHop, scope);
  const source = useLocalList(RELATION_LIST, relations?.groups, RELATION_ORDER);
  if (!relations) return <Text c="dimmed">{t('symbol.openingIndex')}</Text>;
  if (relations.groups.length === 0) return <Text>{t('symbol.noRelation')}</Text>;
  return (
    <Stack gap="xs">
      <Switch
        label={t('symbol.secondHop')}
        checked={secondHop}
        onChange={(event) => setSecondHop(event.currentTarget.checked)}
      />
      <RelationsGraph repositoryId={repositoryId} symbolId={symbolId} relations={relations} />
      <DataTable
        label={t('symbol.relationsTable')}
        columns={relationColumns(repositoryId, relations)}
        source={source}
        rowKey={(group) => `${group.direction}/${group.edgeType}/${group.symbolId}`}
        pageSizes={RELATION_LIST.pageSizes}
        empty={<Text>{t('symbol.noRelationRow')}</Text>}
      />
    </Stack>
  );
}
