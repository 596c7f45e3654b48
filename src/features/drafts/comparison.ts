import type { CanvasWithSymbols } from '../../api/queries/review';
import { boundsOf, type Box } from '../../canvas/geometry';
import { titleMap } from '../../searchIndex/indexedShapes';
import { labelFor } from '../../lib/words';
import type { CanvasChange, CanvasComparison, DiffCanvas, DiffEdge, DiffVertex } from './canvasDiff';

/** A canvas and its symbols as the comparison reads them. */
export function diffSide({ canvas, symbols }: CanvasWithSymbols): DiffCanvas {
  return {
    vertices: canvas.vertices.map((vertex) => {
      const symbol = symbols.get(vertex.symbol);
      return { ...vertex, titles: titleMap(symbol?.titles), objectType: symbol?.objectType };
    }),
    edges: canvas.edges,
  };
}

/** Both sides of a comparison, indexed, with the draft's offset (see CanvasComparison.offset) applied to the base. */
export interface ComparedSides {
  base: { vertices: ReadonlyMap<string, DiffVertex>; edges: ReadonlyMap<string, DiffEdge> };
  draft: { vertices: ReadonlyMap<string, DiffVertex>; edges: ReadonlyMap<string, DiffEdge> };
}

export function comparedSides(base: DiffCanvas, draft: DiffCanvas, comparison: CanvasComparison): ComparedSides {
  const { x, y } = comparison.offset;
  return {
    base: {
      vertices: new Map(base.vertices.map((v) => [v.uuid, { ...v, x: v.x + x, y: v.y + y }])),
      edges: new Map(base.edges.map((e) => [e.uuid, e])),
    },
    draft: {
      vertices: new Map(draft.vertices.map((v) => [v.uuid, v])),
      edges: new Map(draft.edges.map((e) => [e.uuid, e])),
    },
  };
}

type Side = 'base' | 'draft';

/** What a change says in words, with titles in `language` (else any). */
export function describeChange(
  change: CanvasChange,
  sides: ComparedSides,
  language: string | undefined,
  languageName: (uuid: string) => string,
): string {
  const title = (side: Side, uuid: string) => {
    const titles = sides[side].vertices.get(uuid)?.titles ?? {};
    const text = (language && titles[language]) || Object.values(titles)[0];
    return text ? `“${text}”` : 'an untitled vertex';
  };
  const ends = (side: Side, uuid: string) => {
    const edge = sides[side].edges.get(uuid);
    return edge ? `${title(side, edge.fromVertex)} → ${title(side, edge.toVertex)}` : 'an edge';
  };
  const withEdges = (edges: readonly string[]) =>
    edges.length ? `, with ${edges.length === 1 ? 'its edge' : `its ${edges.length} edges`}` : '';
  switch (change.kind) {
    case 'vertex-added':
      return `Added ${title('draft', change.after)}${withEdges(change.edges)}`;
    case 'vertex-removed':
      return `Removed ${title('base', change.before)}${withEdges(change.edges)}`;
    case 'vertex-changed': {
      if (change.aspects.length === 1 && change.aspects[0] === 'moved') return `Moved ${title('draft', change.after)}`;
      const parts: string[] = [];
      if (change.aspects.includes('title')) {
        const shown = change.titles.find((t) => t.language === language) ?? change.titles[0];
        const quote = (text: string | undefined) => (text ? `“${text}”` : 'none');
        const others = change.titles.length - 1;
        parts.push(
          `title (${languageName(shown.language)}) ${quote(shown.before)} → ${quote(shown.after)}${others > 0 ? `, and in ${others} more language${others > 1 ? 's' : ''}` : ''}`,
        );
      }
      if (change.aspects.includes('type')) {
        parts.push(
          `type ${labelFor('objectType', sides.base.vertices.get(change.before)?.objectType)} → ${labelFor('objectType', sides.draft.vertices.get(change.after)?.objectType)}`,
        );
      }
      if (change.aspects.includes('symbol'))
        parts.push(change.aspects.includes('title') ? 'another symbol' : 'another symbol with the same title');
      if (change.aspects.includes('moved')) parts.push('moved');
      return `Changed ${title('base', change.before)}: ${parts.join('; ')}`;
    }
    case 'edge-added':
      return `Edge added: ${ends('draft', change.after)}`;
    case 'edge-removed':
      return `Edge removed: ${ends('base', change.before)}`;
    case 'edge-rewired':
      return `Edge rewired: ${ends('base', change.before)} now ${ends('draft', change.after)}`;
    case 'edge-retyped': {
      const was = sides.base.edges.get(change.before)?.edgeType;
      const is = sides.draft.edges.get(change.after)?.edgeType;
      return `Edge ${ends('draft', change.after)}: ${labelFor('edgeType', was)} → ${labelFor('edgeType', is)}`;
    }
  }
}

/** The vertices a change is about, on each side (an edge's by its two ends). */
export function changeVertices(change: CanvasChange, sides: ComparedSides): { base: string[]; draft: string[] } {
  const endsOf = (side: Side, uuid: string) => {
    const edge = sides[side].edges.get(uuid);
    return edge ? [edge.fromVertex, edge.toVertex] : [];
  };
  switch (change.kind) {
    case 'vertex-added':
      return { base: [], draft: [change.after] };
    case 'vertex-removed':
      return { base: [change.before], draft: [] };
    case 'vertex-changed':
      return { base: [change.before], draft: [change.after] };
    case 'edge-added':
      return { base: [], draft: endsOf('draft', change.after) };
    case 'edge-removed':
      return { base: endsOf('base', change.before), draft: [] };
    default:
      return { base: endsOf('base', change.before), draft: endsOf('draft', change.after) };
  }
}

/** What both canvases show for a change: the box around what it is about, in the draft's coordinates. */
export function changeBounds(change: CanvasChange, sides: ComparedSides): Box | undefined {
  const { base, draft } = changeVertices(change, sides);
  const boxes: Box[] = [
    ...draft.flatMap((uuid) => sides.draft.vertices.get(uuid) ?? []),
    ...base.flatMap((uuid) => sides.base.vertices.get(uuid) ?? []),
  ];
  return boxes.length ? boundsOf(boxes) : undefined;
}

/** The state a change colours its list entry with. */
export function changeState(change: CanvasChange): 'added' | 'removed' | 'changed' | 'moved' {
  if (change.kind === 'vertex-added' || change.kind === 'edge-added') return 'added';
  if (change.kind === 'vertex-removed' || change.kind === 'edge-removed') return 'removed';
  if (change.kind === 'vertex-changed' && change.aspects.length === 1 && change.aspects[0] === 'moved') return 'moved';
  return 'changed';
}
