import type { CanvasWithSymbols } from './queries';
import { boundsOf, type Box } from '../canvas';
import { titleMap } from '../../common/indexedShapes';
import { labelFor } from '../lib/words';
import type { CanvasChange, CanvasComparison, DiffCanvas, DiffEdge, DiffVertex } from './canvasDiff';
import { t } from '../i18n/translate';

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
    return text ? t('quote.text', { text }) : t('compare.untitledVertex');
  };
  const ends = (side: Side, uuid: string) => {
    const edge = sides[side].edges.get(uuid);
    return edge
      ? t('compare.ends', { from: title(side, edge.fromVertex), to: title(side, edge.toVertex) })
      : t('compare.anEdge');
  };
  switch (change.kind) {
    case 'vertex-added':
      return t('compare.added', { vertex: title('draft', change.after), edges: change.edges.length });
    case 'vertex-removed':
      return t('compare.removed', { vertex: title('base', change.before), edges: change.edges.length });
    case 'vertex-changed': {
      if (change.aspects.length === 1 && change.aspects[0] === 'moved')
        return t('compare.moved', { vertex: title('draft', change.after) });
      const parts: string[] = [];
      if (change.aspects.includes('title')) {
        const shown = change.titles.find((each) => each.language === language) ?? change.titles[0];
        const quote = (text: string | undefined) => (text ? t('quote.text', { text }) : t('compare.none'));
        const others = change.titles.length - 1;
        parts.push(
          t('compare.titlePart', {
            language: languageName(shown.language),
            before: quote(shown.before),
            after: quote(shown.after),
            others,
          }),
        );
      }
      if (change.aspects.includes('type')) {
        parts.push(
          t('compare.typePart', {
            before: labelFor('objectType', sides.base.vertices.get(change.before)?.objectType),
            after: labelFor('objectType', sides.draft.vertices.get(change.after)?.objectType),
          }),
        );
      }
      if (change.aspects.includes('symbol'))
        parts.push(t(change.aspects.includes('title') ? 'compare.anotherSymbol' : 'compare.anotherSymbolSameTitle'));
      if (change.aspects.includes('moved')) parts.push(t('compare.movedPart'));
      return t('compare.changed', { vertex: title('base', change.before), parts: parts.join('; ') });
    }
    case 'edge-added':
      return t('compare.edgeAdded', { ends: ends('draft', change.after) });
    case 'edge-removed':
      return t('compare.edgeRemoved', { ends: ends('base', change.before) });
    case 'edge-rewired':
      return t('compare.edgeRewired', { before: ends('base', change.before), after: ends('draft', change.after) });
    case 'edge-retyped': {
      const was = sides.base.edges.get(change.before)?.edgeType;
      const is = sides.draft.edges.get(change.after)?.edgeType;
      return t('compare.edgeRetyped', {
        ends: ends('draft', change.after),
        before: labelFor('edgeType', was),
        after: labelFor('edgeType', is),
      });
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
