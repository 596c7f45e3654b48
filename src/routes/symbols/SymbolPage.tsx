import { Alert, Anchor, Card, Code, Group, SegmentedControl, Stack, Switch, Table, Text, Title } from '@mantine/core';
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
import { StaticTable, type StaticColumn } from '../../components/StaticTable';
import { titleMap, type RelationGroup } from '../../searchIndex/records';
import { PageTitle } from '../../components/PageTitle';
import { RepositoryTrail } from '../../components/RepositoryTrail';

const RelationsGraph = lazyComponent(() => import('./RelationsGraph').then((m) => m.RelationsGraph), <Text c="dimmed">Loading the graph…</Text>);

/** Says that an answer from the index is partial while it is. */
function Coverage() {
  const text = useIndexCoverage();
  return text ? (
    <Alert color="violet" variant="light" p="xs">
      From the search index, {text}. <Anchor component={Link} to="/search">Index status</Anchor>
    </Alert>
  ) : null;
}

const PLACEMENT_COLUMNS: StaticColumn<PlacementRow>[] = [
  {
    title: 'Model',
    render: (p) => (
      <Anchor component={Link} to={modelPath(p.repositoryId, p.modelId, p.vertexId)}>
        {p.modelTitle ?? p.modelId}
      </Anchor>
    ),
  },
  { title: 'Repository', render: (p) => p.repositoryName },
  { title: 'Vertex', render: (p) => <Code>{p.vertexId}</Code> },
];

const relationColumns = (repositoryId: string, relations: SymbolRelations): StaticColumn<RelationGroup>[] => [
  { title: 'Direction', render: (group) => (group.direction === 'outgoing' ? 'to →' : '← from') },
  { title: 'Edge type', render: (group) => <CodeBadge domain="edgeType" code={group.edgeType} variant="outline" /> },
  {
    title: 'Symbol',
    render: (group) => (
      <Anchor component={Link} to={symbolPath(relations.repositoryOf.get(group.symbolId) ?? repositoryId, group.symbolId)}>
        {relations.titles.get(group.symbolId) ?? group.symbolId}
      </Anchor>
    ),
  },
  { title: 'Edges', render: (group) => group.count },
  {
    title: 'In models',
    render: (group) => (
      <Group gap={6}>
        {group.models.slice(0, MODELS_NAMED).map(({ repositoryId: repository, modelId }) => (
          <Anchor key={`${repository}/${modelId}`} component={Link} to={modelPath(repository, modelId)} size="sm">
            {relations.modelTitles.get(`${repository}/${modelId}`) ?? modelId}
          </Anchor>
        ))}
        {group.models.length > MODELS_NAMED && <Text size="sm">and {group.models.length - MODELS_NAMED} more</Text>}
      </Group>
    ),
  },
];

function WhereUsed({ symbolId, scope }: { symbolId: string; scope: UsageScope }) {
  const placements = usePlacements(symbolId, scope);
  if (!placements) return <Text c="dimmed">Opening the index…</Text>;
  const models = new Set(placements.map((p) => `${p.repositoryId}/${p.modelId}`)).size;
  return (
    <Stack gap="xs">
      <Text>
        Placed {placements.length.toLocaleString()} times in {models.toLocaleString()} models{scope.across ? '' : ' of this repository'}.
      </Text>
      {placements.length > 0 && (
        <StaticTable label="Placements" columns={PLACEMENT_COLUMNS} rows={placements} rowKey={(p) => `${p.repositoryId}/${p.modelId}/${p.vertexId}`} />
      )}
    </Stack>
  );
}

function Relations({ symbolId, scope }: { symbolId: string; scope: UsageScope }) {
  const { repositoryId } = scope;
  const [secondHop, setSecondHop] = useState(false);
  const relations = useSymbolRelations(symbolId, secondHop, scope);
  if (!relations) return <Text c="dimmed">Opening the index…</Text>;
  if (relations.groups.length === 0) return <Text>No edge in an indexed model connects this symbol.</Text>;
  return (
    <Stack gap="xs">
      <StaticTable
        label="Relations"
        columns={relationColumns(repositoryId, relations)}
        rows={relations.groups}
        rowKey={(group) => `${group.direction}/${group.edgeType}/${group.symbolId}`}
      />
      <Switch label="Show a second hop" checked={secondHop} onChange={(event) => setSecondHop(event.currentTarget.checked)} />
      <RelationsGraph repositoryId={repositoryId} symbolId={symbolId} relations={relations} />
    </Stack>
  );
}

/** "Also placed in A, B": the other repositories in which the index found this uuid placed, each linking to the symbol there. */
function AlsoPlacedIn({ repositoryId, symbolId }: { repositoryId: string; symbolId: string }) {
  const others = (useSymbolRepositories(symbolId) ?? []).filter((repository) => repository.repositoryId !== repositoryId);
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
  const symbol = useSymbol(repositoryId, symbolId);
  const languages = useLanguages(repositoryId);
  const repositoryName = useRepositoryName(repositoryId);
  if (symbol.error)
    return (
      <PageError error={symbol.error} subject="symbol" id={symbolId} back={{ to: `/repositories/${repositoryId}`, label: '← Models of this repository' }} onRetry={() => void symbol.refetch()} />
    );
  const titles = titleMap(symbol.data?.titles);
  const look = appearanceOf(symbol.data?.objectType);
  const title = preferredTitle(titles, defaultLanguageOf(languages.data)) ?? (symbol.isLoading ? 'Symbol' : symbolId);
  return (
    <Stack>
      <div>
        <RepositoryTrail repositoryId={repositoryId} name={repositoryName} here={title} />
        <Group gap="sm">
          <PageTitle within={repositoryName}>{title}</PageTitle>
          {symbol.data?.objectType && <CodeBadge domain="objectType" code={symbol.data.objectType} color={look.color} variant="dot" />}
        </Group>
      </div>
      <Card withBorder>
        <Table aria-label="Symbol titles" verticalSpacing={2}>
          <Table.Tbody>
            {(languages.data ?? []).map((language) => (
              <Table.Tr key={language.uuid}>
                <Table.Td c="dimmed" w={160}>{language.name}</Table.Td>
                <Table.Td>{titles[language.uuid] ?? <Text span c="dimmed">missing</Text>}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed" mt="xs">
          Symbol <Code>{symbolId}</Code>
        </Text>
      </Card>
      <AlsoPlacedIn repositoryId={repositoryId} symbolId={symbolId} />
      <Coverage />
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
      <Title order={2} size="h3">Where used</Title>
      <WhereUsed symbolId={symbolId} scope={scope} />
      <Title order={2} size="h3">Relations</Title>
      <Relations symbolId={symbolId} scope={scope} />
    </Stack>
  );
}
