import { Anchor, Badge, CloseButton, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useRepositoryName } from '../api/queries/repositories';
import type { KnownLanguage } from '../api/queries/repositories';
import type { SymbolObject } from '../api/types';
import { CodeBadge } from '../components/CodeBadge';
import { lazyComponent } from '../components/lazyComponent';
import { UuidDetail } from '../components/UuidDetail';
import { symbolPath } from '../lib/paths';
import { appearanceOf } from './appearance';

// The index's storage loads with the header's index badge; the canvas chunk need not carry it.
const IndexedUsage = lazyComponent(() => import('../routes/symbols/IndexedUsage').then((m) => m.IndexedUsage), null);

/**
 * The selected vertex as a modeller reads it: its symbol's title and type in words, where the symbol lives and
 * how often it is placed, its titles in every language; the uuids folded away for those who need them.
 */
export function VertexPanel(props: {
  repositoryId: string;
  vertexId: string;
  symbolId: string;
  symbol: SymbolObject | undefined;
  /** In the chosen language (else the default's). */
  title: string | undefined;
  placements: number;
  languages: readonly KnownLanguage[];
  onClose: () => void;
}) {
  const look = appearanceOf(props.symbol?.objectType);
  const repositoryName = useRepositoryName(props.repositoryId);
  const name = props.title ?? 'Untitled symbol';
  return (
    <Paper withBorder shadow="md" p="sm" w={320} aria-label="Vertex details" role="complementary">
      <Group justify="space-between" mb="xs" wrap="nowrap" align="flex-start">
        <Text fw={600}>{name}</Text>
        <CloseButton aria-label="Close the details" onClick={props.onClose} />
      </Group>
      <Stack gap={6}>
        <Group gap="xs">
          {props.symbol ? (
            <CodeBadge domain="objectType" code={props.symbol.objectType} color={look.color} variant="dot" />
          ) : (
            <Badge variant="dot">loading…</Badge>
          )}
          <Text size="sm">placed {props.placements}× in this model</Text>
        </Group>
        <Text size="sm">
          A symbol of{' '}
          <Anchor component={Link} to={symbolPath(props.repositoryId, props.symbolId)}>
            {repositoryName ?? 'this repository'}
          </Anchor>
        </Text>
        <IndexedUsage repositoryId={props.repositoryId} symbolId={props.symbolId} />
        <Table aria-label="Symbol titles" verticalSpacing={2}>
          <Table.Tbody>
            {props.languages.map((language) => (
              <Table.Tr key={language.uuid}>
                <Table.Td c="dimmed">{language.name}</Table.Td>
                <Table.Td>
                  {props.symbol?.titles?.[language.uuid]?.title ?? (
                    <Text span c="dimmed">
                      missing
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <details>
          <summary>
            <Text span size="xs" c="dimmed">
              uuid details
            </Text>
          </summary>
          <Table verticalSpacing={2} aria-label="uuid details">
            <Table.Tbody>
              <Table.Tr>
                <Table.Td c="dimmed">Symbol</Table.Td>
                <Table.Td>
                  <UuidDetail uuid={props.symbolId} of={`the symbol ${name}`} />
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td c="dimmed">Placement</Table.Td>
                <Table.Td>
                  <UuidDetail uuid={props.vertexId} of="this placement" />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </details>
      </Stack>
    </Paper>
  );
}
