import {
  appearanceKind,
  appearanceOf,
  CHARACTER_WIDTH,
  FONT_SIZE,
  ICON_GAP,
  ICON_SIZE,
  LINE_HEIGHT,
  PADDING,
  type Appearance,
} from '../appearance';
import { floatingEdges, type FloatingEdge } from '../edgePaths';
import { boundsOf, coordinate as c, type Box, type Point } from '../geometry';

/** A vertex to export: where it is, and what the canvas shows in it. */
export interface ExportVertex extends Box {
  id: string;
  title?: string;
  objectType?: string;
}

export interface ExportEdge {
  fromVertex: string;
  toVertex: string;
  edgeType: string;
}

/** A vertex's outline: a box with one corner radius, an ellipse, or a path for any other corners. */
export type Outline =
  | { shape: 'rect'; x: number; y: number; width: number; height: number; radius: number }
  | { shape: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
  | { shape: 'path'; d: string };

export interface DrawnVertex {
  /** The name of its look (see appearanceKind). */
  kind: string;
  title?: string;
  outline: Outline;
  /** The top left corner of its type's icon, drawn ICON_SIZE pixels square. */
  icon: Point;
  /** Its title's lines, each centred on `x` with its baseline at `y`. */
  lines: { text: string; x: number; y: number }[];
}

/**
 * A canvas as the exports draw it, in canvas coordinates: `frame` is the area drawn (every vertex and a
 * margin). One drawing feeds both the SVG and the PNG, so that the two show the same picture.
 */
export interface Drawing {
  frame: Box;
  vertices: DrawnVertex[];
  edges: FloatingEdge[];
}

const MARGIN = 24;
export const TEXT_COLOR = '#212529';
export const FONT_FAMILY = 'Arial, Helvetica, sans-serif';
/** The icons' paths are drawn in a 16x16 box. */
export const ICON_SCALE = ICON_SIZE / 16;

/**
 * A title broken into at most `maxLines` lines of at most `perLine` characters, at spaces only: a word
 * longer than a line is cut short with an ellipsis, and so is the last line when more would follow.
 */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const cut = (line: string) => `${line.slice(0, Math.max(1, perLine - 1)).trimEnd()}…`;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const fitted = word.length > perLine ? cut(word) : word;
    if (!line) line = fitted;
    else if (line.length + 1 + fitted.length <= perLine) line += ` ${fitted}`;
    else {
      lines.push(line);
      line = fitted;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = cut(kept[maxLines - 1].endsWith('…') ? kept[maxLines - 1].slice(0, -1) : kept[maxLines - 1]);
  return kept;
}

/** A box with the corners of a CSS border-radius (one or four lengths, or 50% for an ellipse). */
export function outlineOf(box: Box, look: Appearance): Outline {
  const { x, y, width: w, height: h } = box;
  if (look.radius === '50%') return { shape: 'ellipse', cx: x + w / 2, cy: y + h / 2, rx: w / 2, ry: h / 2 };
  const lengths = look.radius.split(/\s+/).map((length) => Math.min(parseFloat(length) || 0, w / 2, h / 2));
  const [tl, tr, br, bl] = lengths.length === 4 ? lengths : [lengths[0], lengths[0], lengths[0], lengths[0]];
  if (tl === tr && tr === br && br === bl) return { shape: 'rect', x, y, width: w, height: h, radius: tl };
  const arc = (r: number, toX: number, toY: number) => `A${c(r)} ${c(r)} 0 0 1 ${c(toX)} ${c(toY)}`;
  return {
    shape: 'path',
    d:
      `M${c(x + tl)} ${c(y)}H${c(x + w - tr)}${arc(tr, x + w, y + tr)}V${c(y + h - br)}${arc(br, x + w - br, y + h)}` +
      `H${c(x + bl)}${arc(bl, x, y + h - bl)}V${c(y + tl)}${arc(tl, x + tl, y)}Z`,
  };
}

// What neither XML 1.0 nor a font can show: control characters but tab and newlines, lone surrogates, U+FFFE/U+FFFF.
const NOT_TEXT = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** A vertex as the canvas draws it: its outline, its type's icon, then its title, centred together. */
function drawnVertex(vertex: ExportVertex): DrawnVertex {
  const title = vertex.title?.replace(NOT_TEXT, '');
  const perLine = Math.max(1, Math.floor((vertex.width - 2 * PADDING - ICON_SIZE - ICON_GAP) / CHARACTER_WIDTH));
  const maxLines = Math.max(1, Math.floor((vertex.height - 2 * PADDING) / LINE_HEIGHT));
  const texts = title ? wrapText(title, perLine, maxLines) : [];
  const textWidth = Math.max(0, ...texts.map((line) => line.length)) * CHARACTER_WIDTH;
  const left = vertex.x + (vertex.width - ICON_SIZE - (texts.length ? ICON_GAP + textWidth : 0)) / 2;
  const middle = vertex.y + vertex.height / 2;
  const textX = left + ICON_SIZE + ICON_GAP + textWidth / 2;
  // Baselines centred on the middle: a line's baseline sits about a third of the font size below its centre.
  const firstBaseline = middle - ((texts.length - 1) * LINE_HEIGHT) / 2 + FONT_SIZE * 0.35;
  return {
    kind: appearanceKind(vertex.objectType),
    title,
    outline: outlineOf(vertex, appearanceOf(vertex.objectType)),
    icon: { x: left, y: middle - ICON_SIZE / 2 },
    lines: texts.map((text, n) => ({ text, x: textX, y: firstBaseline + n * LINE_HEIGHT })),
  };
}

/**
 * The canvas drawn from the graph rather than from the page: selection and search highlights are not part
 * of the model and are left out, and so are edges whose vertices are not on the canvas.
 */
export function canvasDrawing(vertices: readonly ExportVertex[], edges: readonly ExportEdge[]): Drawing {
  const bounds = boundsOf(vertices);
  return {
    frame: {
      x: bounds.x - MARGIN,
      y: bounds.y - MARGIN,
      width: bounds.width + 2 * MARGIN,
      height: bounds.height + 2 * MARGIN,
    },
    vertices: vertices.map(drawnVertex),
    edges: floatingEdges(new Map(vertices.map((vertex) => [vertex.id, vertex])), edges),
  };
}
