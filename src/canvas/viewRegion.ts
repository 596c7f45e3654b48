import type { Box } from './geometry';

/**
 * From this zoom up a title (11 px) is at least 6.6 px high, the least that reads: from here the vertices in
 * view are elements with their titles; below it a canvas with more than PICTURE_ABOVE vertices is drawn as a
 * picture (CanvasPicture), where a title could not be read anyway.
 */
export const READABLE_ZOOM = 0.6;
/**
 * Up to this many vertices are all elements at any zoom (they cost little, and keep the look of their titles
 * when far); a larger canvas is a picture below READABLE_ZOOM.
 */
export const PICTURE_ABOVE = 500;

/** React Flow's view: the canvas point at the frame's top left corner is (-x, -y) / zoom. */
export type Transform = readonly [x: number, y: number, zoom: number];

/** The part of the canvas in view, in canvas coordinates. */
export function viewOf([x, y, zoom]: Transform, width: number, height: number): Box {
  return { x: -x / zoom, y: -y / zoom, width: width / zoom, height: height / zoom };
}

/**
 * The part of the canvas whose vertices are elements: the view and a margin, snapped outward to a grid whose
 * cell is a power of two near an eighth of the view's longer side. It stays the same while the view moves
 * within a cell, so that a pan adds and removes elements only as it crosses a cell's border, a strip at a time.
 */
export function regionAround(view: Box): Box {
  const cell = 2 ** Math.ceil(Math.log2(Math.max(view.width, view.height, 1) / 8));
  const left = Math.floor(view.x / cell - 1) * cell;
  const top = Math.floor(view.y / cell - 1) * cell;
  const right = Math.ceil((view.x + view.width) / cell + 1) * cell;
  const bottom = Math.ceil((view.y + view.height) / cell + 1) * cell;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** What the canvas draws for a view: a picture of it all, the elements in `region`, or (not yet placed) nothing. */
export type ViewMode = { kind: 'picture' } | { kind: 'elements'; region: Box } | { kind: 'none' };

export function viewMode(transform: Transform, width: number, height: number, pictureAllowed: boolean): ViewMode {
  if (width <= 0 || height <= 0) return { kind: 'none' };
  if (pictureAllowed && transform[2] < READABLE_ZOOM) return { kind: 'picture' };
  return { kind: 'elements', region: regionAround(viewOf(transform, width, height)) };
}

export const sameBox = (a: Box, b: Box) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

export const sameMode = (a: ViewMode, b: ViewMode) =>
  a.kind === b.kind && (a.kind !== 'elements' || sameBox(a.region, (b as typeof a).region));

/** Whether two boxes overlap (touching counts). */
export const overlaps = (a: Box, b: Box) =>
  a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
