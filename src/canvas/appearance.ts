/** How each object type is drawn: shape, colour and an icon (its name is in lib/words); anything unknown gets the neutral default. */
export interface Appearance {
  color: string;
  background: string;
  radius: string;
  /** An SVG path in a 16x16 box; drawn with the type's colour, so no font has to have the glyph. */
  icon: string;
  dashed?: boolean;
}

const NEUTRAL: Appearance = { color: '#495057', background: '#f1f3f5', radius: '4px', icon: 'M8 2 14 8 8 14 2 8Z' };

export const APPEARANCES: Record<string, Appearance> = {
  ACTIVITY: { color: '#1c7ed6', background: '#e7f5ff', radius: '10px', icon: 'M4 2 13 8 4 14Z' },
  INTERESTED_PARTY: {
    color: '#e8590c',
    background: '#fff4e6',
    radius: '32px',
    icon: 'M8 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6ZM2 15c0-3 3-5 6-5s6 2 6 5Z',
  },
  EVENT: {
    color: '#2f9e44',
    background: '#ebfbee',
    radius: '50%',
    icon: 'M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
  },
  DATA_OBJECT: {
    color: '#7048e8',
    background: '#f3f0ff',
    radius: '2px 16px 2px 2px',
    icon: 'M3 1h7l3 3v11H3ZM5 7h6M5 10h6',
  },
  IT_SYSTEM: {
    color: '#0c8599',
    background: '#e3fafc',
    radius: '4px',
    icon: 'M1 2h14v9H1ZM5 14h6M8 11v3',
    dashed: true,
  },
};

const known = (objectType: string | undefined): objectType is string =>
  !!objectType && Object.hasOwn(APPEARANCES, objectType);

// Own keys only: an object type called "constructor" must not find Object.prototype's.
export const appearanceOf = (objectType: string | undefined) => (known(objectType) ? APPEARANCES[objectType] : NEUTRAL);

/** Every object type's look, the default included, by the name `appearanceKind` gives it. */
export const APPEARANCE_KINDS: [string, Appearance][] = [['default', NEUTRAL], ...Object.entries(APPEARANCES)];

/** The name of an object type's look, safe in a class name or an id whatever the service sends. */
export const appearanceKind = (objectType: string | undefined) => (known(objectType) ? objectType : 'default');

/** Room for a title in a vertex, with 11 px text estimated generously at 7 px a character. */
export const CHARACTER_WIDTH = 7;
export const LINE_HEIGHT = 14; // 11 px at a line height of 1.2, rounded up
export const FONT_SIZE = 11;
export const PADDING = 4;
export const ICON_SIZE = 12;
export const ICON_GAP = 4;
const INSET = 2 * PADDING + ICON_SIZE + ICON_GAP;

/** Narrower than this, a vertex (an event's circle) has no room for a title: it is written beneath, as BPMN tools do. */
export const SMALL_VERTEX = 90;
/** The width of a title written beneath its vertex. */
export const BENEATH_WIDTH = 140;
/** A title has at most this many lines; what does not fit ends in an ellipsis (the full title is its tooltip). */
export const MAX_TITLE_LINES = 3;

/** How a vertex's title is laid out: inside with as many lines as its height allows (up to three), or beneath. */
export function titleLayout(width: number, height: number): { beneath: boolean; lines: number } {
  if (width < SMALL_VERTEX) return { beneath: true, lines: MAX_TITLE_LINES };
  return {
    beneath: false,
    lines: Math.max(1, Math.min(MAX_TITLE_LINES, Math.floor((height - 2 * PADDING) / LINE_HEIGHT))),
  };
}

/**
 * Whether a title may not fit its lines: too long for them, or a word longer than a line. Only those
 * vertices clip their content: a clip on every one of 2,000 nodes made the first paint about 5% slower and
 * every frame of a pan slower still, and most titles fit with room to spare.
 */
export function titleMayOverflow(title: string | undefined, width: number, height: number): boolean {
  if (!title) return false;
  const { beneath, lines } = titleLayout(width, height);
  const perLine = Math.max(1, Math.floor((beneath ? BENEATH_WIDTH : width - INSET) / CHARACTER_WIDTH));
  return title.length > perLine * lines || title.split(/\s+/).some((word) => word.length > perLine);
}

/** The class of a vertex's element (inside React Flow's node); the look itself comes from CANVAS_CSS. */
export function vertexClassName(vertex: {
  objectType: string | undefined;
  match: boolean;
  clip: boolean;
  beneath?: boolean;
  lines?: number;
}): string {
  const kind = appearanceKind(vertex.objectType);
  const lines = vertex.clip && vertex.lines && vertex.lines < MAX_TITLE_LINES ? ` vertex-lines-${vertex.lines}` : '';
  return `vertex vertex-${kind}${vertex.match ? ' vertex-match' : ''}${vertex.beneath ? ' vertex-beneath' : ''}${vertex.clip ? ' vertex-clip' : ''}${lines}`;
}

const iconUrl = (look: Appearance) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="${look.icon}" fill="${look.color}" stroke="${look.color}" stroke-width="1" fill-rule="evenodd"/></svg>`,
  )}")`;

const typeRule = (name: string, look: Appearance) =>
  `.vertex-${name}{border:1.5px ${look.dashed ? 'dashed' : 'solid'} ${look.color};background:${look.background};border-radius:${look.radius}}` +
  `.vertex-${name}::before{background-image:${iconUrl(look)}}`;

/** How each edge type is drawn; anything unknown gets a plain grey line. Every edge ends in an arrow. */
export interface EdgeLook {
  color: string;
  /** The colour on the dark canvas, where `color` would be too dark to see. */
  darkColor: string;
  width: number;
  dash?: string;
}

const PLAIN_EDGE: EdgeLook = { color: '#868e96', darkColor: '#adb5bd', width: 1 };

export const EDGE_LOOKS: Record<string, EdgeLook> = {
  FLOW: { color: '#495057', darkColor: '#dee2e6', width: 1.6 },
  ASSOCIATION: { color: '#e8590c', darkColor: '#ffa94d', width: 1, dash: '6 4' },
  INFORMATION_FLOW: { color: '#7048e8', darkColor: '#b197fc', width: 1, dash: '2 3' },
};

/** The name of an edge type's look, safe in a class name or an id whatever the service sends. */
export const edgeKind = (edgeType: string) => (Object.hasOwn(EDGE_LOOKS, edgeType) ? edgeType : 'default');

/**
 * The arrowhead every edge ends in, as React Flow draws its own: a marker of `size` times the stroke width
 * over a `viewBox` of 20 units, whose `points` have the tip at (0, 0) pointing along the edge.
 */
export const ARROW = {
  size: 16,
  viewBox: '-10 -10 20 20',
  points: '-5,-4 0,0 -5,4 -5,-4',
  /** Pixels per unit of `points` for an edge of stroke width 1. */
  unit: 16 / 20,
};

/**
 * Below this zoom a title would be under 4 px high and an icon a dot: a canvas small enough to be elements at
 * any zoom (see PICTURE_ABOVE) then leaves out titles and icons and draws dashes solid (a dash would be under
 * 2 px), most of the work of every frame of a pan. Colours, outlines and highlights stay; zoom in and the
 * details come back.
 */
export const FAR_ZOOM = 0.3;

/** Every kind of edge with its look, the default included: one arrowhead each. */
export const EDGE_KINDS: [string, EdgeLook][] = [['default', PLAIN_EDGE], ...Object.entries(EDGE_LOOKS)];

// The canvas draws each kind's edges as one line path and one arrowhead path (see EdgeLayer).
// The legend draws each kind's line with the same rules as the canvas.
const edgeRule = (kind: string, look: EdgeLook) =>
  `.canvas-edges .edge-${kind},.legend-edge .edge-${kind}{fill:none;stroke:${look.color};stroke-width:${look.width}${look.dash ? `;stroke-dasharray:${look.dash}` : ''}}` +
  `.canvas-edges .arrow-${kind},.legend-edge .arrow-${kind}{fill:${look.color};stroke:${look.color};stroke-width:${look.width * ARROW.unit};stroke-linejoin:round}` +
  `.react-flow.dark .canvas-edges .edge-${kind},[data-mantine-color-scheme=dark] .legend-edge .edge-${kind}{stroke:${look.darkColor}}` +
  `.react-flow.dark .canvas-edges .arrow-${kind},[data-mantine-color-scheme=dark] .legend-edge .arrow-${kind}{stroke:${look.darkColor};fill:${look.darkColor}}`;

/**
 * The canvas's look as one stylesheet, made from APPEARANCES and EDGE_LOOKS. A class per object type (and
 * the icon as a background image) keeps each of 2,000 nodes to a single element with a text, where inline
 * styles and an SVG per node cost about a fifth of a large canvas's first draw.
 */
export const CANVAS_CSS = [
  `.vertex{width:100%;height:100%;box-sizing:border-box;display:flex;align-items:center;justify-content:center;gap:${ICON_GAP}px;padding:${PADDING}px;color:#212529;font-size:${FONT_SIZE}px;line-height:1.2;text-align:center}`,
  // Titles wrap to the box, between words where they can, and end in an ellipsis after the lines that fit (the
  // full title is its tooltip). A clip is a layer of its own for the browser to place on every frame of a pan:
  // only vertices whose title may not fit have one.
  `.vertex-clip .vertex-title{min-width:0;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:${MAX_TITLE_LINES};line-clamp:${MAX_TITLE_LINES};overflow:hidden;overflow-wrap:anywhere}`,
  ...Array.from(
    { length: MAX_TITLE_LINES - 1 },
    (_, n) => `.vertex-clip.vertex-lines-${n + 1} .vertex-title{-webkit-line-clamp:${n + 1};line-clamp:${n + 1}}`,
  ),
  // A small vertex's title is written beneath it, on the canvas's own colours.
  `.vertex-beneath .vertex-title{position:absolute;top:calc(100% + 3px);left:50%;width:${BENEATH_WIDTH}px;margin-left:-${BENEATH_WIDTH / 2}px;color:var(--canvas-text)}`,
  '.react-flow{--canvas-text:#212529}',
  '.react-flow.dark{--canvas-text:#e9ecef}',
  // Beneath the vertices (z-index -1 in the viewport), a 1 px box that draws beyond itself, never in the pointer's way.
  '.canvas-edges{position:absolute;left:0;top:0;width:1px;height:1px;overflow:visible;pointer-events:none;z-index:-1}',
  // The picture of a large canvas (CanvasPicture) fills the frame beneath React Flow's panes and panels.
  '.canvas-picture{position:absolute;left:0;top:0;width:100%;height:100%;pointer-events:none}',
  '.canvas-far .vertex-title,.canvas-far .vertex::before{visibility:hidden}',
  '.canvas-far .vertex{border-style:solid}',
  '.canvas-far .canvas-edges path{stroke-dasharray:none}',
  '.canvas-loading{z-index:5;background:var(--mantine-color-body);border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.2)}',
  '.canvas-frame:focus-visible{outline:2px solid var(--mantine-color-blue-6);outline-offset:2px}',
  '.canvas-frame:fullscreen{background:var(--mantine-color-body)}',
  // A legend entry is a vertex in miniature: the same classes, in a box of its own; its lines take the dark canvas's colours.
  '.legend-vertex{display:inline-block;flex:none;width:30px;height:18px}',
  '.legend-vertex .vertex{padding:2px}',
  `.vertex::before{content:"";flex:none;width:${ICON_SIZE}px;height:${ICON_SIZE}px;background-size:contain}`,
  '.react-flow__node.selected > .vertex{border-width:3px}',
  '.vertex-match{box-shadow:0 0 0 4px #fab005}',
  // A vertex that open comments are on (a proposal's review): a count at its top right corner.
  '.vertex-comments{position:absolute;top:-9px;right:-9px;min-width:18px;height:18px;padding:0 4px;border-radius:9px;background:#1c7ed6;color:#fff;font-size:11px;font-weight:700;line-height:18px;text-align:center;pointer-events:none}',
  ...APPEARANCE_KINDS.map(([kind, look]) => typeRule(kind, look)),
  ...EDGE_KINDS.map(([kind, look]) => edgeRule(kind, look)),
].join('\n');
