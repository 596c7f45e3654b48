import { centre, type Box } from '../../canvas/geometry';
import { normalizeTitle } from '../../lib/titles';

/** A vertex as the comparison sees it: its place, its symbol, and what that symbol says (titles by language, type). */
export interface DiffVertex extends Box {
  uuid: string;
  symbol: string;
  /** Titles by language uuid; empty while the symbol is unknown. */
  titles: Readonly<Record<string, string>>;
  objectType?: string;
}

export interface DiffEdge {
  uuid: string;
  fromVertex: string;
  toVertex: string;
  edgeType: string;
}

export interface DiffCanvas {
  vertices: readonly DiffVertex[];
  edges: readonly DiffEdge[];
}

/** What differs in a paired vertex. */
export type VertexAspect = 'title' | 'symbol' | 'type' | 'moved';

export interface TitleDifference {
  language: string;
  before?: string;
  after?: string;
}

/** One change from the base (a model of the target) to the draft; vertices and edges are named by their uuids on each side. */
export type CanvasChange =
  | { kind: 'vertex-added'; after: string; edges: string[] }
  | { kind: 'vertex-removed'; before: string; edges: string[] }
  | { kind: 'vertex-changed'; before: string; after: string; aspects: VertexAspect[]; titles: TitleDifference[] }
  | { kind: 'edge-added'; after: string }
  | { kind: 'edge-removed'; before: string }
  | { kind: 'edge-rewired'; before: string; after: string }
  | { kind: 'edge-retyped'; before: string; after: string };

/** How an element is coloured: what happened to it between the base and the draft. */
export type ElementState = 'added' | 'removed' | 'changed' | 'moved' | 'same';

export interface CanvasComparison {
  changes: CanvasChange[];
  /** Draft vertex uuid → the base vertex it was paired with. */
  pairs: ReadonlyMap<string, string>;
  base: { vertices: ReadonlyMap<string, ElementState>; edges: ReadonlyMap<string, ElementState> };
  draft: { vertices: ReadonlyMap<string, ElementState>; edges: ReadonlyMap<string, ElementState> };
  /**
   * How far the draft's drawing as a whole is shifted from the base's (see commonOffset):
   * a canvas moved as a whole is not every vertex moved.
   */
  offset: { x: number; y: number };
}

/** Places closer than this (in canvas units) after the common offset are the same place. */
const SAME_PLACE = 2;
/** Beyond this many candidate pairs in one group, only placements in neighbouring grid cells are weighed. */
const GREEDY_LIMIT = 10_000;
/** Placements of one symbol (or title) pair only this many of their sizes apart at most. */
const NEAR = 3;

const distance = (a: Box, b: Box) => {
  const p = centre(a);
  const q = centre(b);
  return Math.hypot(p.x - q.x, p.y - q.y);
};

/** Grid cells for finding base vertices near a place without looking at every one. */
const CELL = 200;
const cellKey = (x: number, y: number) => `${Math.floor(x / CELL)},${Math.floor(y / CELL)}`;

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string | undefined): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * Pairs the members of two groups that share a key: the only one on each canvas is a pair (the element, wherever it went); several
 * go first by the very same place, then nearest first, but only near one another (NEAR sizes): of a symbol placed
 * many times, a placement gone here and one new over there are a removal and an addition, not a move.
 */
function pairWithin(
  base: DiffVertex[],
  draft: DiffVertex[],
  unique: boolean,
  pair: (draftVertex: DiffVertex, baseVertex: DiffVertex) => void,
) {
  if (unique) return pair(draft[0], base[0]);
  // A symbol placed hundreds of times: most of its placements stay where they were.
  const place = (v: Box) => `${Math.round(v.x)},${Math.round(v.y)}`;
  const at = groupBy(base, place);
  const takenBase = new Set<DiffVertex>();
  const leftDraft: DiffVertex[] = [];
  for (const d of draft) {
    const b = at.get(place(d))?.find((candidate) => !takenBase.has(candidate));
    if (b) {
      takenBase.add(b);
      pair(d, b);
    } else leftDraft.push(d);
  }
  const leftBase = base.filter((b) => !takenBase.has(b));
  if (leftBase.length === 0 || leftDraft.length === 0) return;
  const near = (d: DiffVertex, b: DiffVertex, far: number) =>
    far <= NEAR * Math.max(d.width, d.height, b.width, b.height);
  const candidates: [number, DiffVertex, DiffVertex][] = [];
  if (leftBase.length * leftDraft.length > GREEDY_LIMIT) {
    // Too many for every distance: each draft placement against the base's in its grid cell and around it.
    const grid = groupBy(leftBase, (v) => cellKey(centre(v).x, centre(v).y));
    for (const d of leftDraft) {
      const c = centre(d);
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++)
          for (const b of grid.get(cellKey(c.x + dx * CELL, c.y + dy * CELL)) ?? []) {
            const far = distance(d, b);
            if (near(d, b, far)) candidates.push([far, d, b]);
          }
    }
  } else {
    for (const d of leftDraft)
      for (const b of leftBase) {
        const far = distance(d, b);
        if (near(d, b, far)) candidates.push([far, d, b]);
      }
  }
  candidates.sort((x, y) => x[0] - y[0]);
  const takenDraft = new Set<DiffVertex>();
  for (const [, d, b] of candidates) {
    if (takenBase.has(b) || takenDraft.has(d)) continue;
    takenBase.add(b);
    takenDraft.add(d);
    pair(d, b);
  }
}

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

interface EdgeComparison {
  changes: Extract<CanvasChange, { kind: `edge-${string}` }>[];
  baseEdges: ReadonlyMap<string, DiffEdge>;
  draftEdges: ReadonlyMap<string, DiffEdge>;
}

/** Edges paired by uuid, then by their (paired) ends, then, between vertices on both canvases, by one shared end: rewired. */
function compareEdges(
  base: readonly DiffEdge[],
  draft: readonly DiffEdge[],
  pairs: ReadonlyMap<string, string>,
  baseKept: ReadonlySet<string>,
): EdgeComparison {
  const baseEdges = new Map(base.map((e) => [e.uuid, e]));
  const draftEdges = new Map(draft.map((e) => [e.uuid, e]));
  const changes: EdgeComparison['changes'] = [];
  const taken = new Set<string>();
  const done = new Set<string>();
  // The draft's edge with its ends named as the base names them (undefined where an end is new).
  const mapped = (e: DiffEdge) => ({ from: pairs.get(e.fromVertex), to: pairs.get(e.toVertex) });
  const settle = (d: DiffEdge, b: DiffEdge) => {
    taken.add(b.uuid);
    done.add(d.uuid);
    const ends = mapped(d);
    if (ends.from !== b.fromVertex || ends.to !== b.toVertex)
      changes.push({ kind: 'edge-rewired', before: b.uuid, after: d.uuid });
    else if (d.edgeType !== b.edgeType) changes.push({ kind: 'edge-retyped', before: b.uuid, after: d.uuid });
  };
  for (const d of draft) {
    const b = baseEdges.get(d.uuid);
    if (b) settle(d, b);
  }
  const byEnds = groupBy(base, (e) => `${e.fromVertex}>${e.toVertex}`);
  const takeFrom = (group: DiffEdge[] | undefined, d: DiffEdge, sameType: boolean) =>
    group?.find((b) => !taken.has(b.uuid) && (!sameType || b.edgeType === d.edgeType));
  for (const sameType of [true, false]) {
    for (const d of draft) {
      if (done.has(d.uuid)) continue;
      const ends = mapped(d);
      if (!ends.from || !ends.to) continue;
      const b = takeFrom(byEnds.get(`${ends.from}>${ends.to}`), d, sameType);
      if (b) settle(d, b);
    }
  }
  // Rewired: both edges run between vertices that are on both canvases, and share one end and their type.
  const kept = (e: DiffEdge) => baseKept.has(e.fromVertex) && baseKept.has(e.toVertex);
  const openBase = base.filter((e) => !taken.has(e.uuid) && kept(e));
  const byFrom = groupBy(openBase, (e) => `${e.fromVertex}|${e.edgeType}`);
  const byTo = groupBy(openBase, (e) => `${e.toVertex}|${e.edgeType}`);
  for (const d of draft) {
    if (done.has(d.uuid)) continue;
    const ends = mapped(d);
    if (!ends.from || !ends.to) continue;
    const b =
      takeFrom(byFrom.get(`${ends.from}|${d.edgeType}`), d, true) ??
      takeFrom(byTo.get(`${ends.to}|${d.edgeType}`), d, true);
    if (b) settle(d, b);
  }
  for (const d of draft) if (!done.has(d.uuid)) changes.push({ kind: 'edge-added', after: d.uuid });
  for (const b of base) if (!taken.has(b.uuid)) changes.push({ kind: 'edge-removed', before: b.uuid });
  return { changes, baseEdges, draftEdges };
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
