import { APPEARANCE_KINDS, ARROW, EDGE_KINDS, FONT_SIZE, type Appearance } from '../appearance';
import { coordinate as c, linePath } from '../geometry';
import { FONT_FAMILY, ICON_SCALE, TEXT_COLOR, type Drawing, type DrawnVertex, type Outline } from './drawing';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// The drawing's text holds only characters XML allows.
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

function outlineSvg(outline: Outline): string {
  switch (outline.shape) {
    case 'ellipse':
      return `<ellipse class="s" cx="${c(outline.cx)}" cy="${c(outline.cy)}" rx="${c(outline.rx)}" ry="${c(outline.ry)}"/>`;
    case 'rect':
      return `<rect class="s" x="${c(outline.x)}" y="${c(outline.y)}" width="${c(outline.width)}" height="${c(outline.height)}" rx="${c(outline.radius)}"/>`;
    case 'path':
      return `<path class="s" d="${outline.d}"/>`;
  }
}

function vertexSvg(vertex: DrawnVertex, icons: ReadonlyMap<string, Appearance>): string {
  const icon = `<path class="i" transform="translate(${c(vertex.icon.x)} ${c(vertex.icon.y)}) scale(${ICON_SCALE})" d="${icons.get(vertex.kind)!.icon}"/>`;
  const text = vertex.lines.length
    ? `<text class="t">${vertex.lines.map((line) => `<tspan x="${c(line.x)}" y="${c(line.y)}">${escapeXml(line.text)}</tspan>`).join('')}</text>`
    : '';
  const title = vertex.title ? `<title>${escapeXml(vertex.title)}</title>` : '';
  return `<g class="v-${vertex.kind}">${title}${outlineSvg(vertex.outline)}${icon}${text}</g>`;
}

const STYLE = [
  `.t{font-family:${FONT_FAMILY};font-size:${FONT_SIZE}px;fill:${TEXT_COLOR};text-anchor:middle}`,
  '.i{fill-rule:evenodd;stroke-width:1}',
  ...APPEARANCE_KINDS.map(
    ([kind, look]) =>
      `.v-${kind} .s{fill:${look.background};stroke:${look.color};stroke-width:1.5${look.dashed ? ';stroke-dasharray:4 3' : ''}}` +
      `.v-${kind} .i{fill:${look.color};stroke:${look.color}}`,
  ),
  ...EDGE_KINDS.map(
    ([kind, look]) =>
      `.e-${kind}{fill:none;stroke:${look.color};stroke-width:${look.width}${look.dash ? `;stroke-dasharray:${look.dash}` : ''}}`,
  ),
].join('\n');

const MARKERS = EDGE_KINDS.map(
  ([kind, look]) =>
    `<marker id="arrow-${kind}" markerWidth="${ARROW.size}" markerHeight="${ARROW.size}" viewBox="${ARROW.viewBox}" markerUnits="strokeWidth" orient="auto" refX="0" refY="0">` +
    `<polyline points="${ARROW.points}" fill="${look.color}" stroke="${look.color}" stroke-width="1" stroke-linejoin="round"/></marker>`,
).join('');

/**
 * A drawing as a self-contained vector SVG: a shape, an icon and wrapped text per vertex, a path with a
 * marker arrowhead per edge, the styles embedded (no HTML, no foreignObject).
 */
export function drawingSvg(drawing: Drawing): string {
  const icons = new Map(APPEARANCE_KINDS);
  const { x, y, width, height } = drawing.frame;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${c(width)}" height="${c(height)}" viewBox="${c(x)} ${c(y)} ${c(width)} ${c(height)}">`,
    `<style>\n${STYLE}\n</style>`,
    `<defs>${MARKERS}</defs>`,
    `<rect x="${c(x)}" y="${c(y)}" width="${c(width)}" height="${c(height)}" fill="#ffffff"/>`,
    `<g>${drawing.edges.map((edge) => `<path class="e-${edge.kind}" d="${linePath(edge.from, edge.to)}" marker-end="url(#arrow-${edge.kind})"/>`).join('\n')}</g>`,
    `<g>${drawing.vertices.map((vertex) => vertexSvg(vertex, icons)).join('\n')}</g>`,
    '</svg>',
  ].join('\n');
}
