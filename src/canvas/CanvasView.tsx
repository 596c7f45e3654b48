import { labelFor } from '../lib/words';
import { Spinner } from '../ui/Spinner';
import '@xyflow/react/dist/style.css';
import { Alert, Box, Center, Progress, Text, useComputedColorScheme, VisuallyHidden } from '@mantine/core';
import { Background, ReactFlow, ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { useCallback, useDeferredValue, useId, useMemo, useRef, type MouseEvent } from 'react';
import { useCanvasSymbols } from './queries';
import type { Vertex } from '../api/types';
import { DRAFT_REPOSITORY, type KnownLanguage } from '../repositories';
import { ErrorState } from '../ui/ErrorState';
import { CANVAS_CSS } from './appearance';
import { CanvasMiniMap } from './CanvasMiniMap';
import { CanvasPicture } from './CanvasPicture';
import { CanvasToolbar } from './CanvasToolbar';
import { useMayIn } from '../session';
import { CanvasLegend, ViewToolbar } from './CanvasChrome';
import { EdgeLayer } from './EdgeLayer';
import { READ_ONLY_FLOW } from './flowNodes';
import { centre } from './geometry';
import { useCanvasExport } from './useCanvasExport';
import {
  useCanvasGeometry,
  useEdgePaths,
  useTitlesAwaited,
  useVertexLooks,
  useVertexNodes,
  useViewMode,
} from './useCanvasGraph';
import { useCanvasPicture } from './useCanvasPicture';
import { useCanvasKeys } from './useCanvasKeys';
import { useCheckedCanvas } from './useCheckedCanvas';
import { useFarZoom, useFitUntilMoved } from './useFitUntilMoved';
import { useFillHeight } from './useFillHeight';
import { useVertexFind } from './useVertexFind';
import { useVertexSelection } from './useVertexSelection';
import { NODE_TYPES, VertexLooks } from './VertexNode';
import { VertexPanel } from './VertexPanel';
import { useMediaQuery } from '@mantine/hooks';
import { PHONE_QUERY } from '../theme';
import { t } from '../i18n/translate';

export interface CanvasViewProps {
  repositoryId: string;
  modelId: string;
  languages: readonly KnownLanguage[];
  language: string | undefined;
  defaultLanguage: string | undefined;
  selectedVertex: string | undefined;
  onSelectVertex: (vertex: string | undefined) => void;
  /** How many open comments each vertex has (a proposal's review): a count on each. */
  comments?: ReadonlyMap<string, number>;
}

const NO_VERTICES: Vertex[] = [];

function CanvasFlow(props: CanvasViewProps) {
  const { canvas, notice, fitBox, error, refetch } = useCheckedCanvas(props.repositoryId, props.modelId);
  // Symbols are asked for as soon as the canvas is known: a canvas places far fewer symbols than vertices,
  // so their titles are mostly in by the time the vertices are drawn.
  const symbolIds = useMemo(() => canvas?.vertices.map((v) => v.symbol) ?? [], [canvas]);
  const symbols = useCanvasSymbols(props.repositoryId, symbolIds);
  const flow = useReactFlow();
  const far = useFarZoom();
  // React Flow themes its background and controls; CANVAS_CSS themes the edges and arrowheads.
  const colorMode = useComputedColorScheme('light');
  // On a phone the minimap would cover a third of the canvas; pinching and dragging find the way there.
  const phone = useMediaQuery(PHONE_QUERY);
  const findInput = useRef<HTMLInputElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const countsId = useId();
  const vertices = canvas?.vertices ?? NO_VERTICES;
  const selection = useVertexSelection(vertices, props.selectedVertex, props.onSelectVertex);
  const { selected, open, onPaneClick: deselect } = selection;
  const view = useFitUntilMoved(fitBox);
  const onCanvasKey = useCanvasKeys({
    vertices,
    selected,
    detailsOpen: selection.detailsOpen,
    select: props.onSelectVertex,
    setDetailsOpen: selection.setDetailsOpen,
    find: findInput,
    fit: view.fit,
  });

  // Arriving titles redraw up to every vertex: deferred, React does that in a render it can spread over
  // several tasks and interrupt for a click or a key.
  const looks = useVertexLooks(canvas, useDeferredValue(symbols.symbols), props.language, props.defaultLanguage);
  const find = useVertexFind(looks, props.selectedVertex);
  const vertexLooks = useMemo(
    () => ({ looks, matches: find.matches, comments: props.comments }),
    [looks, find.matches, props.comments],
  );
  const geometry = useCanvasGeometry(canvas);
  const mode = useViewMode(geometry.pictureAllowed, view.placed);
  const drawable = useTitlesAwaited(canvas, symbols.loaded + symbols.failed < symbols.total);
  const nodes = useVertexNodes(geometry, mode, props.selectedVertex, drawable);
  const edges = useEdgePaths(geometry, mode);
  // Every vertex with what it shows: for the picture, the minimap and the exports.
  const drawn = useMemo(
    () => vertices.map(({ uuid, x, y, width, height }) => ({ id: uuid, x, y, width, height, ...looks.get(uuid) })),
    [vertices, looks],
  );
  const picture = useCanvasPicture(geometry, drawn, find.matches, props.selectedVertex);
  // A move with an event is the user's (a drag, the wheel); fitView's has none.
  const onMoveStart = useCallback((event: unknown) => event && view.markMoved(), [view]);
  const onPaneClick = useCallback(
    (event: MouseEvent) => {
      // On the picture there are no elements to click: the click finds its vertex by place.
      const hit =
        mode.kind === 'picture' &&
        geometry.nodes.index.at(flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
      if (hit) open(hit.uuid);
      else deselect();
    },
    [mode.kind, geometry, flow, open, deselect],
  );
  const drawnTypes = useMemo(
    () => ({
      objectTypes: [...new Set([...looks.values()].flatMap((look) => (look.objectType ? [look.objectType] : [])))].sort(
        (a, b) => labelFor('objectType', a).localeCompare(labelFor('objectType', b)),
      ),
      edgeTypes: [...new Set(canvas?.edges.map((edge) => edge.edgeType) ?? [])].sort(),
    }),
    [looks, canvas],
  );
  const exporter = useCanvasExport(`canvas-${props.modelId}`, () => drawn, canvas?.edges ?? []);
  // A draft has no accessors of its own: whoever may see the drafts may export one.
  const mayExport = useMayIn()(props.repositoryId).export || props.repositoryId === DRAFT_REPOSITORY;
  const frameHeight = useFillHeight(frame, [
    Boolean(canvas),
    exporter.error,
    exporter.note,
    symbols.failed > 0,
    notice,
  ]);

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!canvas)
    return (
      <Center h={400}>
        <Spinner label={t('canvas.loading')} />
      </Center>
    );

  const selectedSymbol = selected && symbols.symbols.get(selected.symbol);
  const selectedTitle = selected && looks.get(selected.uuid)?.title;
  const centreOn = (vertexId: string) => {
    const vertex = vertices.find((v) => v.uuid === vertexId);
    if (!vertex) return;
    open(vertexId);
    const middle = centre(vertex);
    void flow.setCenter(middle.x, middle.y, { zoom: Math.max(flow.getZoom(), 1), duration: 300 });
  };

  return (
    <Box>
      <CanvasToolbar
        find={find}
        findInput={findInput}
        onFound={centreOn}
        counts={{ vertices: vertices.length, edges: canvas.edges.length }}
        countsId={countsId}
        exporter={exporter}
        mayExport={mayExport}
      />
      {exporter.error && (
        <Alert color="red" mb="xs">
          {exporter.error}
        </Alert>
      )}
      {exporter.note && (
        <Alert
          color="blue"
          mb="xs"
          withCloseButton
          closeButtonLabel={t('canvas.dismiss')}
          onClose={exporter.dismissNote}
        >
          {exporter.note}
        </Alert>
      )}
      {notice && (
        <Alert color="yellow" mb="xs" title={t('canvas.notAllDrawn')}>
          {notice}
        </Alert>
      )}
      {symbols.failed > 0 && (
        <Alert color="yellow" mb="xs">
          {t('canvas.symbolsFailed', { count: symbols.failed })}
        </Alert>
      )}
      <style>{CANVAS_CSS}</style>
      <CanvasLegend objectTypes={drawnTypes.objectTypes} edgeTypes={drawnTypes.edgeTypes} />
      <VisuallyHidden aria-live="polite">
        {selected
          ? t('canvas.selected', {
              title: selectedTitle ?? t('canvas.untitledVertex'),
              type: labelFor('objectType', selectedSymbol?.objectType),
            })
          : ''}
      </VisuallyHidden>
      <Box
        pos="relative"
        tabIndex={0}
        role="group"
        aria-label={t('canvas.keysLabel')}
        aria-describedby={countsId}
        onKeyDown={(event) => {
          view.markMoved();
          onCanvasKey(event);
        }}
        className={far ? 'canvas-frame canvas-far' : 'canvas-frame'}
        ref={frame}
        h={frameHeight}
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}
      >
        {(!drawable || symbols.loaded < symbols.total) && (
          // Over the canvas rather than above it, so that nothing moves when it goes away.
          <Box
            pos="absolute"
            top={8}
            left="50%"
            ml={-130}
            p={6}
            w={260}
            aria-label={t('canvas.loadingTitles')}
            className="canvas-loading"
          >
            <Progress
              value={(symbols.loaded / Math.max(1, symbols.total)) * 100}
              size="xs"
              aria-label={t('canvas.loadingTitles')}
            />
            <Text size="xs" c="dimmed">
              {t('canvas.loadingTitlesCount', { loaded: symbols.loaded, total: symbols.total })}
            </Text>
          </Box>
        )}
        <VertexLooks.Provider value={vertexLooks}>
          <ReactFlow
            nodes={nodes}
            nodeTypes={NODE_TYPES}
            {...READ_ONLY_FLOW}
            disableKeyboardA11y
            onNodeClick={selection.onNodeClick}
            onPaneClick={onPaneClick}
            onMoveStart={onMoveStart}
            colorMode={colorMode}
            aria-label={t('canvas.label')}
          >
            {mode.kind === 'elements' && <EdgeLayer paths={edges} />}
            <Background gap={24} />
            {mode.kind === 'picture' && picture && drawable && (
              <CanvasPicture picture={picture.picture} marks={picture.marks} dark={colorMode === 'dark'} />
            )}
            <ViewToolbar fit={view.fit} frame={frame} onMove={view.markMoved} />
            {!phone && fitBox && (
              <CanvasMiniMap vertices={drawn} bounds={fitBox} dark={colorMode === 'dark'} onMove={view.markMoved} />
            )}
          </ReactFlow>
        </VertexLooks.Provider>
        {selected && selection.detailsOpen && (
          <Box pos="absolute" top={8} right={8} style={{ zIndex: 10 }}>
            <VertexPanel
              repositoryId={props.repositoryId}
              vertexId={selected.uuid}
              symbolId={selected.symbol}
              symbol={selectedSymbol}
              title={selectedTitle}
              placements={vertices.filter((v) => v.symbol === selected.symbol).length}
              languages={props.languages}
              onClose={() => props.onSelectVertex(undefined)}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** The canvas tab: a lazily loaded chunk with React Flow. */
export default function CanvasView(props: CanvasViewProps) {
  return (
    <ReactFlowProvider>
      <CanvasFlow {...props} />
    </ReactFlowProvider>
  );
}
