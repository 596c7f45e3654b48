import '@xyflow/react/dist/style.css';
import { Alert, Box, Button, Center, Group, Loader, Progress, Text, TextInput } from '@mantine/core';
import { Background, Controls, MiniMap, ReactFlow, ReactFlowProvider, useReactFlow, type Node } from '@xyflow/react';
import { useMemo, useRef, useState } from 'react';
import { useCanvas } from '../api/queries/models';
import { useCanvasSymbols } from '../api/queries/symbols';
import type { Language } from '../api/types';
import { ErrorState } from '../components/ErrorState';
import { describeError } from '../lib/errors';
import { titleIn } from '../lib/titles';
import { appearanceOf, CANVAS_CSS } from './appearance';
import { EdgeMarkers } from './EdgeMarkers';
import { exportCanvas } from './exportImage';
import { findVertices, nextMatch } from './search';
import { useCanvasGraph } from './useCanvasGraph';
import { NODE_TYPES } from './VertexNode';
import { VertexPanel } from './VertexPanel';

export interface CanvasViewProps {
  repositoryId: string;
  modelId: string;
  languages: readonly Language[];
  language: string | undefined;
  defaultLanguage: string | undefined;
  selectedVertex: string | undefined;
  onSelectVertex: (vertex: string | undefined) => void;
}

const NO_MATCHES: ReadonlySet<string> = new Set();
const miniMapColor = (node: Node) => appearanceOf((node.data as { objectType?: string }).objectType).color;

function CanvasFlow(props: CanvasViewProps) {
  const canvas = useCanvas(props.repositoryId, props.modelId);
  // Symbols are asked for once React Flow has drawn the nodes, so that their answers do not compete
  // with the first paint of a large canvas; titles then fill in.
  const [drawn, setDrawn] = useState(false);
  const symbolIds = useMemo(() => (drawn ? (canvas.data?.vertices.map((v) => v.symbol) ?? []) : []), [canvas.data, drawn]);
  const symbols = useCanvasSymbols(props.repositoryId, symbolIds);
  const [search, setSearch] = useState('');
  const [exportError, setExportError] = useState<string>();
  const flow = useReactFlow();
  const wrapper = useRef<HTMLDivElement>(null);

  const titled = useMemo(
    () =>
      (canvas.data?.vertices ?? []).map((v) => ({
        uuid: v.uuid,
        title: titleIn(symbols.symbols.get(v.symbol)?.titles, props.language, props.defaultLanguage)?.text,
      })),
    [canvas.data, symbols.symbols, props.language, props.defaultLanguage],
  );
  const matchList = useMemo(() => findVertices(titled, search), [titled, search]);
  const matches = useMemo(() => (matchList.length ? new Set(matchList) : NO_MATCHES), [matchList]);
  const { nodes, edges } = useCanvasGraph(canvas.data, symbols.symbols, props.language, props.defaultLanguage, props.selectedVertex, matches);

  if (canvas.error) return <ErrorState error={canvas.error} onRetry={() => void canvas.refetch()} />;
  if (!canvas.data) return <Center h={400}><Loader aria-label="Loading the canvas" /></Center>;

  const vertices = canvas.data.vertices;
  const selected = vertices.find((v) => v.uuid === props.selectedVertex);
  const centreOn = (vertexId: string) => {
    const vertex = vertices.find((v) => v.uuid === vertexId);
    if (!vertex) return;
    props.onSelectVertex(vertexId);
    void flow.setCenter(vertex.x + vertex.width / 2, vertex.y + vertex.height / 2, { zoom: Math.max(flow.getZoom(), 1), duration: 300 });
  };
  const exportAs = async (format: 'png' | 'svg') => {
    const viewport = wrapper.current?.querySelector<HTMLElement>('.react-flow__viewport');
    if (!viewport) return;
    setExportError(undefined);
    try {
      await exportCanvas(format, flow.getNodes(), viewport, `canvas-${props.modelId}`);
    } catch (error) {
      setExportError(describeError(error));
    }
  };

  return (
    <Box>
      <Group justify="space-between" mb="xs">
        <Group>
          <TextInput
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
          <Text size="sm" c="dimmed">{vertices.length} vertices · {canvas.data.edges.length} edges</Text>
          <Button size="xs" variant="default" onClick={() => void exportAs('png')}>Export PNG</Button>
          <Button size="xs" variant="default" onClick={() => void exportAs('svg')}>Export SVG</Button>
        </Group>
      </Group>
      {exportError && <Alert color="red" mb="xs">{exportError}</Alert>}
      {(!drawn || symbols.loaded < symbols.total) && (
        <Box mb={4} aria-label="Loading symbol titles">
          <Progress value={(symbols.loaded / Math.max(1, symbols.total)) * 100} size="xs" />
          <Text size="xs" c="dimmed">Loading symbol titles {symbols.loaded}/{symbols.total}</Text>
        </Box>
      )}
      {symbols.failed > 0 && <Alert color="yellow" mb="xs">{symbols.failed} symbol(s) could not be loaded; their vertices show no title.</Alert>}
      <style>{CANVAS_CSS}</style>
      <Box ref={wrapper} pos="relative" h="calc(100vh - 300px)" mih={420} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          nodesDraggable={false}
          nodesConnectable={false}
          edgesFocusable={false}
          onNodeClick={(_, node) => props.onSelectVertex(node.id)}
          onPaneClick={() => props.onSelectVertex(undefined)}
          onInit={() => setDrawn(true)}
          fitView
          minZoom={0.02}
          proOptions={{ hideAttribution: true }}
          aria-label="Canvas"
        >
          <EdgeMarkers />
          <Background gap={24} />
          <Controls showInteractive={false} />
          {drawn && <MiniMap nodeColor={miniMapColor} pannable zoomable />}
        </ReactFlow>
        {selected && (
          <Box pos="absolute" top={8} right={8} style={{ zIndex: 10 }}>
            <VertexPanel
              vertexId={selected.uuid}
              symbolId={selected.symbol}
              symbol={symbols.symbols.get(selected.symbol)}
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
