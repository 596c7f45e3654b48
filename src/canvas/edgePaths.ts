import { ARROW, EDGE_KINDS, edgeKind } from './appearance';
import { floatingEnds, linePath, polygonAtEnd, type Box, type Point } from './geometry';
import { overlaps } from './viewRegion';

/** An edge as the canvas and its exports draw it: a straight line between its ends, in its kind's look. */
export interface FloatingEdge {
  /** The name of its look (see edgeKind). */
  kind: string;
  from: Point;
  to: Point;
}

/** Every edge of one kind, drawn as two paths: its lines, and its arrowheads. */
export interface EdgePaths {
  kind: string;
  lines: string;
  arrows: string;
}

const ARROW_POINTS: Point[] = ARROW.points.split(' ').map((pair) => {
  const [x, y] = pair.split(',').map(Number);
  return { x, y };
});
const LOOKS = new Map(EDGE_KINDS);

/**
 * Each edge as a straight floating edge (see floatingEnds), which reads in the direction the model flows
 * whichever way that is. An edge whose vertices are not on the canvas is left out.
 */
export function floatingEdges(
  vertices: ReadonlyMap<string, Box>,
  edges: readonly { fromVertex: string; toVertex: string; edgeType: string }[],
): FloatingEdge[] {
  const drawn: FloatingEdge[] = [];
  for (const edge of edges) {
    const source = vertices.get(edge.fromVertex);
    const target = vertices.get(edge.toVertex);
    if (!source || !target) continue;
    const ends = floatingEnds(source, target);
    drawn.push({ kind: edgeKind(edge.edgeType), from: ends.source, to: ends.target });
  }
  return drawn;
}

/**
 * Edges as a few paths, one pair per kind of edge, instead of an element per edge: panning then neither
 * re-checks thousands of edges nor places thousands of markers on every frame. Each edge ends in the same
 * arrowhead the SVG export's marker draws.
 */
export function edgePaths(edges: readonly FloatingEdge[]): EdgePaths[] {
  const byKind = new Map<string, { lines: string[]; arrows: string[] }>();
  for (const { kind, from, to } of edges) {
    let paths = byKind.get(kind);
    if (!paths) byKind.set(kind, (paths = { lines: [], arrows: [] }));
    paths.lines.push(linePath(from, to));
    paths.arrows.push(polygonAtEnd(from, to, ARROW_POINTS, LOOKS.get(kind)!.width * ARROW.unit));
  }
  return [...byKind].map(([kind, paths]) => ({ kind, lines: paths.lines.join(''), arrows: paths.arrows.join('') }));
}

/** Whether an edge's box (the box around its two ends) overlaps a region: whether it may be seen there. */
export function edgeCrosses({ from, to }: FloatingEdge, region: Box): boolean {
  const x = Math.min(from.x, to.x);
  const y = Math.min(from.y, to.y);
  return overlaps({ x, y, width: Math.max(from.x, to.x) - x, height: Math.max(from.y, to.y) - y }, region);
}
