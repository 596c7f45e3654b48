import { APPEARANCE_KINDS, ARROW, EDGE_KINDS, FONT_SIZE } from '../appearance';
import { edgePaths } from '../edgePaths';
import type { Box } from '../geometry';
import { FONT_FAMILY, ICON_SCALE, TEXT_COLOR, type Drawing, type Outline } from './drawing';

/** The worker's word for a browser that cannot draw in the background; the page says it in the reader's language. */
export const NO_2D_CONTEXT = 'no-2d-context';

/**
 * The largest PNG the export draws, in pixels: a browser refuses (or takes many seconds to encode) much
 * larger canvases, so a larger model is drawn smaller and the user is told; its SVG has no such limit.
 */
export const PNG_MAX_PIXELS = 16_000_000;
const PNG_MAX_SIDE = 16_000;
/** Small canvases are drawn at twice their size, so that the text stays sharp. */
const PNG_MAX_SCALE = 2;

/** The PNG's size for a drawing's frame: its scale (below 1 when the frame is too large) and pixels. */
export function pngSize(frame: Box): { scale: number; width: number; height: number } {
  const scale = Math.min(
    PNG_MAX_SCALE,
    PNG_MAX_SIDE / frame.width,
    PNG_MAX_SIDE / frame.height,
    Math.sqrt(PNG_MAX_PIXELS / (frame.width * frame.height)),
  );
  return {
    scale,
    width: Math.max(1, Math.floor(frame.width * scale)),
    height: Math.max(1, Math.floor(frame.height * scale)),
  };
}

type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** Adds an outline to a path as a closed subpath of its own (the page's picture of a canvas draws them too). */
export function addOutline(path: Path2D, outline: Outline): void {
  switch (outline.shape) {
    case 'ellipse':
      path.moveTo(outline.cx + outline.rx, outline.cy);
      path.ellipse(outline.cx, outline.cy, outline.rx, outline.ry, 0, 0, 2 * Math.PI);
      break;
    case 'rect':
      path.roundRect(outline.x, outline.y, outline.width, outline.height, outline.radius);
      break;
    case 'path':
      path.addPath(new Path2D(outline.d));
  }
}

/** How often painting reports its progress, in vertices. */
const PROGRESS_EVERY = 250;

/**
 * Paints a drawing as the SVG export shows it (same shapes, colours, dashes, arrowheads and wrapped text),
 * `scale` pixels per canvas unit, reporting the share of vertices painted as it goes.
 */
export function paintDrawing(
  context: Context,
  drawing: Drawing,
  scale: number,
  onProgress: (done: number) => void,
): void {
  const { frame } = drawing;
  context.setTransform(scale, 0, 0, scale, -frame.x * scale, -frame.y * scale);
  context.fillStyle = '#ffffff';
  context.fillRect(frame.x, frame.y, frame.width, frame.height);

  const edgeLooks = new Map(EDGE_KINDS);
  context.lineJoin = 'round';
  for (const { kind, lines, arrows } of edgePaths(drawing.edges)) {
    const look = edgeLooks.get(kind)!;
    context.strokeStyle = look.color;
    context.lineWidth = look.width;
    context.setLineDash(look.dash ? look.dash.split(' ').map(Number) : []);
    context.stroke(new Path2D(lines));
    context.setLineDash([]);
    context.fillStyle = look.color;
    context.lineWidth = look.width * ARROW.unit;
    const arrowheads = new Path2D(arrows);
    context.fill(arrowheads);
    context.stroke(arrowheads);
  }
  context.lineJoin = 'miter';

  const looks = new Map(APPEARANCE_KINDS);
  const icons = new Map(APPEARANCE_KINDS.map(([kind, look]) => [kind, new Path2D(look.icon)]));
  context.font = `${FONT_SIZE}px ${FONT_FAMILY}`;
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  drawing.vertices.forEach((vertex, n) => {
    const look = looks.get(vertex.kind)!;
    const path = new Path2D();
    addOutline(path, vertex.outline);
    context.fillStyle = look.background;
    context.strokeStyle = look.color;
    context.lineWidth = 1.5;
    context.setLineDash(look.dashed ? [4, 3] : []);
    context.fill(path);
    context.stroke(path);
    context.setLineDash([]);

    context.save();
    context.translate(vertex.icon.x, vertex.icon.y);
    context.scale(ICON_SCALE, ICON_SCALE);
    context.fillStyle = look.color;
    context.lineWidth = 1;
    const icon = icons.get(vertex.kind)!;
    context.fill(icon, 'evenodd');
    context.stroke(icon);
    context.restore();

    context.fillStyle = TEXT_COLOR;
    for (const line of vertex.lines) context.fillText(line.text, line.x, line.y);
    if ((n + 1) % PROGRESS_EVERY === 0) onProgress((n + 1) / drawing.vertices.length);
  });
  onProgress(1);
}
