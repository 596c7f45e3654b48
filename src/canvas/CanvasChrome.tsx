import { ActionIcon, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconFocusCentered, IconMinus, IconPlus } from '@tabler/icons-react';
import { Panel, useReactFlow, useStore } from '@xyflow/react';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { wordFor } from '../lib/words';
import { t } from '../i18n/translate';

/** The view's zoom as a person reads it, with the ways to change it; and full screen, where the browser allows it. */
export function ViewToolbar({
  fit,
  frame,
  onMove,
}: {
  fit: (duration: number) => unknown;
  frame: RefObject<HTMLElement | null>;
  onMove: () => void;
}) {
  const flow = useReactFlow();
  // Only a change of the whole percentage re-renders.
  const percent = useStore((state) => Math.round(state.transform[2] * 100));
  const fullScreen = useFullScreen(frame);
  const act = (action: () => unknown) => () => {
    onMove();
    void action();
  };
  const button = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="default" size="md" aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Panel position="bottom-left">
      <Paper withBorder shadow="xs" p={4} role="toolbar" aria-label={t('canvas.view')}>
        <Group gap={4} wrap="nowrap">
          {button(
            t('canvas.zoomOut'),
            <IconMinus size={16} aria-hidden />,
            act(() => flow.zoomOut({ duration: 150 })),
          )}
          <Text size="sm" w={48} ta="center" aria-live="polite" aria-label={t('canvas.zoom', { percent })}>
            {percent}%
          </Text>
          {button(
            t('canvas.zoomIn'),
            <IconPlus size={16} aria-hidden />,
            act(() => flow.zoomIn({ duration: 150 })),
          )}
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconFocusCentered size={14} aria-hidden />}
            onClick={act(() => fit(200))}
          >
            {t('canvas.fit')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={act(() => flow.zoomTo(1, { duration: 200 }))}>
            100%
          </Button>
          {fullScreen.available &&
            button(
              t(fullScreen.active ? 'canvas.leaveFullScreen' : 'canvas.fullScreen'),
              fullScreen.active ? (
                <IconArrowsMinimize size={16} aria-hidden />
              ) : (
                <IconArrowsMaximize size={16} aria-hidden />
              ),
              // Not a move of the view: a view still fitted is fitted again to the larger (or smaller) frame.
              () => void fullScreen.toggle(),
            )}
        </Group>
      </Paper>
    </Panel>
  );
}

function useFullScreen(frame: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [frame]);
  return {
    available: document.fullscreenEnabled,
    active,
    toggle: () => (document.fullscreenElement ? document.exitFullscreen() : frame.current?.requestFullscreen()),
  };
}

/**
 * What the shapes and lines on this canvas mean: one entry per object type and edge type drawn here, each
 * drawn by the same classes (CANVAS_CSS, made from the appearance tables) as the canvas itself. A strip above
 * the canvas rather than a panel on it, so that it never hides a vertex; it keeps its height while titles
 * arrive, so that the canvas below does not move.
 */
export function CanvasLegend({
  objectTypes,
  edgeTypes,
}: {
  objectTypes: readonly string[];
  edgeTypes: readonly string[];
}) {
  const entry = (key: string, word: ReturnType<typeof wordFor>, swatch: ReactNode) => (
    <Group key={key} gap={6} wrap="nowrap" title={word.explanation}>
      {swatch}
      <Text size="xs">{word.known ? word.label : t('codeBadge.unknown', { label: word.label })}</Text>
    </Group>
  );
  return (
    <Group gap="md" mih={24} mb="xs" className="canvas-legend" role="region" aria-label={t('canvas.legend')}>
      <Text size="xs" fw={600}>
        {t('canvas.legend')}
      </Text>
      {objectTypes.map((type) => {
        const word = wordFor('objectType', type);
        return entry(
          `vertex-${type}`,
          word,
          <span className="legend-vertex" aria-hidden>
            <span className={`vertex vertex-${word.known ? type : 'default'}`} />
          </span>,
        );
      })}
      {edgeTypes.map((type) => {
        const word = wordFor('edgeType', type);
        const kind = word.known ? type : 'default';
        return entry(
          `edge-${type}`,
          word,
          <svg className="legend-edge" width={36} height={12} aria-hidden>
            <path className={`edge-${kind}`} d="M2 6H29" />
            <polygon className={`arrow-${kind}`} points="28,3 34,6 28,9" />
          </svg>,
        );
      })}
    </Group>
  );
}
