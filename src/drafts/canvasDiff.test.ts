import { describe, expect, it } from 'vitest';
import { compareCanvases, type DiffCanvas, type DiffEdge, type DiffVertex } from './canvasDiff';

const EN = 'en';
const DE = 'de';

const vertex = (
  uuid: string,
  symbol: string,
  x: number,
  y: number,
  title: string,
  extra: Partial<DiffVertex> = {},
): DiffVertex => ({
  uuid,
  symbol,
  x,
  y,
  width: 100,
  height: 60,
  titles: { [EN]: title },
  objectType: 'ACTIVITY',
  ...extra,
});
const edge = (uuid: string, fromVertex: string, toVertex: string, edgeType = 'FLOW'): DiffEdge => ({
  uuid,
  fromVertex,
  toVertex,
  edgeType,
});

/** A chain a → b → c → d, with its own vertex and edge uuids. */
function chain(prefix: string): { vertices: DiffVertex[]; edges: DiffEdge[] } {
  return {
    vertices: [
      vertex(`${prefix}a`, 'sa', 0, 0, 'Receive order'),
      vertex(`${prefix}b`, 'sb', 200, 0, 'Check stock'),
      vertex(`${prefix}c`, 'sc', 400, 0, 'Ship goods'),
      vertex(`${prefix}d`, 'sd', 600, 0, 'Send invoice'),
    ],
    edges: [
      edge(`${prefix}ab`, `${prefix}a`, `${prefix}b`),
      edge(`${prefix}bc`, `${prefix}b`, `${prefix}c`),
      edge(`${prefix}cd`, `${prefix}c`, `${prefix}d`),
    ],
  };
}

describe('compareCanvases', () => {
  it('finds nothing between a canvas and its copy under other uuids', () => {
    const result = compareCanvases(chain('base-'), chain('draft-'), EN);
    expect(result.changes).toEqual([]);
    expect(result.pairs.get('draft-a')).toBe('base-a');
    expect([...result.draft.vertices.values()].every((state) => state === 'same')).toBe(true);
  });

  it('tells two added, one removed with its edges, one retitled and one rewired, and nothing else', () => {
    const base = chain('b-');
    const draft = chain('d-');
    // Removed: c, and with it b→c and c→d. Rewired: a→b to a→d (both old ends stay). New: b→d. Added: e and f, with an edge between them.
    draft.vertices = draft.vertices.filter((v) => v.uuid !== 'd-c');
    draft.edges = [edge('d-ad', 'd-a', 'd-d'), edge('d-bd', 'd-b', 'd-d')];
    draft.vertices.push(vertex('d-e', 'se', 0, 300, 'Archive'), vertex('d-f', 'sf', 200, 300, 'Notify customer'));
    draft.edges.push(edge('d-ef', 'd-e', 'd-f'));
    // Retitled: d places another symbol at the same place.
    draft.vertices = draft.vertices.map((v) =>
      v.uuid === 'd-d' ? { ...v, symbol: 'sd2', titles: { [EN]: 'Send the invoice by mail' } } : v,
    );

    const { changes } = compareCanvases(base, draft, EN);
    const kinds = changes.map((c) => c.kind);
    expect(kinds.filter((k) => k === 'vertex-added')).toHaveLength(2);
    expect(changes.find((c) => c.kind === 'vertex-removed')).toEqual({
      kind: 'vertex-removed',
      before: 'b-c',
      edges: ['b-bc', 'b-cd'],
    });
    expect(changes.find((c) => c.kind === 'vertex-changed')).toEqual({
      kind: 'vertex-changed',
      before: 'b-d',
      after: 'd-d',
      aspects: ['title', 'symbol'],
      titles: [{ language: EN, before: 'Send invoice', after: 'Send the invoice by mail' }],
    });
    // a→b became a→d (one shared end, both ends kept); b→d is new, between vertices on both canvases.
    expect(changes.filter((c) => c.kind === 'edge-rewired')).toEqual([
      { kind: 'edge-rewired', before: 'b-ab', after: 'd-ad' },
    ]);
    expect(changes.filter((c) => c.kind === 'edge-added')).toEqual([{ kind: 'edge-added', after: 'd-bd' }]);
    // The edge between the two new vertices is told with them.
    const added = changes.filter((c) => c.kind === 'vertex-added');
    expect(added.flatMap((c) => (c.kind === 'vertex-added' ? c.edges : []))).toEqual(['d-ef']);
    expect(changes).toHaveLength(6);
  });

  it('pairs by symbol, then by normalised title, then by place', () => {
    const base: DiffCanvas = {
      vertices: [
        vertex('b1', 's1', 0, 0, 'Alpha'),
        vertex('b2', 's2', 500, 0, 'Qualitätsprüfung'),
        vertex('b3', 's3', 1000, 0, 'Gamma'),
      ],
      edges: [],
    };
    const draft: DiffCanvas = {
      vertices: [
        vertex('d1', 's1', 40, 400, 'Alpha'), // same symbol, elsewhere: moved
        vertex('d2', 'x2', 500, 0, '  QUALITATSPRUFUNG '), // another symbol, the same title but for case and accents
        vertex('d3', 'x3', 1010, 5, 'Delta'), // another symbol and title, (nearly) the same place
      ],
      edges: [],
    };
    const result = compareCanvases(base, draft, EN);
    expect(Object.fromEntries(result.pairs)).toEqual({ d1: 'b1', d2: 'b2', d3: 'b3' });
    expect(result.draft.vertices.get('d1')).toBe('moved');
    expect(result.draft.vertices.get('d3')).toBe('changed');
    expect(result.changes.find((c) => c.kind === 'vertex-changed' && c.after === 'd3')).toMatchObject({
      aspects: ['title', 'symbol', 'moved'],
    });
  });

  it('does not call a canvas shifted as a whole moved, and tells a type change and titles per language', () => {
    const base = chain('b-');
    const draft = chain('d-');
    draft.vertices = draft.vertices.map((v) => ({ ...v, x: v.x + 300, y: v.y + 120 }));
    draft.vertices[0] = {
      ...draft.vertices[0],
      objectType: 'EVENT',
      titles: { [EN]: 'Receive order', [DE]: 'Auftrag empfangen' },
    };
    const result = compareCanvases(base, draft, EN);
    expect(result.offset).toEqual({ x: 300, y: 120 });
    expect(result.changes).toEqual([
      {
        kind: 'vertex-changed',
        before: 'b-a',
        after: 'd-a',
        aspects: ['title', 'type'],
        titles: [{ language: DE, before: undefined, after: 'Auftrag empfangen' }],
      },
    ]);
  });

  it('tells a retyped edge, and an edge kept by uuid whose end moved as rewired', () => {
    const base = chain('x-');
    const draft = chain('x-');
    draft.edges = [
      edge('x-ab', 'x-a', 'x-b', 'INFORMATION_FLOW'),
      edge('x-bc', 'x-b', 'x-d'),
      edge('x-cd', 'x-c', 'x-d'),
    ];
    const { changes } = compareCanvases(base, draft, EN);
    expect(changes).toEqual([
      { kind: 'edge-rewired', before: 'x-bc', after: 'x-bc' },
      { kind: 'edge-retyped', before: 'x-ab', after: 'x-ab' },
    ]);
  });

  it('pairs a symbol placed many times nearest first', () => {
    const base: DiffCanvas = {
      vertices: [vertex('b1', 's', 0, 0, 'Task'), vertex('b2', 's', 300, 0, 'Task')],
      edges: [],
    };
    const draft: DiffCanvas = {
      vertices: [vertex('d2', 's', 300, 0, 'Task'), vertex('d1', 's', 0, 0, 'Task')],
      edges: [],
    };
    expect(Object.fromEntries(compareCanvases(base, draft, EN).pairs)).toEqual({ d1: 'b1', d2: 'b2' });
  });

  it('of a symbol placed many times, tells one gone here and one new far away as removed and added, not moved', () => {
    const base: DiffCanvas = {
      vertices: [vertex('b1', 's', 0, 0, 'Task'), vertex('b2', 's', 300, 0, 'Task'), vertex('b3', 's', 600, 0, 'Task')],
      edges: [],
    };
    const draft: DiffCanvas = {
      vertices: [
        vertex('d1', 's', 0, 0, 'Task'),
        vertex('d3', 's', 600, 0, 'Task'),
        vertex('d9', 's', 3000, 2000, 'Task'),
      ],
      edges: [],
    };
    const result = compareCanvases(base, draft, EN);
    expect(Object.fromEntries(result.pairs)).toEqual({ d1: 'b1', d3: 'b3' });
    expect(result.changes).toEqual([
      { kind: 'vertex-added', after: 'd9', edges: [] },
      { kind: 'vertex-removed', before: 'b2', edges: [] },
    ]);
  });

  it('compares with an empty canvas: everything added', () => {
    const result = compareCanvases({ vertices: [], edges: [] }, chain('d-'), EN);
    expect(result.changes.map((c) => c.kind)).toEqual(['vertex-added', 'vertex-added', 'vertex-added', 'vertex-added']);
    expect(result.changes.flatMap((c) => (c.kind === 'vertex-added' ? c.edges : []))).toHaveLength(3);
  });
});
