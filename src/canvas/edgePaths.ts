import { ARROW, EDGE_KINDS, edgeKind } from './appearance';
import { floatingEnds, linePath, polygonAtEnd, type Box, type Point } from './geometry';

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
 * A canvas's edges as a few paths, one pair per kind of edge, instead of an element per edge: panning then
 * neither re-checks thousands of edges nor places thousands of markers on every frame. Each edge is a straight
 * floating edge (see floatingEnds) ending in the same arrowhead the SVG export's marker draws. An edge whose
 * vertices are not on the canvas is left out.
 */
export function edgePaths(
  vertices: ReadonlyMap<string, Box>,
  edges: readonly { fromVertex: string; toVertex: string; edgeType: string }[],
): EdgePaths[] {
  const byKind = new Map<string, { lines: string[]; arrows: string[] }>();
  for (const edge of edges) {
    const source = vertices.get(edge.fromVertex);
    const target = vertices.get(edge.toVertex);
    if (!source || !target) continue;
    const kind = edgeKind(edge.edgeType);
    let paths = byKind.get(kind);
    if (!paths) byKind.set(kind, (paths = { lines: [], arrows: [] }));
    const ends = floatingEnds(source, target);
    paths.lines.push(linePath(ends.source, ends.target));
    paths.arrows.push(polygonAtEnd(ends.source, ends.target, ARROW_POINTS, LOOKS.get(kind)!.width * ARROW.unit));
  }
  return [...byKind].map(([kind, paths]) => ({ kind, lines: paths.lines.join(''), arrows: paths.arrows.join('') }));
}
