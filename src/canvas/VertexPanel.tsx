import { Anchor, Badge, CloseButton, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useRepositoryName } from '../repositories';
import type { KnownLanguage } from '../repositories';
import type { SymbolObject } from '../api/types';
import { CodeBadge } from '../ui/CodeBadge';
import { UuidDetail } from '../ui/UuidDetail';
import { symbolPath } from '../lib/paths';
import { appearanceOf } from './appearance';
import { IndexedUsage } from '../search';
import { t, tRich } from '../i18n/translate';
import { Content } from '../ui/Content';
import { TitlesByLanguage } from '../ui/TitlesByLanguage';

// The index's storage loads with the header's index badge; the canvas chunk need not carry it.

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
  const name = props.title ?? t('vertex.untitledSymbol');
  return (
    <Paper withBorder shadow="md" p="sm" w={320} aria-label={t('vertex.details')} role="complementary">
      <Group justify="space-between" mb="xs" wrap="nowrap" align="flex-start">
        <Text fw={600} translate={props.title ? 'no' : undefined}>
          {name}
        </Text>
        <CloseButton aria-label={t('vertex.close')} onClick={props.onClose} />
      </Group>
      <Stack gap={6}>
        <Group gap="xs">
          {props.symbol ? (
            <CodeBadge domain="objectType" code={props.symbol.objectType} color={look.color} variant="dot" />
          ) : (
            <Badge variant="dot">{t('vertex.loading')}</Badge>
          )}
          <Text size="sm">{t('vertex.placed', { count: props.placements })}</Text>
        </Group>
        <Text size="sm">
          {tRich('vertex.symbolOf', {
            repository: repositoryName ?? t('repositories.this'),
            link: (chunks) => (
              <Anchor component={Link} to={symbolPath(props.repositoryId, props.symbolId)}>
                <Content>{chunks}</Content>
              </Anchor>
            ),
          })}
        </Text>
        <IndexedUsage repositoryId={props.repositoryId} symbolId={props.symbolId} />
        <TitlesByLanguage label={t('vertex.symbolTitles')} languages={props.languages} titles={props.symbol?.titles} />
        <details>
          <summary>
            <Text span size="xs" c="dimmed">
              {t('vertex.uuidDetails')}
            </Text>
          </summary>
          <Table verticalSpacing={2} aria-label={t('vertex.uuidDetails')}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td c="dimmed">{t('vertex.symbol')}</Table.Td>
                <Table.Td>
                  <UuidDetail uuid={props.symbolId} of={t('vertex.theSymbol', { name })} />
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td c="dimmed">{t('vertex.placement')}</Table.Td>
                <Table.Td>
                  <UuidDetail uuid={props.vertexId} of={t('vertex.thisPlacement')} />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </details>
      </Stack>
    </Paper>
  );
}
