import {
  appearanceKind,
  appearanceOf,
  ARROW,
  CHARACTER_WIDTH,
  EDGE_KINDS,
  edgeKind,
  FONT_SIZE,
  ICON_GAP,
  ICON_SIZE,
  LINE_HEIGHT,
  PADDING,
  APPEARANCE_KINDS,
  type Appearance,
} from './appearance';
import { boundsOf, coordinate, floatingPath, type Box } from './geometry';

export interface SvgVertex extends Box {
  id: string;
  title?: string;
  objectType?: string;
}

export interface SvgEdge {
  source: string;
  target: string;
  edgeType: string;
}

const MARGIN = 24;
const ICON_SCALE = ICON_SIZE / 16;

// XML 1.0 allows no control characters but tab and newlines, no lone surrogates and not U+FFFE/U+FFFF.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ESCAPES[char]);

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
function outline(box: Box, look: Appearance): string {
  const { x, y, width: w, height: h } = box;
  if (look.radius === '50%') {
    return `<ellipse class="s" cx="${coordinate(x + w / 2)}" cy="${coordinate(y + h / 2)}" rx="${coordinate(w / 2)}" ry="${coordinate(h / 2)}"/>`;
  }
  const lengths = look.radius.split(/\s+/).map((length) => Math.min(parseFloat(length) || 0, w / 2, h / 2));
  const [tl, tr, br, bl] = lengths.length === 4 ? lengths : [lengths[0], lengths[0], lengths[0], lengths[0]];
  if (tl === tr && tr === br && br === bl) {
    return `<rect class="s" x="${coordinate(x)}" y="${coordinate(y)}" width="${coordinate(w)}" height="${coordinate(h)}" rx="${coordinate(tl)}"/>`;
  }
  const arc = (r: number, toX: number, toY: number) => `A${coordinate(r)} ${coordinate(r)} 0 0 1 ${coordinate(toX)} ${coordinate(toY)}`;
  return (
    `<path class="s" d="M${coordinate(x + tl)} ${coordinate(y)}H${coordinate(x + w - tr)}${arc(tr, x + w, y + tr)}` +
    `V${coordinate(y + h - br)}${arc(br, x + w - br, y + h)}H${coordinate(x + bl)}${arc(bl, x, y + h - bl)}` +
    `V${coordinate(y + tl)}${arc(tl, x + tl, y)}Z"/>`
  );
}

/** A vertex as the canvas draws it: its outline, its type's icon, then its title, centred together. */
function vertexSvg(vertex: SvgVertex): string {
  const look = appearanceOf(vertex.objectType);
  const perLine = Math.max(1, Math.floor((vertex.width - 2 * PADDING - ICON_SIZE - ICON_GAP) / CHARACTER_WIDTH));
  const maxLines = Math.max(1, Math.floor((vertex.height - 2 * PADDING) / LINE_HEIGHT));
  const lines = vertex.title ? wrapText(vertex.title, perLine, maxLines) : [];
  const textWidth = Math.max(0, ...lines.map((line) => line.length)) * CHARACTER_WIDTH;
  const left = vertex.x + (vertex.width - ICON_SIZE - (lines.length ? ICON_GAP + textWidth : 0)) / 2;
  const middle = vertex.y + vertex.height / 2;
  const icon = `<path class="i" transform="translate(${coordinate(left)} ${coordinate(middle - ICON_SIZE / 2)}) scale(${ICON_SCALE})" d="${look.icon}"/>`;
  const textX = coordinate(left + ICON_SIZE + ICON_GAP + textWidth / 2);
  // Baselines centred on the middle: a line's baseline sits about a third of the font size below its centre.
  const firstBaseline = middle - ((lines.length - 1) * LINE_HEIGHT) / 2 + FONT_SIZE * 0.35;
  const text = lines.length
    ? `<text class="t">${lines.map((line, n) => `<tspan x="${textX}" y="${coordinate(firstBaseline + n * LINE_HEIGHT)}">${escapeXml(line)}</tspan>`).join('')}</text>`
    : '';
  const title = vertex.title ? `<title>${escapeXml(vertex.title)}</title>` : '';
  return `<g class="v-${appearanceKind(vertex.objectType)}">${title}${outline(vertex, look)}${icon}${text}</g>`;
}

const STYLE = [
  `.t{font-family:Arial,Helvetica,sans-serif;font-size:${FONT_SIZE}px;fill:#212529;text-anchor:middle}`,
  '.i{fill-rule:evenodd;stroke-width:1}',
  ...APPEARANCE_KINDS.map(
    ([kind, look]) =>
      `.v-${kind} .s{fill:${look.background};stroke:${look.color};stroke-width:1.5${look.dashed ? ';stroke-dasharray:4 3' : ''}}` +
      `.v-${kind} .i{fill:${look.color};stroke:${look.color}}`,
  ),
  ...EDGE_KINDS.map(([kind, look]) => `.e-${kind}{fill:none;stroke:${look.color};stroke-width:${look.width}${look.dash ? `;stroke-dasharray:${look.dash}` : ''}}`),
].join('\n');

const MARKERS = EDGE_KINDS.map(
  ([kind, look]) =>
    `<marker id="arrow-${kind}" markerWidth="${ARROW.size}" markerHeight="${ARROW.size}" viewBox="${ARROW.viewBox}" markerUnits="strokeWidth" orient="auto" refX="0" refY="0">` +
    `<polyline points="${ARROW.points}" fill="${look.color}" stroke="${look.color}" stroke-width="1" stroke-linejoin="round"/></marker>`,
).join('');

/**
 * The canvas as a self-contained vector SVG, made from the graph rather than from the page: a shape,
 * an icon and wrapped text per vertex, a straight floating edge with an arrowhead per edge, the styles
 * embedded. Selection and search highlights are not part of the model and are left out. Edges whose
 * vertices are not on the canvas are left out too.
 */
export function canvasSvg(vertices: readonly SvgVertex[], edges: readonly SvgEdge[]): { text: string; width: number; height: number } {
  const bounds = boundsOf(vertices);
  const width = bounds.width + 2 * MARGIN;
  const height = bounds.height + 2 * MARGIN;
  const byId = new Map(vertices.map((vertex) => [vertex.id, vertex]));
  const edgePaths: string[] = [];
  for (const edge of edges) {
    const source = byId.get(edge.source);
    const target = byId.get(edge.target);
    if (!source || !target) continue;
    const kind = edgeKind(edge.edgeType);
    edgePaths.push(`<path class="e-${kind}" d="${floatingPath(source, target)}" marker-end="url(#arrow-${kind})"/>`);
  }
  const text = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${coordinate(width)}" height="${coordinate(height)}" viewBox="${coordinate(bounds.x - MARGIN)} ${coordinate(bounds.y - MARGIN)} ${coordinate(width)} ${coordinate(height)}">`,
    `<style>\n${STYLE}\n</style>`,
    `<defs>${MARKERS}</defs>`,
    `<rect x="${coordinate(bounds.x - MARGIN)}" y="${coordinate(bounds.y - MARGIN)}" width="${coordinate(width)}" height="${coordinate(height)}" fill="#ffffff"/>`,
    `<g>${edgePaths.join('\n')}</g>`,
    `<g>${vertices.map(vertexSvg).join('\n')}</g>`,
    '</svg>',
  ].join('\n');
  return { text, width, height };
}
