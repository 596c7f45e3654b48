import { describe, expect, it } from 'vitest';
import type { RelationGroup } from '../../common/indexedShapes';
import type { SymbolRelations } from '../search/useSymbolUsage';
import { layoutRelations } from './relationsLayout';

const group = (direction: 'incoming' | 'outgoing', edgeType: string, symbolId: string, count = 1): RelationGroup => ({
  direction,
  edgeType,
  symbolId,
  count,
  models: [],
});

describe('layoutRelations', () => {
  it('puts what leads to the symbol before it and what it leads to after, and no two boxes overlap', () => {
    // Most frequent first, as the index groups them; the graph shows the first twelve.
    const groups = [
      ...Array.from({ length: 6 }, (_, n) =>
        group('outgoing', n % 3 ? 'FLOW' : 'INFORMATION_FLOW', `out-${n}`, 40 - n),
      ),
      ...Array.from({ length: 6 }, (_, n) => group('incoming', n % 2 ? 'FLOW' : 'ASSOCIATION', `in-${n}`, 30 - n)),
      group('outgoing', 'ASSOCIATION', 'out-0', 3),
    ];
    const relations: SymbolRelations = {
      groups,
      titles: new Map(groups.map((g) => [g.symbolId, `A rather long symbol title ${g.symbolId}`])),
      repositoryOf: new Map(),
      secondHop: new Map([['out-1', [group('outgoing', 'FLOW', 'far-1'), group('incoming', 'FLOW', 'in-3')]]]),
      modelTitles: new Map(),
    };
    const { nodes, edges, shown } = layoutRelations('me', relations);
    const at = new Map(nodes.map((node) => [node.id, node]));
    for (let n = 0; n < 6; n++) {
      expect(at.get(`in-${n}`)!.x).toBeLessThan(at.get('me')!.x);
      expect(at.get(`out-${n}`)!.x).toBeGreaterThan(at.get('me')!.x);
    }
    // Twelve of the thirteen relations, and the second hop of a neighbour shown.
    expect(shown).toBe(12);
    expect(edges).toHaveLength(14);
    const boxes = [
      ...nodes.map((node) => ({ what: node.id, ...node })),
      ...edges.map((edge) => ({ what: edge.label, ...edge.labelBox })),
    ];
    const overlap = (a: (typeof boxes)[number], b: (typeof boxes)[number]) =>
      Math.abs(a.x - b.x) * 2 < a.width + b.width && Math.abs(a.y - b.y) * 2 < a.height + b.height;
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++)
        expect(overlap(boxes[i], boxes[j]), `${boxes[i].what} / ${boxes[j].what}`).toBe(false);
  });
});
