import { Group, ScrollArea, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { type CanvasChange } from './canvasDiff';
import type { ReviewSubject } from '../checks';
import { changeState } from './comparison';
import { DIFF_COLORS } from './DiffCanvas';
import { t } from '../i18n/translate';
import type { MessageKey } from '../i18n/translate';
import { Content } from '../ui/Content';

/** The model's titles beside the draft's, per language of either. */
export const CANVAS_HEIGHT = 460;

export function TitlesCompared({
  base,
  draft,
  languages,
}: {
  base: Record<string, { title?: string }>;
  draft: Record<string, { title?: string }>;
  languages: ReviewSubject['target']['languages'];
}) {
  const codes = [...new Set([...languages.map((l) => l.uuid), ...Object.keys(base), ...Object.keys(draft)])];
  const name = (uuid: string) => languages.find((l) => l.uuid === uuid)?.name ?? t('titles.anotherLanguage');
  return (
    <Table aria-label={t('titles.compared')} w="auto" withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('titles.language')}</Table.Th>
          <Table.Th>{t('titles.inTarget')}</Table.Th>
          <Table.Th>{t('titles.inDraft')}</Table.Th>
          <Table.Th>{t('titles.difference')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {codes.map((code) => {
          const was = base[code]?.title?.trim();
          const is = draft[code]?.title?.trim();
          const difference =
            was === is ? (was ? 'same' : 'noneInEither') : !was ? 'added' : !is ? 'missingInDraft' : 'changed';
          return (
            <Table.Tr key={code}>
              <Table.Td translate="no">{name(code)}</Table.Td>
              <Table.Td>
                {was ? (
                  <Content>{was}</Content>
                ) : (
                  <Text span c="dimmed">
                    {t('titles.none')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {is ? (
                  <Content>{is}</Content>
                ) : (
                  <Text span c="dimmed">
                    {t('titles.none')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td fw={difference === 'same' ? undefined : 600}>{t(`titles.${difference}`)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

export function ChangeList({
  changes,
  words,
  selected,
  onSelect,
}: {
  changes: readonly CanvasChange[];
  words: readonly string[];
  selected: number | undefined;
  onSelect: (index: number) => void;
}) {
  if (changes.length === 0) return <Text size="sm">{t('diff.noDifference')}</Text>;
  return (
    <ScrollArea h={CANVAS_HEIGHT + 26} type="auto" offsetScrollbars>
      <Stack gap={2} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('diff.changes')}>
        {changes.map((change, index) => (
          <li key={index}>
            <UnstyledButton
              onClick={() => onSelect(index)}
              aria-current={selected === index ? 'true' : undefined}
              p={6}
              w="100%"
              style={{
                borderRadius: 4,
                background: selected === index ? 'var(--mantine-primary-color-light)' : undefined,
              }}
            >
              <Group gap={8} wrap="nowrap" align="flex-start">
                <span
                  className={`diff-swatch-${changeState(change)}`}
                  style={{ marginTop: 4, flex: 'none' }}
                  aria-hidden
                />
                <Text size="sm">{words[index]}</Text>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </ScrollArea>
  );
}

export function Legend() {
  return (
    <Group gap="md" aria-label={t('diff.legend')}>
      {(Object.keys(DIFF_COLORS) as (keyof typeof DIFF_COLORS)[]).map((state) => (
        <Group key={state} gap={4}>
          <span className={`diff-swatch-${state}`} aria-hidden />
          <Text size="xs">{t(`diffState.${state}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** Counts by kind: "2 added · 1 removed · 1 changed · 1 rewired". */
export function summary(changes: readonly CanvasChange[]): string {
  if (changes.length === 0) return t('diff.summaryNone');
  const count = (test: (change: CanvasChange) => boolean) => changes.filter(test).length;
  const parts: [number, MessageKey][] = [
    [count((c) => c.kind === 'vertex-added'), 'diff.summaryAdded'],
    [count((c) => c.kind === 'vertex-removed'), 'diff.summaryRemoved'],
    [count((c) => c.kind === 'vertex-changed' && changeState(c) === 'changed'), 'diff.summaryChanged'],
    [count((c) => changeState(c) === 'moved'), 'diff.summaryMoved'],
    [
      count((c) => c.kind === 'edge-added' || c.kind === 'edge-removed' || c.kind === 'edge-retyped'),
      'diff.summaryEdges',
    ],
    [count((c) => c.kind === 'edge-rewired'), 'diff.summaryRewired'],
  ];
  return parts.flatMap(([n, key]) => (n ? [t(key, { count: n })] : [])).join(' · ');
}
