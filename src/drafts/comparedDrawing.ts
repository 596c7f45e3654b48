import { getViewportForBounds, type Viewport } from '@xyflow/react';
import { boundsOf, type Box } from '../canvas';
import { type CanvasComparison } from './canvasDiff';
import { type ComparedSides } from './comparison';
import { type DiffEdgeSpec, type DiffNodeSpec } from './DiffCanvas';

/** Nodes and edges of each side as the canvases draw them, the selected change's vertices marked. */
export function drawn(
  sides: ComparedSides,
  comparison: CanvasComparison,
  language: string | undefined,
  selected: { base: string[]; draft: string[] },
) {
  const side = (which: 'base' | 'draft') => {
    const picked = new Set(selected[which]);
    const states = comparison[which];
    const nodes: DiffNodeSpec[] = [...sides[which].vertices.values()].map((v) => ({
      ...v,
      id: v.uuid,
      title: (language && v.titles[language]) || Object.values(v.titles)[0],
      state: states.vertices.get(v.uuid) ?? 'same',
      selected: picked.has(v.uuid),
    }));
    const edges: DiffEdgeSpec[] = [...sides[which].edges.values()].map((e) => ({
      fromVertex: e.fromVertex,
      toVertex: e.toVertex,
      edgeType: e.edgeType,
      state: states.edges.get(e.uuid) ?? 'same',
    }));
    return { nodes, edges };
  };
  const base = side('base');
  const draft = side('draft');
  return { base, draft, overlay: overlay(base, draft, comparison) };
}

/**
 * The draft with what the base had and the draft has not drawn where it was: removed vertices (under ids of
 * their own), and removed edges between them or the draft's vertices that stand for the base's.
 */
function overlay(
  base: { nodes: DiffNodeSpec[]; edges: DiffEdgeSpec[] },
  draft: { nodes: DiffNodeSpec[]; edges: DiffEdgeSpec[] },
  comparison: CanvasComparison,
) {
  const before = (uuid: string) => `before:${uuid}`;
  const standsFor = new Map([...comparison.pairs].map(([draftVertex, baseVertex]) => [baseVertex, draftVertex]));
  const removedNodes = base.nodes.filter((n) => n.state === 'removed').map((n) => ({ ...n, id: before(n.id) }));
  const end = (uuid: string) => standsFor.get(uuid) ?? before(uuid);
  const removedEdges = base.edges
    .filter((e) => e.state === 'removed')
    .map((e) => ({ ...e, fromVertex: end(e.fromVertex), toVertex: end(e.toVertex) }));
  return { nodes: [...draft.nodes, ...removedNodes], edges: [...draft.edges, ...removedEdges] };
}

/** The view of a pane that shows every node given, with a little room, at most at 150%. */
export const viewportFitting = (nodes: readonly Box[], width: number, height: number): Viewport =>
  getViewportForBounds(boundsOf(nodes), width, height, 0.02, 1.5, 0.1);
