import { ActionIcon, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import type { EditCommand, WorkingCopy } from '../../common/editCommands';
import type { VertexLook } from '../canvas';
import { t } from '../i18n/translate';
import { labelFor } from '../lib/words';
import { aligned, distributed, type Alignment } from './commandBuilders';

const ALIGNMENTS: Alignment[] = ['left', 'centre', 'right', 'top', 'middle', 'bottom'];

/**
 * What the selection offers beyond the keys: align and distribute for several vertices; for one, its edges, each
 * with its type, the other end it may be moved to, and removal, so that every edge can be changed without a mouse.
 */
export function SelectionPanel({
  working,
  selected,
  looks,
  edgeTypes,
  perform,
}: {
  working: WorkingCopy;
  selected: ReadonlySet<string>;
  looks: ReadonlyMap<string, VertexLook>;
  edgeTypes: readonly string[];
  perform(command: EditCommand | undefined): void;
}) {
  const nameOf = (uuid: string) => looks.get(uuid)?.title ?? t('canvas.untitledVertex');
  if (selected.size === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('editor.nothingSelected')}
      </Text>
    );
  if (selected.size > 1)
    return (
      <Stack gap="xs">
        <Text size="sm">{t('editor.selectedCount', { count: selected.size })}</Text>
        <Group gap={4}>
          {ALIGNMENTS.map((alignment) => (
            <Button
              key={alignment}
              size="compact-xs"
              variant="default"
              onClick={() => perform(aligned(working, selected, alignment))}
            >
              {t(`editor.align.${alignment}`)}
            </Button>
          ))}
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => perform(distributed(working, selected, 'horizontal'))}
          >
            {t('editor.distributeAcross')}
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => perform(distributed(working, selected, 'vertical'))}
          >
            {t('editor.distributeDown')}
          </Button>
        </Group>
      </Stack>
    );
  const [vertex] = selected;
  const edges = working.canvas.edges.filter((edge) => edge.fromVertex === vertex || edge.toVertex === vertex);
  const others = working.canvas.vertices
    .filter((v) => v.uuid !== vertex)
    .map((v) => ({ value: v.uuid, label: nameOf(v.uuid) }));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} translate="no">
        {nameOf(vertex)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('editor.edgesOfVertex', { count: edges.length })}
      </Text>
      {edges.map((edge) => {
        const outgoing = edge.fromVertex === vertex;
        const end = outgoing ? 'toVertex' : 'fromVertex';
        return (
          <Stack
            key={edge.uuid}
            gap={2}
            p={4}
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
          >
            <Text size="xs" translate="no">
              {outgoing ? `→ ${nameOf(edge.toVertex)}` : `← ${nameOf(edge.fromVertex)}`}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Select
                size="xs"
                aria-label={t('editor.edgeType')}
                data={[...new Set([...edgeTypes, edge.edgeType])].map((type) => ({
                  value: type,
                  label: labelFor('edgeType', type),
                }))}
                value={edge.edgeType}
                onChange={(type) =>
                  type &&
                  type !== edge.edgeType &&
                  perform({ kind: 'retype', edge: edge.uuid, from: edge.edgeType, to: type })
                }
                allowDeselect={false}
                w={110}
              />
              <Select
                size="xs"
                aria-label={t('editor.moveEnd')}
                placeholder={t('editor.moveEnd')}
                data={others}
                value={null}
                searchable
                // A canvas of thousands: only the first matches are drawn, the search finds the rest.
                limit={30}
                onChange={(to) => to && perform({ kind: 'reconnect', edge: edge.uuid, end, from: edge[end], to })}
                w={120}
              />
              <Tooltip label={t('editor.removeEdge')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('editor.removeEdge')}
                  onClick={() => perform({ kind: 'remove', vertices: [], edges: [edge] })}
                >
                  ×
                </ActionIcon>
              </Tooltip>
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}
