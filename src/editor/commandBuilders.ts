import type { EditCommand, EditEdge, EditVertex, WorkingCopy } from '../../common/editCommands';
import { removalOf } from '../../common/editCommands';

/** The grid vertices snap to, and an arrow key's step; Shift makes the step this many times larger. */
export const GRID = 20;
export const LARGE_STEP = 5;
/** Where a placed symbol goes beside the selected vertex: this far to its right. */
const BESIDE_GAP = 80;
/** How a pasted copy is offset from what it copies, so that both are seen. */
const PASTE_OFFSET = 40;
/** What the console writes to the clipboard, so that a paste knows its own from any other text. */
export const CLIPBOARD_KIND = 'model-repository-console/vertices';

const newId = () => crypto.randomUUID();

/** The size a new vertex gets: the most common size on the canvas, else a usual one. */
export function usualSize(copy: WorkingCopy): { width: number; height: number } {
  const counts = new Map<string, number>();
  let best = { width: 160, height: 80 };
  let bestCount = 0;
  for (const { width, height } of copy.canvas.vertices) {
    const key = `${width}x${height}`;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count > bestCount) [best, bestCount] = [{ width, height }, count];
  }
  return best;
}

const snapped = (value: number) => Math.round(value / GRID) * GRID;

/** A symbol placed as a new vertex: at `at` (the drop, the view's middle), or beside `beside`; joined to `connectFrom`. */
export function placement(
  copy: WorkingCopy,
  symbol: string,
  where: { at: { x: number; y: number } } | { beside: EditVertex },
  connectFrom?: { vertex: string; edgeType: string },
): EditCommand {
  const size = usualSize(copy);
  const place =
    'at' in where
      ? { x: snapped(where.at.x - size.width / 2), y: snapped(where.at.y - size.height / 2) }
      : { x: where.beside.x + where.beside.width + BESIDE_GAP, y: where.beside.y };
  const vertex: EditVertex = { uuid: newId(), symbol, ...place, ...size };
  const edges: EditEdge[] = connectFrom
    ? [{ uuid: newId(), fromVertex: connectFrom.vertex, toVertex: vertex.uuid, edgeType: connectFrom.edgeType }]
    : [];
  return { kind: 'add', vertices: [vertex], edges };
}

/** An edge from one vertex to another. */
export const connection = (from: string, to: string, edgeType: string): EditCommand => ({
  kind: 'add',
  vertices: [],
  edges: [{ uuid: newId(), fromVertex: from, toVertex: to, edgeType }],
});

/** The selected vertices (and the edges among them) as the clipboard carries them. */
export function clipboardOf(copy: WorkingCopy, selected: ReadonlySet<string>): string {
  const vertices = copy.canvas.vertices.filter((v) => selected.has(v.uuid));
  const edges = copy.canvas.edges.filter((e) => selected.has(e.fromVertex) && selected.has(e.toVertex));
  return JSON.stringify({ kind: CLIPBOARD_KIND, vertices, edges });
}

function isVertex(value: unknown): value is EditVertex {
  const v = value as EditVertex;
  return (
    typeof v?.uuid === 'string' &&
    typeof v.symbol === 'string' &&
    [v.x, v.y, v.width, v.height].every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

/**
 * What a paste adds: the clipboard's vertices as new placements of the same symbols (occurrences, not new
 * symbols), with their edges among them, offset from where they were; undefined for anything that is not the
 * console's own (text, an image), which changes nothing.
 */
export function pasted(text: string): EditCommand | undefined {
  let parsed: { kind?: unknown; vertices?: unknown; edges?: unknown };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    return undefined;
  }
  if (parsed?.kind !== CLIPBOARD_KIND || !Array.isArray(parsed.vertices) || !parsed.vertices.every(isVertex))
    return undefined;
  const vertices = parsed.vertices as EditVertex[];
  if (vertices.length === 0) return undefined;
  const ids = new Map(vertices.map((v) => [v.uuid, newId()]));
  const edges = (Array.isArray(parsed.edges) ? (parsed.edges as EditEdge[]) : []).filter(
    (e) => ids.has(e.fromVertex) && ids.has(e.toVertex) && typeof e.edgeType === 'string',
  );
  return {
    kind: 'add',
    vertices: vertices.map((v) => ({ ...v, uuid: ids.get(v.uuid)!, x: v.x + PASTE_OFFSET, y: v.y + PASTE_OFFSET })),
    edges: edges.map((e) => ({
      uuid: newId(),
      fromVertex: ids.get(e.fromVertex)!,
      toVertex: ids.get(e.toVertex)!,
      edgeType: e.edgeType,
    })),
  };
}

export type Alignment = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';

/** The selected vertices lined up along one side, or the middle, of the box around them all. */
export function aligned(
  copy: WorkingCopy,
  selected: ReadonlySet<string>,
  alignment: Alignment,
): EditCommand | undefined {
  const vertices = copy.canvas.vertices.filter((v) => selected.has(v.uuid));
  if (vertices.length < 2) return undefined;
  const lefts = vertices.map((v) => v.x);
  const rights = vertices.map((v) => v.x + v.width);
  const tops = vertices.map((v) => v.y);
  const bottoms = vertices.map((v) => v.y + v.height);
  const target = (v: EditVertex) => {
    switch (alignment) {
      case 'left':
        return { x: Math.min(...lefts), y: v.y };
      case 'right':
        return { x: Math.max(...rights) - v.width, y: v.y };
      case 'centre':
        return { x: (Math.min(...lefts) + Math.max(...rights)) / 2 - v.width / 2, y: v.y };
      case 'top':
        return { x: v.x, y: Math.min(...tops) };
      case 'bottom':
        return { x: v.x, y: Math.max(...bottoms) - v.height };
      case 'middle':
        return { x: v.x, y: (Math.min(...tops) + Math.max(...bottoms)) / 2 - v.height / 2 };
    }
  };
  const moves = vertices
    .map((v) => ({ vertex: v.uuid, from: { x: v.x, y: v.y }, to: target(v) }))
    .filter((move) => move.from.x !== move.to.x || move.from.y !== move.to.y);
  return moves.length ? { kind: 'arrange', moves } : undefined;
}

/** The selected vertices spread evenly between the outermost two, across (`horizontal`) or down. */
export function distributed(
  copy: WorkingCopy,
  selected: ReadonlySet<string>,
  axis: 'horizontal' | 'vertical',
): EditCommand | undefined {
  const vertices = copy.canvas.vertices.filter((v) => selected.has(v.uuid));
  if (vertices.length < 3) return undefined;
  const along = axis === 'horizontal' ? 'x' : 'y';
  const sorted = vertices.toSorted((a, b) => a[along] - b[along]);
  const first = sorted[0][along];
  const step = (sorted.at(-1)![along] - first) / (sorted.length - 1);
  const moves = sorted
    .map((v, n) => ({ vertex: v.uuid, from: { x: v.x, y: v.y }, to: { x: v.x, y: v.y, [along]: first + n * step } }))
    .filter((move) => move.from.x !== move.to.x || move.from.y !== move.to.y);
  return moves.length ? { kind: 'arrange', moves } : undefined;
}

/** The selected vertices taken away with their edges. */
export const removal = (copy: WorkingCopy, selected: ReadonlySet<string>): EditCommand | undefined =>
  selected.size ? removalOf(copy, selected) : undefined;

/** The edge types a new connection may take: those the canvas uses, FLOW first. */
export function edgeTypesOf(copy: WorkingCopy): string[] {
  const types = new Set(copy.canvas.edges.map((edge) => edge.edgeType));
  types.delete('FLOW');
  return ['FLOW', ...[...types].sort()];
}
