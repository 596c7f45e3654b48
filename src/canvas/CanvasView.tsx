import { labelFor } from '../lib/words';
import '@xyflow/react/dist/style.css';
import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Progress,
  Text,
  TextInput,
  useComputedColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import {
  Background,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  useStore,
  type FitViewOptions,
  type Node,
} from '@xyflow/react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useCanvas } from '../api/queries/models';
import { useCanvasSymbols } from '../api/queries/symbols';
import type { KnownLanguage } from '../api/queries/repositories';
import { ErrorState } from '../components/ErrorState';
import { download } from '../lib/download';
import { describeError } from '../lib/errors';
import { appearanceOf, CANVAS_CSS, FAR_ZOOM } from './appearance';
import { checkCanvas, leftOutNotice } from './checkCanvas';
import { CanvasLegend, ViewToolbar } from './CanvasChrome';
import { EdgeLayer } from './EdgeLayer';
import { READ_ONLY_FLOW } from './flowNodes';
import { canvasDrawing } from './export/drawing';
import { PNG_MAX_PIXELS } from './export/paint';
import { canvasPng, type PngProgress } from './export/png';
import { drawingSvg } from './export/svg';
import { centre } from './geometry';
import { findVertices, nextMatch } from './search';
import { useCanvasNodes, useEdgePaths, useVertexLooks } from './useCanvasGraph';
import { useCanvasKeys } from './useCanvasKeys';
import { useFillHeight } from './useFillHeight';
import { NODE_TYPES, VertexLooks } from './VertexNode';
import { VertexPanel } from './VertexPanel';
import { useMediaQuery } from '@mantine/hooks';
import { PHONE_QUERY } from '../theme';

export interface CanvasViewProps {
  repositoryId: string;
  modelId: string;
  languages: readonly KnownLanguage[];
  language: string | undefined;
  defaultLanguage: string | undefined;
  selectedVertex: string | undefined;
  onSelectVertex: (vertex: string | undefined) => void;
}

const NO_MATCHES: ReadonlySet<string> = new Set();
const PNG_MEGAPIXELS = PNG_MAX_PIXELS / 1_000_000;

const exportStatus = (format: 'png' | 'svg', progress: PngProgress | undefined) => {
  if (progress?.stage === 'encoding') return `Encoding ${format.toUpperCase()}…`;
  return `Exporting ${format.toUpperCase()}…${progress ? ` ${Math.floor(progress.done * 100)}%` : ''}`;
};

/**
 * Fits the view when the first vertices are in and whenever the canvas's box changes size (the page above it
 * settling, the window being resized), until the user moves the view: React Flow fits once, as soon as it is
 * ready, which can be before the box has its final size or any vertex is in. The outermost vertices are
 * mounted first, so later ones do not change the fit. Returns what marks the view as moved by the user.
 */
function useFitUntilMoved(anyMounted: boolean, fitOptions: FitViewOptions) {
  const flow = useReactFlow();
  const size = useStore((state) => `${state.width}x${state.height}`);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current && anyMounted) void flow.fitView(fitOptions);
  }, [flow, size, anyMounted, fitOptions]);
  return useCallback(() => {
    moved.current = true;
  }, []);
}

function CanvasFlow(props: CanvasViewProps) {
  const fetched = useCanvas(props.repositoryId, props.modelId);
  // Only what can be drawn is handed on; what cannot is counted and said (a service may send anything).
  const checked = useMemo(() => fetched.data && checkCanvas(fetched.data), [fetched.data]);
  const canvas = { ...fetched, data: checked?.canvas };
  const fitOptions = useMemo<FitViewOptions>(
    () =>
      checked?.outliers.size
        ? { nodes: checked.canvas.vertices.filter((v) => !checked.outliers.has(v.uuid)).map((v) => ({ id: v.uuid })) }
        : {},
    [checked],
  );
  // Symbols are asked for as soon as the canvas is known: a canvas places far fewer symbols than vertices,
  // so their titles are mostly in by the time the vertices are drawn.
  const symbolIds = useMemo(() => canvas.data?.vertices.map((v) => v.symbol) ?? [], [canvas.data]);
  const symbols = useCanvasSymbols(props.repositoryId, symbolIds);
  const [search, setSearch] = useState('');
  const [exportError, setExportError] = useState<string>();
  const [exportNote, setExportNote] = useState<string>();
  const [exporting, setExporting] = useState<{
    format: 'png' | 'svg';
    controller: AbortController;
    progress?: PngProgress;
  }>();
  const flow = useReactFlow();
  // Only crossing FAR_ZOOM re-renders: the selector's answer is a boolean.
  const far = useStore((state) => state.transform[2] < FAR_ZOOM);
  // React Flow themes its background, controls and minimap; CANVAS_CSS themes the edges and arrowheads.
  const colorMode = useComputedColorScheme('light');
  // On a phone the minimap would cover a third of the canvas; pinching and dragging find the way there.
  const phone = useMediaQuery(PHONE_QUERY);
  const findInput = useRef<HTMLInputElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const notice = checked && leftOutNotice(checked);
  const frameHeight = useFillHeight(frame, [Boolean(canvas.data), exportError, exportNote, symbols.failed > 0, notice]);
  // A selected vertex shows its details until Esc closes them (a bookmark or a click opens them).
  const [detailsOpen, setDetailsOpen] = useState(true);
  const vertices = canvas.data?.vertices ?? [];
  const selected = vertices.find((v) => v.uuid === props.selectedVertex);
  const onCanvasKey = useCanvasKeys({
    vertices,
    selected,
    detailsOpen,
    select: props.onSelectVertex,
    setDetailsOpen,
    find: findInput,
    fitOptions,
  });

  // Arriving titles and the search's matches redraw up to every vertex: deferred, React does that in a
  // render it can spread over several tasks and interrupt for a click or a key.
  const looks = useVertexLooks(canvas.data, useDeferredValue(symbols.symbols), props.language, props.defaultLanguage);
  const deferredSearch = useDeferredValue(search);
  const titled = useMemo(() => [...looks].map(([uuid, look]) => ({ uuid, title: look.title })), [looks]);
  const matchList = useMemo(() => findVertices(titled, deferredSearch), [titled, deferredSearch]);
  const matches = useMemo(() => (matchList.length ? new Set(matchList) : NO_MATCHES), [matchList]);
  const vertexLooks = useMemo(() => ({ looks, matches }), [looks, matches]);
  const miniMapColor = useCallback((node: Node) => appearanceOf(looks.get(node.id)?.objectType).color, [looks]);
  const nodes = useCanvasNodes(
    canvas.data,
    props.selectedVertex,
    symbols.loaded + symbols.failed < symbols.total,
    checked?.outliers,
  );
  const markMoved = useFitUntilMoved(nodes.length > 0, fitOptions);
  // Handlers React Flow hands to every node keep their identity: a new one would redraw all 2,000 nodes
  // whenever anything around the canvas changes (each symbol's answer, say).
  const selectVertex = useRef(props.onSelectVertex);
  selectVertex.current = props.onSelectVertex;
  const open = useCallback((vertexId: string) => {
    selectVertex.current(vertexId);
    setDetailsOpen(true);
  }, []);
  const onNodeClick = useCallback((_: unknown, node: Node) => open(node.id), [open]);
  const onPaneClick = useCallback(() => selectVertex.current(undefined), []);
  // A move with an event is the user's (a drag, the wheel); fitView's has none.
  const onMoveStart = useCallback((event: unknown) => event && markMoved(), [markMoved]);
  const edges = useEdgePaths(canvas.data);
  const drawnTypes = useMemo(
    () => ({
      objectTypes: [...new Set([...looks.values()].flatMap((look) => (look.objectType ? [look.objectType] : [])))].sort(
        (a, b) => labelFor('objectType', a).localeCompare(labelFor('objectType', b)),
      ),
      edgeTypes: [...new Set(canvas.data?.edges.map((edge) => edge.edgeType) ?? [])].sort(),
    }),
    [looks, canvas.data],
  );

  if (canvas.error) return <ErrorState error={canvas.error} onRetry={() => void canvas.refetch()} />;
  if (!canvas.data)
    return (
      <Center h={400}>
        <Loader aria-label="Loading the canvas" />
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
  // Exports are drawn from the graph, not the page: no selection or search highlight, every vertex.
  const exportAs = async (format: 'png' | 'svg') => {
    const controller = new AbortController();
    setExporting({ format, controller });
    setExportError(undefined);
    setExportNote(undefined);
    try {
      const exported = vertices.map((vertex) => ({
        id: vertex.uuid,
        x: vertex.x,
        y: vertex.y,
        width: vertex.width,
        height: vertex.height,
        ...looks.get(vertex.uuid),
      }));
      const fileName = `canvas-${props.modelId}.${format}`;
      if (format === 'svg') {
        download(fileName, drawingSvg(canvasDrawing(exported, canvas.data!.edges)), 'image/svg+xml');
        return;
      }
      const png = await canvasPng(exported, canvas.data!.edges, controller.signal, (progress) =>
        setExporting((current) => current && { ...current, progress }),
      );
      download(fileName, png.blob);
      if (png.scale < 1) {
        setExportNote(
          `The PNG is drawn at ${Math.floor(png.scale * 100)}% of the canvas's size, to stay within ${PNG_MEGAPIXELS} megapixels; the SVG has every detail at any size.`,
        );
      }
    } catch (error) {
      if (!controller.signal.aborted) setExportError(describeError(error));
    } finally {
      setExporting(undefined);
    }
  };

  return (
    <Box>
      <Group justify="space-between" mb="xs">
        <Group>
          <TextInput
            ref={findInput}
            aria-label="Find vertices"
            placeholder="Find vertices by title, Enter for the next"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                const next = nextMatch(matchList, props.selectedVertex);
                if (next) centreOn(next);
              }
            }}
            w={320}
          />
          {search && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {matchList.length === 0
                ? 'No match'
                : `${Math.max(0, matchList.indexOf(props.selectedVertex ?? '')) + 1} of ${matchList.length} matches`}
            </Text>
          )}
        </Group>
        <Group>
          <Text size="sm" c="dimmed">
            {vertices.length} vertices · {canvas.data.edges.length} edges
          </Text>
          {exporting ? (
            <>
              <Loader size="xs" aria-hidden />
              <Text size="sm" aria-live="polite">
                {exportStatus(exporting.format, exporting.progress)}
              </Text>
              <Button size="xs" variant="default" onClick={() => exporting.controller.abort()}>
                Cancel export
              </Button>
            </>
          ) : (
            <>
              <Button size="xs" variant="default" onClick={() => void exportAs('png')}>
                Export PNG
              </Button>
              <Button size="xs" variant="default" onClick={() => void exportAs('svg')}>
                Export SVG
              </Button>
            </>
          )}
        </Group>
      </Group>
      {exportError && (
        <Alert color="red" mb="xs">
          {exportError}
        </Alert>
      )}
      {exportNote && (
        <Alert color="blue" mb="xs" withCloseButton closeButtonLabel="Dismiss" onClose={() => setExportNote(undefined)}>
          {exportNote}
        </Alert>
      )}
      {notice && (
        <Alert color="yellow" mb="xs" title="Not all of this canvas can be drawn">
          {notice}
        </Alert>
      )}
      {symbols.failed > 0 && (
        <Alert color="yellow" mb="xs">
          {symbols.failed} symbol(s) could not be loaded; their vertices show no title.
        </Alert>
      )}
      <style>{CANVAS_CSS}</style>
      <CanvasLegend objectTypes={drawnTypes.objectTypes} edgeTypes={drawnTypes.edgeTypes} />
      <VisuallyHidden aria-live="polite">
        {selected
          ? `${selectedTitle ?? 'Untitled vertex'}, ${labelFor('objectType', selectedSymbol?.objectType)}, selected.`
          : ''}
      </VisuallyHidden>
      <Box
        pos="relative"
        tabIndex={0}
        role="group"
        aria-label="Canvas. Arrow keys move between vertices, Enter opens details, Escape closes them, plus and minus zoom, 0 fits, Control+F finds"
        onKeyDown={(event) => {
          markMoved();
          onCanvasKey(event);
        }}
        className={far ? 'canvas-frame canvas-far' : 'canvas-frame'}
        ref={frame}
        h={frameHeight}
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}
      >
        {(nodes.length < vertices.length || symbols.loaded < symbols.total) && (
          // Over the canvas rather than above it, so that nothing moves when it goes away.
          <Box
            pos="absolute"
            top={8}
            left="50%"
            ml={-130}
            p={6}
            w={260}
            aria-label="Loading symbol titles"
            className="canvas-loading"
          >
            <Progress value={(symbols.loaded / Math.max(1, symbols.total)) * 100} size="xs" />
            <Text size="xs" c="dimmed">
              Loading symbol titles {symbols.loaded}/{symbols.total}
            </Text>
          </Box>
        )}
        <VertexLooks.Provider value={vertexLooks}>
          <ReactFlow
            nodes={nodes}
            nodeTypes={NODE_TYPES}
            {...READ_ONLY_FLOW}
            disableKeyboardA11y
            onNodeClick={onNodeClick}
            onPaneClick={onPaneClick}
            onMoveStart={onMoveStart}
            fitView
            fitViewOptions={fitOptions}
            colorMode={colorMode}
            aria-label="Canvas"
          >
            <EdgeLayer paths={edges} />
            <Background gap={24} />
            <ViewToolbar fitOptions={fitOptions} frame={frame} onMove={markMoved} />
            {!phone && <MiniMap nodeColor={miniMapColor} pannable zoomable />}
          </ReactFlow>
        </VertexLooks.Provider>
        {selected && detailsOpen && (
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
