import { centre, type Box } from './geometry';

export type Direction = 'left' | 'right' | 'up' | 'down';

export const ARROW_DIRECTIONS: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The vertex a keyboard user means by "the next one that way": among the vertices whose centre lies in
 * that direction (within 45° of it), the nearest, where a step off the axis counts twice as much as one
 * along it, so that the next vertex of the same row wins over a closer one of the next row.
 */
export function nearestInDirection<V extends Box & { uuid: string }>(
  vertices: readonly V[],
  from: V,
  direction: Direction,
): V | undefined {
  const origin = centre(from);
  let best: V | undefined;
  let bestScore = Infinity;
  for (const vertex of vertices) {
    if (vertex.uuid === from.uuid) continue;
    const middle = centre(vertex);
    const dx = middle.x - origin.x;
    const dy = middle.y - origin.y;
    const [along, across] =
      direction === 'left' ? [-dx, dy] : direction === 'right' ? [dx, dy] : direction === 'up' ? [-dy, dx] : [dy, dx];
    if (along <= 0 || Math.abs(across) > along) continue;
    const score = along + 2 * Math.abs(across);
    if (score < bestScore) {
      best = vertex;
      bestScore = score;
    }
  }
  return best;
}

/** Where keyboard navigation starts when no vertex is current: the top-left one. */
export function firstVertex<V extends Box>(vertices: readonly V[]): V | undefined {
  let first: V | undefined;
  for (const vertex of vertices) if (!first || vertex.y + vertex.x < first.y + first.x) first = vertex;
  return first;
}
