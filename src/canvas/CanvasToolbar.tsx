import { Button, Group, Loader, Text, TextInput } from '@mantine/core';
import type { RefObject } from 'react';
import type { useCanvasExport } from './useCanvasExport';
import type { useVertexFind } from './useVertexFind';
import { t } from '../i18n/translate';

/**
 * Above the canvas: find by title (Enter goes to the next match), how many vertices and edges the canvas
 * holds (the frame is described by it), and the exports with their progress: disabled, saying why, where the
 * signed-in person lacks the exportData privilege.
 */
export function CanvasToolbar({
  find,
  findInput,
  onFound,
  counts,
  countsId,
  exporter,
  mayExport,
}: {
  find: ReturnType<typeof useVertexFind>;
  findInput: RefObject<HTMLInputElement | null>;
  onFound: (vertexId: string) => void;
  counts: { vertices: number; edges: number };
  countsId: string;
  exporter: ReturnType<typeof useCanvasExport>;
  mayExport: boolean;
}) {
  return (
    <Group justify="space-between" mb="xs">
      <Group>
        <TextInput
          ref={findInput}
          aria-label={t('canvas.find')}
          placeholder={t('canvas.findPlaceholder')}
          value={find.search}
          onChange={(e) => find.setSearch(e.currentTarget.value)}
          onKeyDown={(e) => {
            const next = e.key === 'Enter' ? find.next() : undefined;
            if (next) onFound(next);
          }}
          w={320}
        />
        {find.status && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {find.status}
          </Text>
        )}
      </Group>
      <Group>
        <Text size="sm" c="dimmed" id={countsId}>
          {t('canvas.counts', counts)}
        </Text>
        {exporter.running ? (
          <>
            <Loader size="xs" aria-hidden />
            <Text size="sm" aria-live="polite">
              {exporter.status}
            </Text>
            <Button size="xs" variant="default" onClick={exporter.cancel}>
              {t('canvas.cancelExport')}
            </Button>
          </>
        ) : (
          <>
            {!mayExport && (
              <Text size="xs" c="dimmed">
                {t('common.exportNeedsPrivilege')}
              </Text>
            )}
            <Button size="xs" variant="default" disabled={!mayExport} onClick={() => void exporter.start('png')}>
              {t('canvas.exportPng')}
            </Button>
            <Button size="xs" variant="default" disabled={!mayExport} onClick={() => void exporter.start('svg')}>
              {t('canvas.exportSvg')}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
