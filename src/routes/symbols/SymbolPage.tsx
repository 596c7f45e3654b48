import { Alert, Anchor, Badge, Card, Code, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLanguages } from '../../api/queries/repositories';
import { useSymbol } from '../../api/queries/symbols';
import { appearanceOf } from '../../canvas/appearance';
import { ErrorState } from '../../components/ErrorState';
import { lazyComponent } from '../../components/lazyComponent';
import { defaultLanguageOf } from '../../lib/titles';
import { coverage } from '../../searchIndex/progress';
import { useIndexProgress } from '../../searchIndex/useIndexProgress';
import { modelPath, symbolPath } from '../../searchIndex/useSearchHits';
import { preferredTitle, usePlacements, useSymbolRelations } from '../../searchIndex/useSymbolUsage';
import { titleMap } from '../../searchIndex/records';

const RelationsGraph = lazyComponent(() => import('./RelationsGraph').then((m) => m.RelationsGraph), <Text c="dimmed">Loading the graph…</Text>);

/** Says that an answer from the index is partial while it is. */
function Coverage() {
  const text = coverage(useIndexProgress());
  return text ? (
    <Alert color="violet" variant="light" p="xs">
      From the search index, {text}. <Anchor component={Link} to="/search">Index status</Anchor>
    </Alert>
  ) : null;
}

function WhereUsed({ symbolId }: { symbolId: string }) {
  const placements = usePlacements(symbolId);
  if (!placements) return <Text c="dimmed">Opening the index…</Text>;
  const models = new Set(placements.map((p) => `${p.repositoryId}/${p.modelId}`)).size;
  return (
    <Stack gap="xs">
      <Text>
        Placed {placements.length.toLocaleString()} times in {models.toLocaleString()} models.
      </Text>
      {placements.length > 0 && (
        <Table striped aria-label="Placements">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Model</Table.Th>
              <Table.Th>Repository</Table.Th>
              <Table.Th>Vertex</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {placements.map((p) => (
              <Table.Tr key={`${p.repositoryId}/${p.modelId}/${p.vertexId}`}>
                <Table.Td>
                  <Anchor component={Link} to={modelPath(p.repositoryId, p.modelId, p.vertexId)}>
                    {p.modelTitle ?? p.modelId}
                  </Anchor>
                </Table.Td>
                <Table.Td>{p.repositoryName}</Table.Td>
                <Table.Td>
                  <Code>{p.vertexId}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function Relations({ repositoryId, symbolId }: { repositoryId: string; symbolId: string }) {
  const [secondHop, setSecondHop] = useState(false);
  const relations = useSymbolRelations(symbolId, secondHop);
  if (!relations) return <Text c="dimmed">Opening the index…</Text>;
  if (relations.groups.length === 0) return <Text>No edge in an indexed model connects this symbol.</Text>;
  const name = (uuid: string) => relations.titles.get(uuid) ?? uuid;
  return (
    <Stack gap="xs">
      <Table striped aria-label="Relations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Direction</Table.Th>
            <Table.Th>Edge type</Table.Th>
            <Table.Th>Symbol</Table.Th>
            <Table.Th>Edges</Table.Th>
            <Table.Th>In models</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {relations.groups.map((group) => (
            <Table.Tr key={`${group.direction}/${group.edgeType}/${group.symbolId}`}>
              <Table.Td>{group.direction === 'outgoing' ? 'to →' : '← from'}</Table.Td>
              <Table.Td>
                <Badge variant="outline">{group.edgeType}</Badge>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={symbolPath(repositoryId, group.symbolId)}>{name(group.symbolId)}</Anchor>
              </Table.Td>
              <Table.Td>{group.count}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  {group.models.slice(0, 5).map((model) => (
                    <Anchor key={`${model.repositoryId}/${model.modelId}`} component={Link} to={modelPath(model.repositoryId, model.modelId)} size="sm">
                      {model.modelId.slice(0, 8)}
                    </Anchor>
                  ))}
                  {group.models.length > 5 && <Text size="sm">and {group.models.length - 5} more</Text>}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Switch label="Show a second hop" checked={secondHop} onChange={(event) => setSecondHop(event.currentTarget.checked)} />
      <RelationsGraph repositoryId={repositoryId} symbolId={symbolId} relations={relations} />
    </Stack>
  );
}

/** A symbol: its titles, where it is placed and what it is related to, across every indexed model. */
export function SymbolPage() {
  const { repositoryId, symbolId } = useParams() as { repositoryId: string; symbolId: string };
  const symbol = useSymbol(repositoryId, symbolId);
  const languages = useLanguages(repositoryId);
  if (symbol.error) return <ErrorState error={symbol.error} onRetry={() => void symbol.refetch()} />;
  const titles = titleMap(symbol.data?.titles);
  const look = appearanceOf(symbol.data?.objectType);
  return (
    <Stack>
      <div>
        <Anchor component={Link} to={`/repositories/${repositoryId}`} size="sm">
          ← Models of this repository
        </Anchor>
        <Group gap="sm">
          <Title order={2}>{preferredTitle(titles, defaultLanguageOf(languages.data)) ?? (symbol.isLoading ? 'Symbol' : symbolId)}</Title>
          {symbol.data?.objectType && <Badge color={look.color} variant="light">{symbol.data.objectType}</Badge>}
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
      <Coverage />
      <Title order={3}>Where used</Title>
      <WhereUsed symbolId={symbolId} />
      <Title order={3}>Relations</Title>
      <Relations repositoryId={repositoryId} symbolId={symbolId} />
    </Stack>
  );
}
