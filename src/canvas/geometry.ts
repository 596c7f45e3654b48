/** A vertex's place on the canvas. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The middle of a box. */
export const centre = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** Where the ray from a box's centre towards `toward` leaves the box. */
function boundaryToward(box: Box, toward: Point): Point {
  const from = centre(box);
  const dx = toward.x - from.x;
  const dy = toward.y - from.y;
  if (dx === 0 && dy === 0) return from;
  const scale = Math.min(
    dx === 0 ? Infinity : box.width / 2 / Math.abs(dx),
    dy === 0 ? Infinity : box.height / 2 / Math.abs(dy),
  );
  return { x: from.x + dx * scale, y: from.y + dy * scale };
}

/**
 * The ends of a floating edge: on the sides of its two vertices that face each other, on the line
 * between their centres, so that an edge reads in the direction the model flows, whichever way that is.
 */
export function floatingEnds(source: Box, target: Box): { source: Point; target: Point } {
  return { source: boundaryToward(source, centre(target)), target: boundaryToward(target, centre(source)) };
}

/** A coordinate as drawn: to a hundredth of a pixel. */
export const coordinate = (value: number) => String(Math.round(value * 100) / 100);

/** A straight line from one point to another, as SVG path data. */
export const linePath = (from: Point, to: Point) =>
  `M${coordinate(from.x)} ${coordinate(from.y)}L${coordinate(to.x)} ${coordinate(to.y)}`;

/**
 * A closed polygon laid along the line from `from` to `to` with its (0, 0) at `to`: `points` are given
 * as if the line ran along the x axis towards the right, in units of `unit` pixels (what an SVG marker
 * with `orient="auto"` does, drawn straight into the path so that thousands of them cost nothing extra).
 */
export function polygonAtEnd(from: Point, to: Point, points: readonly Point[], unit: number): string {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  if (length === 0) return '';
  const along = { x: ((to.x - from.x) / length) * unit, y: ((to.y - from.y) / length) * unit };
  const corners = points.map(
    (p) => `${coordinate(to.x + p.x * along.x - p.y * along.y)} ${coordinate(to.y + p.x * along.y + p.y * along.x)}`,
  );
  return `M${corners.join('L')}Z`;
}

/** The smallest box around all the boxes (an empty box at the origin when there are none). */
export function boundsOf(boxes: Iterable<Box>): Box {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const box of boxes) {
    left = Math.min(left, box.x);
    top = Math.min(top, box.y);
    right = Math.max(right, box.x + box.width);
    bottom = Math.max(bottom, box.y + box.height);
  }
  return left === Infinity
    ? { x: 0, y: 0, width: 0, height: 0 }
    : { x: left, y: top, width: right - left, height: bottom - top };
}
