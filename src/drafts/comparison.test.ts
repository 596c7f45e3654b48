import { describe, expect, it } from 'vitest';
import { compareCanvases, type DiffCanvas, type DiffVertex } from './canvasDiff';
import { changeBounds, changeState, comparedSides, describeChange } from './comparison';

const EN = 'en';
const names: Record<string, string> = { en: 'English', fr: 'Français' };
const vertex = (
  uuid: string,
  symbol: string,
  x: number,
  titles: Record<string, string>,
  objectType = 'ACTIVITY',
): DiffVertex => ({
  uuid,
  symbol,
  x,
  y: 0,
  width: 100,
  height: 60,
  titles,
  objectType,
});

function words(base: DiffCanvas, draft: DiffCanvas) {
  const comparison = compareCanvases(base, draft, EN);
  const sides = comparedSides(base, draft, comparison);
  return {
    comparison,
    sides,
    said: comparison.changes.map((change) => describeChange(change, sides, EN, (uuid) => names[uuid])),
  };
}

describe('the comparison in words', () => {
  const base: DiffCanvas = {
    vertices: [
      vertex('b1', 's1', 0, { en: 'Receive order' }),
      vertex('b2', 's2', 200, { en: 'Check stock', fr: 'Vérifier le stock' }),
      vertex('b3', 's3', 400, { en: 'Ship' }),
    ],
    edges: [
      { uuid: 'e1', fromVertex: 'b1', toVertex: 'b2', edgeType: 'FLOW' },
      { uuid: 'e2', fromVertex: 'b2', toVertex: 'b3', edgeType: 'FLOW' },
    ],
  };

  it('names each change by the titles of what it is about, in the reading language', () => {
    const draft: DiffCanvas = {
      vertices: [
        vertex('d1', 's1', 0, { en: 'Receive order' }, 'EVENT'),
        vertex('d2', 's9', 200, { en: 'Check the stock', fr: 'Contrôler le stock' }),
        vertex('d4', 's4', 800, { en: 'Invoice' }),
      ],
      edges: [
        { uuid: 'f1', fromVertex: 'd1', toVertex: 'd2', edgeType: 'INFORMATION_FLOW' },
        { uuid: 'f2', fromVertex: 'd2', toVertex: 'd4', edgeType: 'FLOW' },
      ],
    };
    const { said } = words(base, draft);
    expect(said).toEqual([
      'Added “Invoice”, with its edge',
      'Removed “Ship”, with its edge',
      'Changed “Receive order”: type Activity → Event',
      'Changed “Check stock”: title (English) “Check stock” → “Check the stock”, and in 1 more language; another symbol',
      'Edge “Receive order” → “Check the stock”: Sequence flow → Information flow',
    ]);
  });

  it('says a move alone as a move, colours each change by its kind, and frames its vertices', () => {
    const draft: DiffCanvas = {
      vertices: [
        vertex('d1', 's1', 0, { en: 'Receive order' }),
        vertex('d2', 's2', 260, { en: 'Check stock', fr: 'Vérifier le stock' }),
        vertex('d3', 's3', 400, { en: 'Ship' }),
      ],
      edges: base.edges.map((e) => ({
        ...e,
        fromVertex: e.fromVertex.replace('b', 'd'),
        toVertex: e.toVertex.replace('b', 'd'),
      })),
    };
    const { comparison, sides, said } = words(base, draft);
    expect(said).toEqual(['Moved “Check stock”']);
    expect(changeState(comparison.changes[0])).toBe('moved');
    // Both places, the old and the new, are in view.
    expect(changeBounds(comparison.changes[0], sides)).toEqual({ x: 200, y: 0, width: 160, height: 60 });
  });

  it('tells a rewired edge by both its ends before and after', () => {
    const draft: DiffCanvas = {
      vertices: base.vertices.map((v) => ({ ...v, uuid: v.uuid.replace('b', 'd') })),
      edges: [
        { uuid: 'e1', fromVertex: 'd1', toVertex: 'd3', edgeType: 'FLOW' },
        { uuid: 'e2', fromVertex: 'd2', toVertex: 'd3', edgeType: 'FLOW' },
      ],
    };
    expect(words(base, draft).said).toEqual([
      'Edge rewired: “Receive order” → “Check stock” now “Receive order” → “Ship”',
    ]);
  });
});
