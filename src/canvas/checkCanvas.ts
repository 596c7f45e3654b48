import type { Canvas } from '../api/types';
import { centre } from './geometry';
import { t } from '../i18n/translate';

/** A vertex wider or higher than this is not a vertex anyone drew: it is left out like one without a size. */
export const MAX_VERTEX_SIZE = 100_000;

export interface CheckedCanvas {
  /** The canvas with only the vertices that can be drawn. */
  canvas: Canvas;
  /** Vertices left out: a size or place that is not a finite number, or a size not above 0 or above MAX_VERTEX_SIZE. */
  undrawable: number;
  /** Edges left out: one of their vertices is not on the canvas, or cannot be drawn. */
  dangling: number;
  /** Vertices drawn but left out of the fitted view: far from all the others (see outliersOf). */
  outliers: ReadonlySet<string>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Vertices whose centre lies far from the rest: beyond ten times the median distance from the median (at
 * least 5,000 px), on either axis. Robust where a mean or a bounding box is not: one vertex at 1e8 would
 * otherwise shrink everything else in the fitted view to nothing.
 */
function outliersOf(vertices: Canvas['vertices']): Set<string> {
  const outliers = new Set<string>();
  if (vertices.length < 3) return outliers;
  const centres = vertices.map((vertex) => ({ id: vertex.uuid, ...centre(vertex) }));
  for (const axis of ['x', 'y'] as const) {
    const values = centres.map((point) => point[axis]);
    const middle = median(values);
    const reach = Math.max(10 * median(values.map((value) => Math.abs(value - middle))), 5_000);
    for (const point of centres) if (Math.abs(point[axis] - middle) > reach) outliers.add(point.id);
  }
  return outliers;
}

const drawable = (vertex: Canvas['vertices'][number]) =>
  [vertex.x, vertex.y, vertex.width, vertex.height].every(Number.isFinite) &&
  vertex.width > 0 &&
  vertex.height > 0 &&
  vertex.width <= MAX_VERTEX_SIZE &&
  vertex.height <= MAX_VERTEX_SIZE;

/** What of a canvas can be drawn, and what cannot (counted, so that the canvas can say so). */
export function checkCanvas(canvas: Canvas): CheckedCanvas {
  const vertices = canvas.vertices.filter(drawable);
  const ids = new Set(vertices.map((vertex) => vertex.uuid));
  const edges = canvas.edges.filter((edge) => ids.has(edge.fromVertex) && ids.has(edge.toVertex));
  return {
    canvas: { ...canvas, vertices, edges },
    undrawable: canvas.vertices.length - vertices.length,
    dangling: canvas.edges.length - edges.length,
    outliers: outliersOf(vertices),
  };
}

/** The notice for what a canvas leaves out; nothing when it leaves nothing out. */
export function leftOutNotice({ undrawable, dangling, outliers }: CheckedCanvas): string | undefined {
  const parts = [
    undrawable > 0 && t('canvas.undrawable', { count: undrawable }),
    dangling > 0 && t('canvas.dangling', { count: dangling }),
    outliers.size > 0 && t('canvas.outliers', { count: outliers.size }),
  ].filter(Boolean);
  // Whole clauses, each from the catalogue, joined as a list: "…; …; …."
  return parts.length ? t('canvas.leftOut', { parts: parts.join('; ') }) : undefined;
}
