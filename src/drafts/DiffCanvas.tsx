import { ReactFlow, ReactFlowProvider, ViewportPortal, type Node, type NodeProps, type Viewport } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Box, Text, useComputedColorScheme } from '@mantine/core';
import { memo, useMemo } from 'react';
import { titleLayout, titleMayOverflow, vertexClassName } from '../canvas';
import {
  buildPicture,
  CanvasPicture,
  edgeCrosses,
  edgePaths,
  floatingEdges,
  linesOf,
  outlinesOf,
  PICTURE_ABOVE,
  ElementsByPlace,
  useViewMode,
  type Marks,
} from '../canvas';
import { placedNode, READ_ONLY_FLOW } from '../canvas';
import type { Box as Place } from '../canvas';
import type { ElementState } from './canvasDiff';
import { groupBy } from '../lib/groupBy';
import { t } from '../i18n/translate';

/** A vertex as the comparison draws it: where, what, and what happened to it. */
export interface DiffNodeSpec extends Place {
  id: string;
  title?: string;
  objectType?: string;
  state: ElementState;
  selected: boolean;
}

export interface DiffEdgeSpec {
  fromVertex: string;
  toVertex: string;
  edgeType: string;
  state: ElementState;
}

type DiffNodeType = Node<{ spec: DiffNodeSpec }, 'diff'>;

const DiffNode = memo(function DiffNode({ data: { spec } }: NodeProps<DiffNodeType>) {
  const className = vertexClassName({
    objectType: spec.objectType,
    match: false,
    clip: titleMayOverflow(spec.title, spec.width, spec.height),
    ...titleLayout(spec.width, spec.height),
  });
  const word = spec.state === 'same' ? '' : t(`diffState.${spec.state}`);
  return (
    <div className={`${className} diff-${spec.state}${spec.selected ? ' diff-selected' : ''}`} data-state={spec.state}>
      <span
        className="vertex-title"
        translate="no"
        title={word ? t('diff.nodeTitle', { title: spec.title ?? t('diff.untitled'), state: word }) : spec.title}
      >
        {spec.title ?? '…'}
      </span>
    </div>
  );
});

const NODE_TYPES = { diff: DiffNode };

/** The comparison's look: the state colours, shared by both canvases, the change list and the legend. */
export const DIFF_COLORS: Record<Exclude<ElementState, 'same'>, string> = {
  added: '#2b8a3e',
  removed: '#c92a2a',
  changed: '#d9480f',
  moved: '#1971c2',
};

export const DIFF_CSS =
  Object.entries(DIFF_COLORS)
    .map(
      ([state, color]) =>
        `.vertex.diff-${state}{box-shadow:0 0 0 3px ${color}}` +
        `.canvas-edges .diff-${state} path[class^=edge-]{stroke:${color};stroke-width:2.5}` +
        `.canvas-edges .diff-${state} path[class^=arrow-]{stroke:${color};fill:${color}}` +
        `.diff-swatch-${state}{display:inline-block;width:12px;height:12px;border-radius:3px;background:${color}}`,
    )
    .join('') +
  `.vertex.diff-removed{border-style:dashed;opacity:.75}` +
  `.canvas-edges .diff-removed path[class^=edge-]{stroke-dasharray:6 4}` +
  `.vertex.diff-selected{outline:3px dashed #f08c00;outline-offset:5px}`;

/** A comparison's edges as drawn, grouped by state: unchanged beneath, changes on top. */
function edgesByState(vertices: ReadonlyMap<string, Place>, edges: readonly DiffEdgeSpec[]) {
  const byState = groupBy(edges, (edge) => edge.state);
  return (['same', 'moved', 'changed', 'removed', 'added'] as const).flatMap((state) =>
    byState.has(state) ? [{ state, edges: floatingEdges(vertices, byState.get(state)!) }] : [],
  );
}

function DiffEdges({ groups, region }: { groups: ReturnType<typeof edgesByState>; region: Place }) {
  const byState = useMemo(
    () =>
      groups.map(({ state, edges }) => ({
        state,
        paths: edgePaths(edges.filter((edge) => edgeCrosses(edge, region))),
      })),
    [groups, region],
  );
  return (
    <ViewportPortal>
      <svg className="canvas-edges" aria-hidden="true">
        {byState.map(({ state, paths }) => (
          <g key={state} className={`diff-${state}`}>
            {paths.map(({ kind, lines, arrows }) => (
              <g key={kind}>
                <path className={`edge-${kind}`} d={lines} />
                <path className={`arrow-${kind}`} d={arrows} />
              </g>
            ))}
          </g>
        ))}
      </svg>
    </ViewportPortal>
  );
}

/**
 * One canvas of the comparison: not editable, its view (pan and zoom) held by the comparison and shared. As on
 * the model's canvas, only the vertices and edges near the view are elements (see useViewMode), and a large one
 * is a picture when far: its changed vertices outlined and its changed edges drawn in their colours, the
 * selected change ringed.
 */
function DiffFlow({ label, nodes: specs, edges, viewport, onViewport, height }: DiffCanvasProps) {
  const colorMode = useComputedColorScheme('light');
  const placed = useMemo(
    () => new ElementsByPlace(specs, (spec): DiffNodeType => placedNode(spec.id, 'diff', spec, { spec })),
    [specs],
  );
  const pictureAllowed = specs.length > PICTURE_ABOVE;
  const mode = useViewMode(pictureAllowed, true);
  const region = mode.kind === 'elements' ? mode.region : undefined;
  const nodes = useMemo(() => (region ? placed.within(region) : []), [placed, region]);
  const drawnEdges = useMemo(() => edgesByState(new Map(specs.map((spec) => [spec.id, spec])), edges), [specs, edges]);
  const picture = useMemo(
    () =>
      pictureAllowed
        ? buildPicture(
            specs,
            drawnEdges.flatMap((group) => group.edges),
          )
        : undefined,
    [pictureAllowed, specs, drawnEdges],
  );
  // Marks are only painted on a picture: a small comparison builds none.
  const marks = useMemo<Marks>(
    () =>
      pictureAllowed
        ? {
            selected: specs.find((spec) => spec.selected),
            outlines: [...groupBy(specs, (spec) => (spec.state === 'same' ? undefined : spec.state))].map(
              ([state, changed]) => ({ path: outlinesOf(changed), color: DIFF_COLORS[state] }),
            ),
            lines: drawnEdges.flatMap(({ state, edges }) =>
              state === 'same' ? [] : [{ path: linesOf(edges), color: DIFF_COLORS[state] }],
            ),
          }
        : {},
    [pictureAllowed, specs, drawnEdges],
  );
  return (
    <Box>
      <Text size="sm" fw={600} mb={4} truncate="end" title={label}>
        {label}
      </Text>
      <Box
        h={height}
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}
        role="group"
        aria-label={label}
      >
        <ReactFlow
          nodes={nodes}
          nodeTypes={NODE_TYPES}
          {...READ_ONLY_FLOW}
          elementsSelectable={false}
          viewport={viewport}
          onViewportChange={onViewport}
          colorMode={colorMode}
        >
          {region && <DiffEdges groups={drawnEdges} region={region} />}
          {mode.kind === 'picture' && picture && (
            <CanvasPicture picture={picture} marks={marks} dark={colorMode === 'dark'} />
          )}
        </ReactFlow>
      </Box>
    </Box>
  );
}

export interface DiffCanvasProps {
  label: string;
  nodes: readonly DiffNodeSpec[];
  edges: readonly DiffEdgeSpec[];
  viewport: Viewport;
  onViewport: (viewport: Viewport) => void;
  height: number;
}

export function DiffCanvas(props: DiffCanvasProps) {
  return (
    <ReactFlowProvider>
      <DiffFlow {...props} />
    </ReactFlowProvider>
  );
}
