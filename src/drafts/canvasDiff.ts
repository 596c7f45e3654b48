import { centre, type Box } from '../canvas';
import { normalizeTitle } from '../ui/titles';
import type {
  CanvasChange,
  CanvasComparison,
  DiffCanvas,
  DiffVertex,
  ElementState,
  TitleDifference,
  VertexAspect,
} from './canvasDiffModel';
import { compareEdges, type EdgeComparison } from './edgeComparison';
import { groupBy } from '../lib/groupBy';
import { CELL, cellKey, pairWithin, SAME_PLACE } from './vertexPairing';

export type * from './canvasDiffModel';

/**
 * How far the draft's drawing is shifted as a whole: the offset most paired vertices share, if more than half
 * share one; else none.
 */
function commonOffset(pairs: readonly [DiffVertex, DiffVertex][]): { x: number; y: number } {
  const counts = new Map<string, number>();
  let best = { key: '0,0', count: 0 };
  for (const [d, b] of pairs) {
    const key = `${Math.round(d.x - b.x)},${Math.round(d.y - b.y)}`;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count > best.count) best = { key, count };
  }
  if (best.count * 2 <= pairs.length) return { x: 0, y: 0 };
  const [x, y] = best.key.split(',').map(Number);
  return { x, y };
}

function titleDifferences(before: DiffVertex, after: DiffVertex): TitleDifference[] {
  const differences: TitleDifference[] = [];
  for (const language of new Set([...Object.keys(before.titles), ...Object.keys(after.titles)])) {
    const was = before.titles[language];
    const is = after.titles[language];
    if ((was ?? '').trim() !== (is ?? '').trim()) differences.push({ language, before: was, after: is });
  }
  return differences;
}

/**
 * Compares a draft's canvas with a base canvas (a model of the target), as bpmn-js-differ does: vertices are
 * paired by their own uuid, then by symbol, then by normalised title (in `titleLanguage`), then by place; edges
 * by uuid, then by their paired ends. What is left is added or removed; an edge that went with its vertex is
 * told with that vertex rather than on its own.
 */
export function compareCanvases(
  base: DiffCanvas,
  draft: DiffCanvas,
  titleLanguage: string | undefined,
): CanvasComparison {
  const pairs = new Map<string, string>();
  const paired: [DiffVertex, DiffVertex][] = [];
  const baseTaken = new Set<string>();
  const pair = (d: DiffVertex, b: DiffVertex) => {
    pairs.set(d.uuid, b.uuid);
    baseTaken.add(b.uuid);
    paired.push([d, b]);
  };
  const open = () => ({
    base: base.vertices.filter((v) => !baseTaken.has(v.uuid)),
    draft: draft.vertices.filter((v) => !pairs.has(v.uuid)),
  });

  const baseByUuid = new Map(base.vertices.map((v) => [v.uuid, v]));
  for (const d of draft.vertices) {
    const b = baseByUuid.get(d.uuid);
    if (b) pair(d, b);
  }
  const keys: ((v: DiffVertex) => string | undefined)[] = [
    (v) => v.symbol,
    (v) => {
      const title = titleLanguage ? v.titles[titleLanguage] : Object.values(v.titles)[0];
      return title ? normalizeTitle(title) || undefined : undefined;
    },
  ];
  for (const keyOf of keys) {
    const left = open();
    const baseGroups = groupBy(left.base, keyOf);
    const baseCounts = groupBy(base.vertices, keyOf);
    const draftCounts = groupBy(draft.vertices, keyOf);
    for (const [key, drafts] of groupBy(left.draft, keyOf)) {
      const bases = baseGroups.get(key);
      const unique = baseCounts.get(key)?.length === 1 && draftCounts.get(key)?.length === 1;
      if (bases) pairWithin(bases, drafts, unique, pair);
    }
  }
  // By place: a vertex whose centre lies within half the size of one left over in the base, after the common offset.
  const offset = commonOffset(paired);
  const left = open();
  const grid = groupBy(left.base, (v) => {
    const c = centre(v);
    return cellKey(c.x, c.y);
  });
  for (const d of left.draft) {
    const c = centre(d);
    const at = { x: c.x - offset.x, y: c.y - offset.y };
    let best: DiffVertex | undefined;
    let bestDistance = Infinity;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const b of grid.get(cellKey(at.x + dx * CELL, at.y + dy * CELL)) ?? []) {
          if (baseTaken.has(b.uuid)) continue;
          const bc = centre(b);
          const far = Math.hypot(bc.x - at.x, bc.y - at.y);
          if (far <= Math.max(b.width, b.height, d.width, d.height) / 2 && far < bestDistance) {
            best = b;
            bestDistance = far;
          }
        }
      }
    }
    if (best) pair(d, best);
  }

  const changes: CanvasChange[] = [];
  const baseStates = new Map<string, ElementState>(base.vertices.map((v) => [v.uuid, 'removed']));
  const draftStates = new Map<string, ElementState>(draft.vertices.map((v) => [v.uuid, 'added']));
  for (const [d, b] of paired) {
    const aspects: VertexAspect[] = [];
    const titles = titleDifferences(b, d);
    if (titles.length) aspects.push('title');
    if (d.symbol !== b.symbol) aspects.push('symbol');
    if ((d.objectType ?? '') !== (b.objectType ?? '')) aspects.push('type');
    const moved =
      Math.abs(d.x - offset.x - b.x) > SAME_PLACE ||
      Math.abs(d.y - offset.y - b.y) > SAME_PLACE ||
      Math.abs(d.width - b.width) > SAME_PLACE ||
      Math.abs(d.height - b.height) > SAME_PLACE;
    if (moved) aspects.push('moved');
    const state: ElementState = aspects.length === 0 ? 'same' : aspects.length === 1 && moved ? 'moved' : 'changed';
    baseStates.set(b.uuid, state);
    draftStates.set(d.uuid, state);
    if (aspects.length) changes.push({ kind: 'vertex-changed', before: b.uuid, after: d.uuid, aspects, titles });
  }

  const edgeChanges = compareEdges(base.edges, draft.edges, pairs, baseTaken);
  const addedVertex = new Map<string, string[]>();
  const removedVertex = new Map<string, string[]>();
  for (const v of draft.vertices) if (!pairs.has(v.uuid)) addedVertex.set(v.uuid, []);
  for (const v of base.vertices) if (!baseTaken.has(v.uuid)) removedVertex.set(v.uuid, []);
  const baseEdgeStates = new Map<string, ElementState>();
  const draftEdgeStates = new Map<string, ElementState>();
  for (const change of edgeChanges.changes) {
    if (change.kind === 'edge-added') {
      draftEdgeStates.set(change.after, 'added');
      const edge = edgeChanges.draftEdges.get(change.after)!;
      const withVertex = addedVertex.get(edge.fromVertex) ?? addedVertex.get(edge.toVertex);
      if (withVertex) withVertex.push(edge.uuid);
      else changes.push(change);
    } else if (change.kind === 'edge-removed') {
      baseEdgeStates.set(change.before, 'removed');
      const edge = edgeChanges.baseEdges.get(change.before)!;
      const withVertex = removedVertex.get(edge.fromVertex) ?? removedVertex.get(edge.toVertex);
      if (withVertex) withVertex.push(edge.uuid);
      else changes.push(change);
    } else {
      baseEdgeStates.set(change.before, 'changed');
      draftEdgeStates.set(change.after, 'changed');
      changes.push(change);
    }
  }
  for (const [after, edges] of addedVertex) changes.push({ kind: 'vertex-added', after, edges });
  for (const [before, edges] of removedVertex) changes.push({ kind: 'vertex-removed', before, edges });
  for (const edge of base.edges) if (!baseEdgeStates.has(edge.uuid)) baseEdgeStates.set(edge.uuid, 'same');
  for (const edge of draft.edges) if (!draftEdgeStates.has(edge.uuid)) draftEdgeStates.set(edge.uuid, 'same');

  return {
    changes: orderChanges(
      changes,
      new Map(base.vertices.map((v) => [v.uuid, v])),
      new Map(draft.vertices.map((v) => [v.uuid, v])),
      edgeChanges,
    ),
    pairs,
    base: { vertices: baseStates, edges: baseEdgeStates },
    draft: { vertices: draftStates, edges: draftEdgeStates },
    offset,
  };
}

const ORDER: Record<CanvasChange['kind'], number> = {
  'vertex-added': 0,
  'vertex-removed': 1,
  'vertex-changed': 2,
  'edge-added': 3,
  'edge-removed': 4,
  'edge-rewired': 5,
  'edge-retyped': 6,
};

/** Changes by kind, and within a kind in reading order (top to bottom, left to right) of where they are. */
function orderChanges(
  changes: CanvasChange[],
  baseVertices: ReadonlyMap<string, Box>,
  draftVertices: ReadonlyMap<string, Box>,
  edges: EdgeComparison,
): CanvasChange[] {
  const placeOf = (change: CanvasChange): Box | undefined => {
    if ('after' in change) {
      const vertex = change.kind.startsWith('edge')
        ? draftVertices.get(edges.draftEdges.get(change.after)?.fromVertex ?? '')
        : draftVertices.get(change.after);
      if (vertex) return vertex;
    }
    if ('before' in change)
      return change.kind.startsWith('edge')
        ? baseVertices.get(edges.baseEdges.get(change.before)?.fromVertex ?? '')
        : baseVertices.get(change.before);
    return undefined;
  };
  const placed = changes.map((change) => ({ change, at: placeOf(change) ?? { x: 0, y: 0, width: 0, height: 0 } }));
  placed.sort((a, b) => ORDER[a.change.kind] - ORDER[b.change.kind] || a.at.y - b.at.y || a.at.x - b.at.x);
  return placed.map(({ change }) => change);
}
