import { Badge, CloseButton, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { KnownLanguage } from '../api/queries/repositories';
import type { SymbolObject } from '../api/types';
import { lazyComponent } from '../components/lazyComponent';
import { appearanceOf } from './appearance';

// The index's storage loads with the header's index badge; the canvas chunk need not carry it.
const IndexedUsage = lazyComponent(() => import('../routes/symbols/IndexedUsage').then((m) => m.IndexedUsage), null);

/** Details of the selected vertex: its symbol, type, titles in every language, and how often it is placed here. */
export function VertexPanel(props: {
  repositoryId: string;
  vertexId: string;
  symbolId: string;
  symbol: SymbolObject | undefined;
  placements: number;
  languages: readonly KnownLanguage[];
  onClose: () => void;
}) {
  const look = appearanceOf(props.symbol?.objectType);
  return (
    <Paper withBorder shadow="md" p="sm" w={320} aria-label="Vertex details" role="complementary">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Vertex</Text>
        <CloseButton aria-label="Close the details" onClick={props.onClose} />
      </Group>
      <Stack gap={6}>
        <Group gap="xs">
          <Badge color={look.color} variant="dot">{props.symbol?.objectType ?? 'loading…'}</Badge>
          <Text size="sm">placed {props.placements}× in this model</Text>
        </Group>
        <IndexedUsage repositoryId={props.repositoryId} symbolId={props.symbolId} />
        <Text size="xs" c="dimmed">Symbol</Text>
        <Code>{props.symbolId}</Code>
        <Text size="xs" c="dimmed">Placement</Text>
        <Code>{props.vertexId}</Code>
        <Table aria-label="Symbol titles" verticalSpacing={2}>
          <Table.Tbody>
            {props.languages.map((language) => (
              <Table.Tr key={language.uuid}>
                <Table.Td c="dimmed">{language.name}</Table.Td>
                <Table.Td>{props.symbol?.titles?.[language.uuid]?.title ?? <Text span c="dimmed">missing</Text>}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
