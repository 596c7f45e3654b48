import { Badge, Group, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useApiClient } from '../api/ClientContext';
import { symbolQuery } from '../canvas';
import { t } from '../i18n/translate';
import { labelFor } from '../lib/words';
import { useSymbolHits, type SymbolHit } from '../search';
import { SYMBOL_DRAG_TYPE } from './EditorCanvas';

const TYPE_ALL = '';

export interface LibraryPanelProps {
  /** Places a symbol: beside the selected vertex (connected to it with `connect`), or in the view's middle. */
  onPlace(hit: SymbolHit, connect: boolean): void;
  /** Swaps the selected vertex's symbol for this one; undefined when not exactly one vertex is selected. */
  onReplace?: (hit: SymbolHit) => void;
}

/**
 * The library: symbols found by title across the repositories the person may see (the installation index, or the
 * browser's own in front of a bare service), narrowed to an object type. Enter places the first hit (Shift+Enter
 * connects it to the selected vertex); a hit can be dragged onto the canvas too. Placing a symbol places the
 * same symbol again, as ARIS's occurrence copies: a repository's objects are reused, not copied.
 */
export function LibraryPanel({ onPlace, onReplace }: LibraryPanelProps) {
  const client = useApiClient();
  const [text, setText] = useState('');
  const [objectType, setObjectType] = useState(TYPE_ALL);
  const [typed] = useDebouncedValue(text, 150);
  const found = useSymbolHits(typed, 20);
  // Each hit's symbol, for its object type: few, and kept for the session.
  const symbols = useQueries({
    queries: found.hits.map((hit) => symbolQuery(client, hit.repositoryId, hit.uuid)),
  });
  const typeOf = (n: number) => symbols[n]?.data?.objectType;
  const types = useMemo(
    () => [...new Set(symbols.flatMap((symbol) => (symbol.data?.objectType ? [symbol.data.objectType] : [])))].sort(),
    [symbols],
  );
  const hits = found.hits.filter((_, n) => objectType === TYPE_ALL || typeOf(n) === objectType);

  const onKey = (event: KeyboardEvent<HTMLElement>, hit: SymbolHit | undefined) => {
    if (event.key !== 'Enter' || !hit) return;
    event.preventDefault();
    onPlace(hit, event.shiftKey);
  };

  return (
    <Stack gap="xs" w={280} aria-label={t('editor.library')} role="region">
      <Text fw={600} size="sm">
        {t('editor.library')}
      </Text>
      <TextInput
        label={t('editor.findSymbol')}
        placeholder={t('editor.findSymbolPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => onKey(event, hits[0])}
      />
      <Select
        label={t('editor.objectType')}
        data={[
          { value: TYPE_ALL, label: t('editor.anyObjectType') },
          ...types.map((type) => ({ value: type, label: labelFor('objectType', type) })),
        ]}
        value={objectType}
        onChange={(value) => setObjectType(value ?? TYPE_ALL)}
        allowDeselect={false}
      />
      {typed.trim() !== '' && hits.length === 0 && !found.searching && (
        <Text size="sm" c="dimmed">
          {t('editor.noSymbolFound')}
        </Text>
      )}
      <Stack gap={4} role="list" aria-label={t('editor.symbolsFound')}>
        {hits.map((hit) => {
          const n = found.hits.indexOf(hit);
          return (
            <Group key={`${hit.repositoryId}/${hit.uuid}`} gap={4} wrap="nowrap" role="listitem">
              <UnstyledButton
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData(SYMBOL_DRAG_TYPE, JSON.stringify(hit));
                  event.dataTransfer.effectAllowed = 'copy';
                }}
                onClick={(event) => onPlace(hit, event.shiftKey)}
                onKeyDown={(event) => onKey(event, hit)}
                aria-label={t('editor.placeSymbol', { title: hit.title })}
                style={{
                  flex: 1,
                  padding: '4px 6px',
                  borderRadius: 4,
                  border: '1px solid var(--mantine-color-default-border)',
                }}
              >
                <Text size="sm" lineClamp={2} translate="no">
                  {hit.title}
                </Text>
                {typeOf(n) && (
                  <Badge size="xs" variant="light" tt="none">
                    {labelFor('objectType', typeOf(n))}
                  </Badge>
                )}
              </UnstyledButton>
              {onReplace && (
                <UnstyledButton
                  onClick={() => onReplace(hit)}
                  aria-label={t('editor.replaceWith', { title: hit.title })}
                  title={t('editor.replaceSymbol')}
                  style={{ fontSize: 12, padding: 4 }}
                >
                  ⇄
                </UnstyledButton>
              )}
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
