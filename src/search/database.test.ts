import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { FIRST_SCHEMA, IndexDatabase } from './database';

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
    expect(await db.placements.where('[repositoryId+symbolId]').equals([B, 's1']).count()).toBe(1);
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

  it('writes a large canvas a share at a time, in place of the last one, and marks it read once all is in', async () => {
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
    const rows = async () => ({
      placements: await db.placements.where('[repositoryId+modelId]').equals([A, 'm']).count(),
      relations: await db.relations.where('[repositoryId+modelId]').equals([A, 'm']).count(),
      readAt: (await db.models.get([A, 'm']))!.canvasReadAt,
    });
    expect(await rows()).toEqual({ placements: 4500, relations: 4499, readAt: 5 });
    expect(await db.repositorySymbols.count()).toBe(7);
    // Read again, smaller: nothing of the last one is left.
    await db.recordCanvas(A, 'm', canvasOf(10, () => 's0') as never, 9);
    expect(await rows()).toEqual({ placements: 10, relations: 9, readAt: 9 });
    // A model the index no longer holds gets nothing.
    await db.recordCanvas(A, 'gone', canvasOf(10, () => 's0') as never, 9);
    expect(await db.placements.where('[repositoryId+modelId]').equals([A, 'gone']).count()).toBe(0);
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
