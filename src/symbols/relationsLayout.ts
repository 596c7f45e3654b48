import dagre from '@dagrejs/dagre';
import type { RelationGroup } from '../../common/indexedShapes';
import type { SymbolRelations } from '../search';
import { labelFor } from '../lib/words';

/** Estimated room for text at 12 px: generous, so that a label is never wider than the box laid out for it. */
const CHARACTER_WIDTH = 7.2;
const NODE_HEIGHT = 40;
const NODE_MAX_WIDTH = 220;
export const LABEL_HEIGHT = 20;

export interface LaidNode {
  id: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidEdge {
  id: string;
  source: string;
  target: string;
  label: string;
  /** The route, from the source's side to the target's. */
  points: { x: number; y: number }[];
  /** The label's box, centred on (x, y). */
  labelBox: { x: number; y: number; width: number; height: number };
}

const textWidth = (text: string) => Math.ceil(text.length * CHARACTER_WIDTH) + 16;

/**
 * The symbol's neighbourhood laid out in layers by dagre: what leads to the symbol on the left, what it leads
 * to on the right, a second hop beyond. Dagre, not elkjs: it lays out edge labels as boxes of their own,
 * which is exactly what keeps them apart, and it is about a twentieth of elkjs's size and synchronous.
 */
/** The graph shows the most frequent relations only, so that it stays readable; the table lists them all. */
export const GRAPH_FIRST_HOP = 12;
export const GRAPH_SECOND_HOP = 4;

export function layoutRelations(
  symbolId: string,
  relations: SymbolRelations,
): { nodes: LaidNode[]; edges: LaidEdge[]; width: number; height: number; shown: number } {
  const name = (uuid: string) => relations.titles.get(uuid) ?? `${uuid.slice(0, 8)}…`;
  const graph = new dagre.graphlib.Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'LR', nodesep: 24, ranksep: 90, edgesep: 16, marginx: 8, marginy: 8 });
  const addNode = (uuid: string) => {
    if (graph.hasNode(uuid)) return;
    const label = name(uuid);
    graph.setNode(uuid, { label, width: Math.min(NODE_MAX_WIDTH, textWidth(label)), height: NODE_HEIGHT });
  };
  const edges: { id: string; source: string; target: string; label: string }[] = [];
  const addEdge = (from: string, group: RelationGroup, id: string) => {
    const [source, target] = group.direction === 'outgoing' ? [from, group.symbolId] : [group.symbolId, from];
    addNode(source);
    addNode(target);
    const label = `${labelFor('edgeType', group.edgeType)} ×${group.count}`;
    graph.setEdge(source, target, { label, width: textWidth(label), height: LABEL_HEIGHT, labelpos: 'c' }, id);
    edges.push({ id, source, target, label });
  };
  addNode(symbolId);
  // Groups come most frequent first.
  const firstHop = relations.groups.slice(0, GRAPH_FIRST_HOP);
  firstHop.forEach((group, n) => addEdge(symbolId, group, `h1-${n}`));
  const shownNeighbours = new Set(firstHop.map((group) => group.symbolId));
  for (const [neighbour, groups] of relations.secondHop) {
    // Beyond the first hop, the most frequent few: the rest is a click on the neighbour away.
    if (shownNeighbours.has(neighbour))
      groups.slice(0, GRAPH_SECOND_HOP).forEach((group, n) => addEdge(neighbour, group, `h2-${neighbour}-${n}`));
  }
  dagre.layout(graph);
  const { width = 0, height = 0 } = graph.graph();
  return {
    width,
    height,
    shown: firstHop.length,
    nodes: graph.nodes().map((id) => {
      const node = graph.node(id);
      return { id, label: node.label as string, x: node.x, y: node.y, width: node.width, height: node.height };
    }),
    edges: edges.map(({ id, source, target, label }) => {
      const laid = graph.edge({ v: source, w: target, name: id });
      return {
        id,
        source,
        target,
        label,
        points: laid.points,
        labelBox: { x: laid.x!, y: laid.y!, width: textWidth(label), height: LABEL_HEIGHT },
      };
    }),
  };
}
