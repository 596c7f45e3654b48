import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand, type EditEdge, type EditVertex, type WorkingCopy } from './editCommands';
import { replayOnto, type Replay } from './proposalReplay';

/** The copy a replay leaves, as the server's edit holds it after its first steps. */
const replayed = (current: WorkingCopy, replay: Replay) => replay.commands.reduce(applyCommand, current);

const vertex = (uuid: string, x = 0, y = 0, symbol = 's1'): EditVertex => ({
  uuid,
  symbol,
  x,
  y,
  width: 40,
  height: 20,
});
const edge = (uuid: string, fromVertex: string, toVertex: string, edgeType = 'flow'): EditEdge => ({
  uuid,
  fromVertex,
  toVertex,
  edgeType,
});
const copyOf = (vertices: EditVertex[], edges: EditEdge[] = [], title = 'Order'): WorkingCopy => ({
  modelType: 'process',
  titles: { en: title },
  descriptions: {},
  canvas: { vertices, edges },
});
const sorted = (copy: WorkingCopy) => ({
  ...copy,
  canvas: {
    vertices: [...copy.canvas.vertices].sort((a, b) => a.uuid.localeCompare(b.uuid)),
    edges: [...copy.canvas.edges].sort((a, b) => a.uuid.localeCompare(b.uuid)),
  },
});

describe('replaying a proposal on the model as it is now', () => {
  const began = copyOf([vertex('a'), vertex('b', 100), vertex('c', 200)], [edge('ab', 'a', 'b'), edge('bc', 'b', 'c')]);

  it('takes what only the proposal changed and keeps what only the model changed', () => {
    const proposed = copyOf(
      [vertex('a', 0, 50), vertex('b', 100), vertex('c', 200), vertex('d', 300)],
      [edge('ab', 'a', 'b', 'message'), edge('bc', 'b', 'c'), edge('cd', 'c', 'd')],
      'Order to cash',
    );
    const current = copyOf([vertex('a'), vertex('b', 100, 80), vertex('c', 200), vertex('e', 400)], began.canvas.edges);
    const replay = replayOnto(began, proposed, current);
    expect(replay.collisions).toEqual([]);
    const after = replayed(current, replay);
    expect(after.titles.en).toBe('Order to cash');
    expect(after.canvas.vertices.map((v) => [v.uuid, v.x, v.y])).toEqual([
      ['a', 0, 50],
      ['b', 100, 80],
      ['c', 200, 0],
      ['e', 400, 0],
      ['d', 300, 0],
    ]);
    expect(after.canvas.edges.find((e) => e.uuid === 'ab')?.edgeType).toBe('message');
    expect(after.canvas.edges.map((e) => e.uuid)).toContain('cd');
  });

  it('lists what both changed otherwise, and what the model took away, and replays the rest', () => {
    const proposed = copyOf([vertex('a', 10), vertex('b', 100, 0, 's2'), vertex('c', 200)], began.canvas.edges, 'New');
    const current = copyOf([vertex('a', 20), vertex('c', 200)], [], 'Renamed');
    const replay = replayOnto(began, proposed, current);
    expect(replay.collisions).toEqual([
      { kind: 'vertex', id: 'a', reason: 'changedInBoth' },
      { kind: 'vertex', id: 'b', reason: 'goneFromModel' },
      { kind: 'title', id: 'en', reason: 'changedInBoth' },
    ]);
    expect(replayed(current, replay)).toEqual(current);
  });

  it('does not take away a vertex the model joined a new edge to, nor join an edge to a vertex the model took away', () => {
    const proposed = copyOf([vertex('a'), vertex('b', 100)], [edge('ab', 'a', 'b'), edge('bb', 'b', 'b')]);
    const withoutC = copyOf([vertex('a'), vertex('c', 200)], [edge('ac', 'a', 'c'), edge('bc', 'a', 'c')]);
    const current = copyOf([...withoutC.canvas.vertices], [edge('ca', 'c', 'a')]);
    const replay = replayOnto(began, proposed, current);
    expect(replay.collisions).toEqual([
      { kind: 'vertex', id: 'c', reason: 'joinedInModel' },
      { kind: 'edge', id: 'bb', reason: 'endGone' },
    ]);
    expect(() => replayed(current, replay)).not.toThrow();
  });

  const canvases = fc
    .record({
      count: fc.integer({ min: 1, max: 12 }),
      removed: fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 4 }),
      moved: fc.array(fc.tuple(fc.integer({ min: 0, max: 11 }), fc.integer({ min: -99, max: 99 })), { maxLength: 6 }),
      added: fc.integer({ min: 0, max: 3 }),
      joins: fc.array(fc.tuple(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 14 })), { maxLength: 10 }),
      title: fc.string({ maxLength: 8 }),
    })
    .map(({ count, removed, moved, added, joins, title }) => {
      const vertices = Array.from({ length: count }, (_, n) => vertex(`v${n}`, n * 50));
      const began = copyOf(
        vertices,
        joins.filter(([a, b]) => a < count && b < count).map(([a, b], n) => edge(`e${n}`, `v${a}`, `v${b}`)),
      );
      const gone = new Set(removed.map((n) => `v${n}`));
      const shift = new Map(moved.map(([n, dx]) => [`v${n}`, dx]));
      const kept = vertices.filter((v) => !gone.has(v.uuid)).map((v) => ({ ...v, x: v.x + (shift.get(v.uuid) ?? 0) }));
      const fresh = Array.from({ length: added }, (_, n) => vertex(`n${n}`, n * 30, 200));
      const all = [...kept, ...fresh];
      const ids = new Set(all.map((v) => v.uuid));
      const edges = [
        ...began.canvas.edges.filter((e) => ids.has(e.fromVertex) && ids.has(e.toVertex)),
        ...joins
          .filter(() => all.length > 0)
          .map(([a, b], n) => edge(`f${n}`, all[a % all.length]!.uuid, all[b % all.length]!.uuid))
          .slice(0, 3),
      ];
      return { began, proposed: copyOf(all, edges, title || 'Order') };
    });

  it('on a model that has not changed, makes the proposal itself', () => {
    fc.assert(
      fc.property(canvases, ({ began, proposed }) => {
        const replay = replayOnto(began, proposed, began);
        expect(replay.collisions).toEqual([]);
        expect(sorted(replayed(began, replay))).toEqual(sorted(proposed));
      }),
    );
  });

  it('on a model that made the very same changes, changes nothing', () => {
    fc.assert(
      fc.property(canvases, ({ began, proposed }) => {
        expect(replayOnto(began, proposed, proposed)).toEqual({ commands: [], collisions: [] });
      }),
    );
  });
});
