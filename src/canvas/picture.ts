import { APPEARANCE_KINDS, appearanceKind, appearanceOf, EDGE_KINDS } from './appearance';
import type { FloatingEdge } from './edgePaths';
import { outlineOf } from './export/drawing';
import { addOutline } from './export/paint';
import { centre, type Box } from './geometry';
import { groupBy } from '../lib/groupBy';
import type { Transform } from './viewRegion';

/** A vertex as the picture draws it: its place and its type. */
export interface PictureVertex extends Box {
  id: string;
  objectType?: string;
}

/**
 * A canvas as a picture (see CanvasPicture): every vertex's outline and every edge's line gathered into one
 * path per look, built once per canvas. A frame is then a dozen fills and strokes, which the browser culls
 * and rasterises itself: 20,000 vertices and their edges in about 11 ms a frame on a 2-core machine without
 * a GPU, where building the paths on every frame took 21 ms and WebGL (SwiftShader there) 56 ms.
 */
export interface Picture {
  shapes: { kind: string; path: Path2D }[];
  edges: { kind: string; path: Path2D }[];
}

export function buildPicture(vertices: readonly PictureVertex[], edges: readonly FloatingEdge[]): Picture {
  const shapes = groupBy(vertices, (vertex) => appearanceKind(vertex.objectType));
  const lines = groupBy(edges, (edge) => edge.kind);
  return {
    shapes: [...shapes].map(([kind, group]) => ({ kind, path: outlinesOf(group) })),
    edges: [...lines].map(([kind, group]) => ({ kind, path: linesOf(group) })),
  };
}

/**
 * What the picture marks: the selected vertex; outlines in a colour, each one path of some vertices (the
 * find's matches; the comparison's changed vertices); and lines in a colour over some edges (the comparison's
 * changed edges).
 */
export interface Marks {
  selected?: PictureVertex;
  outlines?: readonly { path: Path2D; color: string }[];
  lines?: readonly { path: Path2D; color: string }[];
}

export const MATCH_COLOR = '#fab005';
/** The selected vertex's ring, in screen pixels: seen at any zoom, however small the vertex is drawn. */
const SELECTED_RING = 12;

const SHAPE_LOOKS = new Map(APPEARANCE_KINDS);
const EDGE_LOOKS = new Map(EDGE_KINDS);

/**
 * Paints the picture for a view: `pixelRatio` device pixels per CSS pixel. Lines are at least a pixel wide
 * whatever the zoom, and solid (a dash would be under a pixel); vertices keep their type's fill and outline.
 */
export function paintPicture(
  context: CanvasRenderingContext2D,
  picture: Picture,
  [x, y, zoom]: Transform,
  pixelRatio: number,
  dark: boolean,
  marks: Marks,
): void {
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  context.setTransform(pixelRatio * zoom, 0, 0, pixelRatio * zoom, pixelRatio * x, pixelRatio * y);
  const pixel = 1 / zoom;
  for (const { kind, path } of picture.edges) {
    const look = EDGE_LOOKS.get(kind)!;
    context.strokeStyle = dark ? look.darkColor : look.color;
    context.lineWidth = Math.max(look.width, pixel);
    context.stroke(path);
  }
  for (const { path, color } of marks.lines ?? []) {
    context.strokeStyle = color;
    context.lineWidth = Math.max(2.5, 2 * pixel);
    context.stroke(path);
  }
  for (const { kind, path } of picture.shapes) {
    const look = SHAPE_LOOKS.get(kind)!;
    context.fillStyle = look.background;
    context.fill(path);
    context.strokeStyle = look.color;
    context.lineWidth = Math.max(1.5, pixel);
    context.stroke(path);
  }
  for (const { path, color } of marks.outlines ?? []) {
    context.strokeStyle = color;
    context.lineWidth = 4 * pixel;
    context.stroke(path);
  }
  if (marks.selected) {
    const { selected } = marks;
    const middle = centre(selected);
    context.strokeStyle = appearanceOf(selected.objectType).color;
    context.lineWidth = 3 * pixel;
    context.beginPath();
    const radius = Math.max(Math.hypot(selected.width, selected.height) / 2 + 4 * pixel, SELECTED_RING * pixel);
    context.arc(middle.x, middle.y, radius, 0, 2 * Math.PI);
    context.stroke();
  }
}

/** The outlines of some vertices as one path (see Marks). */
export function outlinesOf(vertices: readonly PictureVertex[]): Path2D {
  const path = new Path2D();
  for (const vertex of vertices) addOutline(path, outlineOf(vertex, appearanceOf(vertex.objectType)));
  return path;
}

/** The lines of some edges, from end to end, as one path. */
export function linesOf(edges: readonly FloatingEdge[]): Path2D {
  const path = new Path2D();
  for (const { from, to } of edges) {
    path.moveTo(from.x, from.y);
    path.lineTo(to.x, to.y);
  }
  return path;
}
