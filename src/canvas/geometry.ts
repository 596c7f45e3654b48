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

const centre = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** Where the ray from a box's centre towards `toward` leaves the box. */
function boundaryToward(box: Box, toward: Point): Point {
  const from = centre(box);
  const dx = toward.x - from.x;
  const dy = toward.y - from.y;
  if (dx === 0 && dy === 0) return from;
  const scale = Math.min(dx === 0 ? Infinity : box.width / 2 / Math.abs(dx), dy === 0 ? Infinity : box.height / 2 / Math.abs(dy));
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

/** The SVG path of a floating edge: a straight line between the facing sides of its two vertices. */
export function floatingPath(source: Box, target: Box): string {
  const ends = floatingEnds(source, target);
  return `M${coordinate(ends.source.x)} ${coordinate(ends.source.y)}L${coordinate(ends.target.x)} ${coordinate(ends.target.y)}`;
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
  return left === Infinity ? { x: 0, y: 0, width: 0, height: 0 } : { x: left, y: top, width: right - left, height: bottom - top };
}
