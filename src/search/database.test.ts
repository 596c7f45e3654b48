import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { FIRST_SCHEMA, IndexDatabase } from './database';
import { browserUsage } from './usageSources';

const A = 'repository-a';
const B = 'repository-b';

describe('the index database', () => {
  it('upgrades an index of symbols kept by uuid alone to symbols per repository, keeping what was read', async () => {
    const name = `upgrade-${Math.random()}`;
    // The first schema, as a console of the last release left it.
    const old = new Dexie(name);
    old.version(1).stores(FIRST_SCHEMA);
    await old.table('symbols').bulkPut([
      { repositoryId: A, uuid: 's1', titles: { en: 'Check order' }, titlesReadAt: 5 },
      { repositoryId: B, uuid: 's2', titles: { en: 'Ship' }, titlesReadAt: 5 },
    ]);
    // s1 is placed in both repositories; it was read in A only.
    await old.table('placements').bulkPut([
      { repositoryId: A, modelId: 'm1', vertexId: 'v1', symbolId: 's1' },
      { repositoryId: B, modelId: 'm2', vertexId: 'v2', symbolId: 's1' },
      { repositoryId: B, modelId: 'm2', vertexId: 'v3', symbolId: 's2' },
    ]);
    old.close();

    const db = new IndexDatabase(name);
    const symbols = await db.repositorySymbols.toArray();
    expect(symbols.sort((a, b) => `${a.repositoryId}${a.uuid}`.localeCompare(`${b.repositoryId}${b.uuid}`))).toEqual([
      { repositoryId: A, uuid: 's1', titles: { en: 'Check order' }, titlesReadAt: 5 },
      { repositoryId: B, uuid: 's1', titles: {}, titlesReadAt: 0 },
      { repositoryId: B, uuid: 's2', titles: { en: 'Ship' }, titlesReadAt: 5 },
    ]);
    expect((await browserUsage(db).placements('s1', { repositoryId: B, across: false })).placements).toEqual([
      { repositoryId: B, modelId: 'm2', vertexId: 'v2', symbolId: 's1' },
    ]);
    db.close();
    await Dexie.delete(name);
  });

  it('upgrades placements and relations kept a row each to one row per canvas, a page at a time', async () => {
    const name = `canvas-rows-${Math.random()}`;
    const old = new Dexie(name);
    old.version(3).stores({
      ...FIRST_SCHEMA,
      symbols: null,
      repositorySymbols: '[repositoryId+uuid], uuid, titlesReadAt',
      placements: '[repositoryId+modelId+vertexId], [repositoryId+modelId], symbolId, [repositoryId+symbolId]',
    });
    // More placements than one page of the move, so that a canvas is split across two.
    const vertices = 10_003;
    const vertex = (n: number) => `v${String(n).padStart(5, '0')}`;
    await old.table('placements').bulkPut([
      ...Array.from({ length: vertices }, (_, n) => ({
        repositoryId: A,
        modelId: 'big',
        vertexId: vertex(n),
        symbolId: `s${n % 3}`,
      })),
      { repositoryId: B, modelId: 'small', vertexId: 'v', symbolId: 's0' },
    ]);
    await old.table('relations').bulkPut([
      { repositoryId: A, modelId: 'big', edgeId: 'e1', edgeType: 'FLOW', fromSymbol: 's0', toSymbol: 's1' },
      { repositoryId: A, modelId: 'big', edgeId: 'e2', edgeType: 'FLOW', fromSymbol: 's1', toSymbol: 's2' },
    ]);
    old.close();

    const db = new IndexDatabase(name);
    const big = (await db.canvases.get([A, 'big']))!;
    expect(big.placements).toHaveLength(vertices);
    expect(big.placements[vertices - 1]).toEqual([vertex(vertices - 1), `s${(vertices - 1) % 3}`]);
    expect(big.symbolIds.sort()).toEqual(['s0', 's1', 's2']);
    expect(big.relatedSymbols.sort()).toEqual(['s0', 's1', 's2']);
    expect(await db.canvases.get([B, 'small'])).toMatchObject({ placements: [['v', 's0']], relations: [] });
    const usage = browserUsage(db);
    expect((await usage.placements('s0', { repositoryId: A, across: true })).placements).toHaveLength(
      Math.ceil(vertices / 3) + 1,
    );
    expect((await usage.relations(['s0'], { repositoryId: A, across: false })).map((r) => r.edgeId)).toEqual(['e1']);
    expect(db.tables.map((table) => table.name).sort()).not.toContain('placements');
    db.close();
    await Dexie.delete(name);
  });

  it('records a symbol placed in two repositories once in each', async () => {
    const db = new IndexDatabase(`two-${Math.random()}`);
    for (const repositoryId of [A, B]) {
      await db.models.put({ repositoryId, uuid: 'm', titles: {}, canvasReadAt: 0 });
      await db.recordCanvas(repositoryId, 'm', { vertices: [{ uuid: 'v', symbol: 's' }], edges: [] } as never, 1);
    }
    expect(
      (await db.repositorySymbols.where('uuid').equals('s').toArray()).map((symbol) => symbol.repositoryId).sort(),
    ).toEqual([A, B]);
    db.close();
    await Dexie.delete(db.name);
  });

  it('writes a canvas in place of the last one read, and nothing for a model the index no longer holds', async () => {
    const db = new IndexDatabase(`large-${Math.random()}`);
    const canvasOf = (count: number, symbol: (n: number) => string) => ({
      vertices: Array.from({ length: count }, (_, n) => ({ uuid: `v${n}`, symbol: symbol(n) })),
      edges: Array.from({ length: count - 1 }, (_, n) => ({
        uuid: `e${n}`,
        fromVertex: `v${n}`,
        toVertex: `v${n + 1}`,
        edgeType: 'FLOW',
      })),
    });
    await db.models.put({ repositoryId: A, uuid: 'm', titles: {}, canvasReadAt: 0 });
    await db.recordCanvas(A, 'm', canvasOf(4500, (n) => `s${n % 7}`) as never, 5);
    const rows = async () => {
      const row = await db.canvases.get([A, 'm']);
      return {
        placements: row?.placements.length,
        relations: row?.relations.length,
        readAt: (await db.models.get([A, 'm']))!.canvasReadAt,
      };
    };
    expect(await rows()).toEqual({ placements: 4500, relations: 4499, readAt: 5 });
    expect(await db.repositorySymbols.count()).toBe(7);
    // Read again, smaller: nothing of the last one is left.
    await db.recordCanvas(A, 'm', canvasOf(10, () => 's0') as never, 9);
    expect(await rows()).toEqual({ placements: 10, relations: 9, readAt: 9 });
    // A model the index no longer holds gets nothing.
    await db.recordCanvas(A, 'gone', canvasOf(10, () => 's0') as never, 9);
    expect(await db.canvases.get([A, 'gone'])).toBeUndefined();
    db.close();
    await Dexie.delete(db.name);
  });

  it('stores canvases read together in one write: rows, new symbols, the models read, one gone, one unlisted', async () => {
    const db = new IndexDatabase(`batch-${Math.random()}`);
    const canvas = (...symbols: string[]) =>
      ({ vertices: symbols.map((symbol, n) => ({ uuid: `v${n}`, symbol })), edges: [] }) as never;
    await db.models.bulkPut(['m1', 'm2', 'm3'].map((uuid) => ({ repositoryId: A, uuid, titles: {}, canvasReadAt: 0 })));
    await db.models.put({ repositoryId: B, uuid: 'm1', titles: {}, canvasReadAt: 0 });
    await db.repositorySymbols.put({ repositoryId: A, uuid: 's1', titles: { en: 'Check' }, titlesReadAt: 3 });
    await db.recordCanvases(
      [
        { repositoryId: A, modelId: 'm1', canvas: canvas('s1', 's2') },
        { repositoryId: A, modelId: 'm2', canvas: canvas('s2', 's3') },
        { repositoryId: B, modelId: 'm1', canvas: canvas('s2') },
        { repositoryId: A, modelId: 'm3', canvas: undefined },
        { repositoryId: A, modelId: 'unlisted', canvas: canvas('s9') },
      ],
      7,
    );
    expect((await db.canvases.toArray()).map((row) => [row.repositoryId, row.modelId, row.symbolIds])).toEqual([
      [A, 'm1', ['s1', 's2']],
      [A, 'm2', ['s2', 's3']],
      [B, 'm1', ['s2']],
    ]);
    expect((await db.models.toArray()).map((model) => [model.repositoryId, model.uuid, model.canvasReadAt])).toEqual([
      [A, 'm1', 7],
      [A, 'm2', 7],
      [A, 'm3', -1],
      [B, 'm1', 7],
    ]);
    // Each symbol placed once per repository; the one already read keeps its titles.
    expect(await db.repositorySymbols.toArray()).toEqual([
      { repositoryId: A, uuid: 's1', titles: { en: 'Check' }, titlesReadAt: 3 },
      { repositoryId: A, uuid: 's2', titles: {}, titlesReadAt: 0 },
      { repositoryId: A, uuid: 's3', titles: {}, titlesReadAt: 0 },
      { repositoryId: B, uuid: 's2', titles: {}, titlesReadAt: 0 },
    ]);
    db.close();
    await Dexie.delete(db.name);
  });

  it('lets go of the database as the page is hidden: a transaction still running ends, and the next query opens it again', async () => {
    const db = new IndexDatabase(`hidden-${Math.random()}`);
    await db.models.put({ repositoryId: A, uuid: 'm', titles: {}, canvasReadAt: 0 });
    // The page is hidden in the middle of a write.
    const writing = db.transaction('rw', db.models, async () => {
      await db.models.put({ repositoryId: A, uuid: 'n', titles: {}, canvasReadAt: 0 });
      db.letGo();
      await db.models.put({ repositoryId: A, uuid: 'o', titles: {}, canvasReadAt: 0 });
    });
    await expect(writing).rejects.toThrow();
    expect(db.isOpen()).toBe(false);
    // Nothing of the aborted write is kept; the next query opens the database.
    expect((await db.models.toArray()).map((model) => model.uuid)).toEqual(['m']);
    expect(db.isOpen()).toBe(true);
    db.close();
    await Dexie.delete(db.name);
  });
});
