import { describe, expect, it } from 'vitest';
import { deriveCanvas, groupRelations, mergeModels, pageSignature, type IndexedModel } from './indexedShapes';

const vertex = (uuid: string, symbol: string) => ({ uuid, symbol, x: 0, y: 0, width: 10, height: 10 });

describe('deriveCanvas', () => {
  it('makes each vertex a placement and each edge a relation between its vertices symbols', () => {
    const derived = deriveCanvas('r', 'm', {
      vertices: [vertex('v1', 'customer'), vertex('v2', 'approve'), vertex('v3', 'customer')],
      edges: [
        { uuid: 'e1', fromVertex: 'v1', toVertex: 'v2', edgeType: 'FLOW' },
        { uuid: 'e2', fromVertex: 'v2', toVertex: 'v3', edgeType: 'ASSOCIATION' },
        { uuid: 'e3', fromVertex: 'v2', toVertex: 'gone', edgeType: 'FLOW' },
      ],
    });
    expect(derived.placements.map((p) => `${p.vertexId}:${p.symbolId}`)).toEqual([
      'v1:customer',
      'v2:approve',
      'v3:customer',
    ]);
    expect(derived.symbolIds).toEqual(['customer', 'approve']);
    expect(derived.relations.map((r) => `${r.fromSymbol}-${r.edgeType}->${r.toSymbol}`)).toEqual([
      'customer-FLOW->approve',
      'approve-ASSOCIATION->customer',
    ]);
    expect(derived.danglingEdges).toBe(1);
  });

  it('keeps two edges that share a uuid apart, and names an untyped edge', () => {
    const derived = deriveCanvas('r', 'm', {
      vertices: [vertex('v1', 'a'), vertex('v2', 'b')],
      edges: [
        { uuid: 'same', fromVertex: 'v1', toVertex: 'v2', edgeType: 'FLOW' },
        { uuid: 'same', fromVertex: 'v2', toVertex: 'v1' } as never,
      ],
    });
    expect(derived.relations.map((r) => [r.edgeId, r.edgeType])).toEqual([
      ['same', 'FLOW'],
      ['#1', 'UNTYPED'],
    ]);
  });
});

describe('mergeModels', () => {
  const model = (uuid: string, title: string, canvasReadAt = 0): IndexedModel => ({
    repositoryId: 'r',
    uuid,
    modelType: 'GENERAL_MODEL',
    titles: { en: title },
    canvasReadAt,
  });

  it('keeps an unchanged model as it is, re-puts a changed one with its canvas, adds new ones for reading', () => {
    const stored = [model('a', 'Approve', 5), model('b', 'Book', 7)];
    const merge = mergeModels(stored, [model('a', 'Approve'), model('b', 'Book invoice'), model('c', 'Close')], true);
    expect(merge.put).toEqual([model('b', 'Book invoice', 7), model('c', 'Close', 0)]);
    expect(merge.remove).toEqual([]);
  });

  it('removes what a complete walk no longer found, and nothing after an incomplete one', () => {
    const stored = [model('a', 'Approve', 5), model('b', 'Book', 7)];
    expect(mergeModels(stored, [model('a', 'Approve')], true).remove).toEqual(['b']);
    expect(mergeModels(stored, [model('a', 'Approve')], false).remove).toEqual([]);
  });
});

describe('pageSignature', () => {
  it('changes with the total, the order, or a title, and not with a translated flag', () => {
    const page = [
      { uuid: 'a', titles: { en: { title: 'A' } } },
      { uuid: 'b', titles: { en: { title: 'B' } } },
    ];
    const signature = pageSignature(2, page);
    expect(pageSignature(3, page)).not.toBe(signature);
    expect(pageSignature(2, [...page].reverse())).not.toBe(signature);
    expect(pageSignature(2, [page[0], { uuid: 'b', titles: { en: { title: 'Bee' } } }])).not.toBe(signature);
    const flagged = { title: 'A', translated: true };
    expect(pageSignature(2, [{ uuid: 'a', titles: { en: flagged } }, page[1]])).toBe(signature);
  });
});

describe('groupRelations', () => {
  const relation = (modelId: string, from: string, to: string, edgeType = 'FLOW') => ({
    repositoryId: 'r',
    modelId,
    edgeId: `${modelId}${from}${to}`,
    edgeType,
    fromSymbol: from,
    toSymbol: to,
  });

  it('groups by direction, edge type and the other symbol, counting edges and listing each model once', () => {
    const groups = groupRelations('customer', [
      relation('m1', 'customer', 'approve'),
      relation('m2', 'customer', 'approve'),
      relation('m2', 'customer', 'approve'),
      relation('m1', 'invoice', 'customer', 'ASSOCIATION'),
      relation('m3', 'other', 'approve'),
    ]);
    expect(groups).toEqual([
      {
        direction: 'outgoing',
        edgeType: 'FLOW',
        symbolId: 'approve',
        count: 3,
        models: [
          { repositoryId: 'r', modelId: 'm1' },
          { repositoryId: 'r', modelId: 'm2' },
        ],
      },
      {
        direction: 'incoming',
        edgeType: 'ASSOCIATION',
        symbolId: 'invoice',
        count: 1,
        models: [{ repositoryId: 'r', modelId: 'm1' }],
      },
    ]);
  });

  it('counts a self-loop both ways', () => {
    expect(groupRelations('a', [relation('m', 'a', 'a')]).map((g) => g.direction)).toEqual(['incoming', 'outgoing']);
  });
});
