import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deriveCanvas, mergeModels } from '../../../common/indexedShapes.js';
import { ENGINES, freshConsoleDatabase } from '../../test/consoleDatabases.js';
import { DirectoryStore } from './directoryStore.js';
import { IndexStore } from './indexStore.js';
import { createSchema } from '../consoleDatabase.js';
import { openSqlEngine, type SqlEngine } from '../database/sql.js';
import { WalkerState } from './walkerState.js';

const R1 = '11111111-1111-4111-8111-111111111111';
const R2 = '22222222-2222-4222-8222-222222222222';
const EN = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const DE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const model = (repositoryId: string, uuid: string, titles: Record<string, string>) => ({
  repositoryId,
  uuid,
  titles,
  canvasReadAt: 0,
});

const canvas = (repositoryId: string, modelId: string, symbols: string[]) =>
  deriveCanvas(repositoryId, modelId, {
    vertices: symbols.map((symbol, n) => ({ uuid: `v${n}`, symbol })),
    edges: symbols
      .slice(1)
      .map((_, n) => ({ uuid: `e${n}`, fromVertex: `v${n}`, toVertex: `v${n + 1}`, edgeType: 'FLOW' })),
  });

describe.each(ENGINES)('the console server stores on %s', (engine) => {
  let engineHandle: SqlEngine;
  let drop: () => Promise<void>;
  let index: IndexStore;

  beforeEach(async () => {
    const database = await freshConsoleDatabase(engine);
    drop = database.drop;
    engineHandle = await openSqlEngine(database.location);
    await createSchema(engineHandle);
    // A second start on the same database finds the schema there.
    await createSchema(engineHandle);
    index = new IndexStore(engineHandle);
    for (const uuid of [R1, R2])
      await index.saveRepository({ uuid, name: uuid === R1 ? 'Library' : 'Other', languages: [], listedAt: 1000 });
  });
  afterEach(async () => {
    await engineHandle.close();
    await drop();
  });

  it('finds titles in every language, with case, accents and spacing folded, substrings included, best first', async () => {
    await index.applyModels(
      R1,
      mergeModels(
        [],
        [
          model(R1, 'm1', { [EN]: 'Quality management', [DE]: 'Qualitätsmanagement' }),
          model(R1, 'm2', { [EN]: 'Manage  quality   audits' }),
          model(R1, 'm3', { [EN]: 'Qualität' }),
        ],
        true,
      ),
    );
    const hits = async (query: string) =>
      (await index.searchTitles(query, [R1])).map((hit) => `${hit.uuid}:${hit.title}`);
    expect(await hits('QUALITATSMANAGEMENT')).toEqual(['m1:Qualitätsmanagement']);
    expect(await hits('qualität')).toEqual(['m3:Qualität', 'm1:Qualitätsmanagement']);
    // Every word, anywhere, in any order; spacing runs are one space.
    expect(await hits('audits   manage')).toEqual(['m2:Manage  quality   audits']);
    expect(await hits('age qual')).toEqual(['m1:Quality management', 'm2:Manage  quality   audits']);
    // Words shorter than a trigram are still found ("ä" is "a"); each model once, by its best title.
    expect(await hits('ä')).toEqual(['m3:Qualität', 'm1:Quality management', 'm2:Manage  quality   audits']);
    expect(await hits('zz')).toEqual([]);
    // LIKE's wildcards are letters in a query.
    expect(await hits('%')).toEqual([]);
    expect(await hits('_')).toEqual([]);
  });

  it('finds models whose titles share at least half the words of a draft’s, most shared first', async () => {
    await index.applyModels(
      R1,
      mergeModels(
        [],
        [
          model(R1, 'p', { [EN]: 'Approve purchase order', [DE]: 'Bestellung genehmigen' }),
          model(R1, 's', { [EN]: 'Approve sales order' }),
          model(R1, 'g', { [EN]: 'Ship goods' }),
        ],
        true,
      ),
    );
    await index.applyModels(R2, mergeModels([], [model(R2, 'o', { [EN]: 'Approve purchase order' })], true));
    const similar = await index.similarTitles(['Approve the purchase order', 'Bestellung'], [R1]);
    expect(similar.map((hit) => [hit.uuid, hit.score])).toEqual([
      ['p', 1],
      ['s', 0.5],
    ]);
    expect(similar[0].title).toBe('Bestellung genehmigen');
    expect(await index.similarTitles(['Ship it'], [R1])).toMatchObject([{ uuid: 'g', score: 0.5 }]);
    expect(await index.similarTitles([''], [R1])).toEqual([]);
  });

  it('keeps titles with HTML, right-to-left marks and 10 KB as the text they are', async () => {
    const html = '<b>Bold</b> & <script>alert(1)</script>';
    const rtl = '\u200fطلب شراء\u200f';
    const long = `Long ${'x'.repeat(10_240)}`;
    await index.applyModels(
      R1,
      mergeModels(
        [],
        [model(R1, 'h', { [EN]: html }), model(R1, 'r', { [EN]: rtl }), model(R1, 'l', { [EN]: long })],
        true,
      ),
    );
    expect((await index.searchTitles('<script>', [R1]))[0].title).toBe(html);
    expect((await index.searchTitles('طلب', [R1]))[0].title).toBe(rtl);
    expect((await index.searchTitles('long xxx', [R1]))[0].title).toBe(long);
    expect((await index.modelTitles([{ repositoryId: R1, uuid: 'r' }], [R1]))[0].titles[EN]).toBe(rtl);
  });

  it('answers only from the repositories given', async () => {
    await index.applyModels(R1, mergeModels([], [model(R1, 'a', { [EN]: 'Shared title' })], true));
    await index.applyModels(R2, mergeModels([], [model(R2, 'b', { [EN]: 'Shared title' })], true));
    await index.recordCanvas(R1, 'a', canvas(R1, 'a', ['s1', 's2']), 'h1', 2000);
    await index.recordCanvas(R2, 'b', canvas(R2, 'b', ['s1', 's3']), 'h2', 2000);
    expect((await index.searchTitles('shared', [R2])).map((hit) => hit.uuid)).toEqual(['b']);
    expect((await index.placements('s1', [R1])).map((p) => p.modelId)).toEqual(['a']);
    expect((await index.relations(['s1'], [R2])).map((r) => r.toSymbol)).toEqual(['s3']);
    expect(await index.modelTitles([{ repositoryId: R2, uuid: 'b' }], [R1])).toEqual([]);
    expect(await index.searchTitles('shared', [])).toEqual([]);
    expect((await index.coverage([R1])).map((row) => [row.uuid, row.models, row.modelsRead])).toEqual([[R1, 1, 1]]);
  });

  it('rewrites a canvas only when its hash changed, and drops what a removed model placed', async () => {
    await index.applyModels(R1, mergeModels([], [model(R1, 'm', { [EN]: 'Order' })], true));
    expect(await index.recordCanvas(R1, 'm', canvas(R1, 'm', ['s1', 's2']), 'one', 2000)).toBe('changed');
    expect(await index.recordCanvas(R1, 'm', canvas(R1, 'm', ['s1', 's2']), 'one', 3000)).toBe('unchanged');
    expect(await index.canvasesDue(2500, 10)).toEqual([]);
    expect(await index.canvasesDue(3500, 10)).toEqual([{ repositoryId: R1, uuid: 'm' }]);
    expect(await index.recordCanvas(R1, 'm', canvas(R1, 'm', ['s3']), 'two', 4000)).toBe('changed');
    expect(await index.placements('s1', [R1])).toEqual([]);
    expect((await index.placements('s3', [R1])).map((p) => p.vertexId)).toEqual(['v0']);
    expect(await index.recordCanvas(R1, 'gone', canvas(R1, 'gone', ['s1']), 'x', 4000)).toBe('unknown-model');

    await index.applyModels(R1, mergeModels(await index.models(R1), [], true));
    expect(await index.placements('s3', [R1])).toEqual([]);
    expect(await index.searchTitles('order', [R1])).toEqual([]);
    await index.removeUnplacedSymbols();
    expect(await index.symbolsDue(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
  });

  it('reads symbol titles into the search, and forgets a repository whole', async () => {
    await index.applyModels(R1, mergeModels([], [model(R1, 'm', { [EN]: 'Order' })], true));
    await index.recordCanvas(R1, 'm', canvas(R1, 'm', ['s1']), 'h', 2000);
    expect(await index.symbolsDue(2000, 10)).toEqual([{ repositoryId: R1, uuid: 's1' }]);
    await index.recordSymbol(R1, 's1', { objectType: 'TASK', titles: { [EN]: 'Check the invoice' } }, 2500);
    expect(await index.searchTitles('invoice', [R1], { kind: 'symbol' })).toEqual([
      { kind: 'symbol', repositoryId: R1, uuid: 's1', language: EN, title: 'Check the invoice' },
    ]);
    expect(await index.searchTitles('invoice', [R1], { kind: 'model' })).toEqual([]);
    expect(await index.symbols(['s1'], [R1])).toEqual([
      { repositoryId: R1, uuid: 's1', objectType: 'TASK', titles: { [EN]: 'Check the invoice' } },
    ]);
    await index.removeRepository(R1);
    expect(await index.searchTitles('invoice', [R1])).toEqual([]);
    expect(await index.placements('s1', [R1])).toEqual([]);
    expect((await index.repositories()).map((r) => r.uuid)).toEqual([R2]);
  });

  it.runIf(engine === 'postgres')(
    'takes PostgreSQL’s statistics again after a first walk, not when autovacuum comes round to it',
    async () => {
      const lastVacuum = async () =>
        (
          await engineHandle.all<{ at: Date | null }>(
            "SELECT last_vacuum AS at FROM pg_stat_user_tables WHERE relname = 'index_titles'",
          )
        )[0].at;
      await index.applyModels(R1, mergeModels([], [model(R1, 'one', { [EN]: 'A single model' })], true));
      expect(await lastVacuum()).toBeNull();
      const many = Array.from({ length: 5000 }, (_, n) => model(R1, `m${n}`, { [EN]: `Process ${n}` }));
      await index.applyModels(R1, mergeModels([], many, true));
      expect(await lastVacuum()).not.toBeNull();
      expect(await index.searchTitles('process 4999', [R1])).toHaveLength(1);
    },
  );

  it('grants the walk to one holder at a time, and to another once the lease runs out or is given up', async () => {
    const state = new WalkerState(engineHandle);
    const asked = await Promise.all([state.lease('a', 1000, 500), state.lease('b', 1000, 500)]);
    expect(asked.filter(Boolean)).toHaveLength(1);
    const [holder, other] = asked[0] ? ['a', 'b'] : ['b', 'a'];
    expect(await state.lease(holder, 1200, 500)).toBe(true);
    expect(await state.lease(other, 1600, 500)).toBe(false);
    expect(await state.lease(other, 1701, 500)).toBe(true);
    await state.release(other);
    expect(await state.lease(holder, 1702, 500)).toBe(true);
    await state.write('walkStatus', { phase: 'idle' });
    expect(await state.read('walkStatus')).toEqual({ phase: 'idle' });
  });

  it('keeps the directory: names written, renamed and removed; seeded only while no one has written', async () => {
    const directory = new DirectoryStore(engineHandle);
    const user = {
      uuid: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
      kind: 'user' as const,
      name: 'Ana',
      email: 'ana@example.com',
    };
    const group = { uuid: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', kind: 'group' as const, name: 'Auditors' };
    expect(await directory.seed([user], 10)).toBe(true);
    expect(await directory.seed([group], 11)).toBe(false);
    await directory.put([{ ...user, name: 'Ana Lima' }, group], 20);
    expect(await directory.read()).toEqual({ entries: [{ ...user, name: 'Ana Lima' }, group], changedAt: 20 });
    expect(await directory.remove(group.uuid, 30)).toBe(true);
    expect(await directory.remove(group.uuid, 40)).toBe(false);
    expect(await directory.read()).toEqual({ entries: [{ ...user, name: 'Ana Lima' }], changedAt: 30 });
  });
});

describe('the coverage query on SQLite', () => {
  it('reads every figure from an index, never the models’ rows (EXPLAIN QUERY PLAN)', async () => {
    const engine = await openSqlEngine(':memory:');
    await createSchema(engine);
    const statements: [string, readonly unknown[]][] = [];
    const recording: SqlEngine = {
      ...engine,
      all: (sql, params = []) => (statements.push([sql, params]), engine.all(sql, params)),
    };
    await new IndexStore(recording).coverage([R1, R2]);
    expect(statements).toHaveLength(1);
    const [sql, params] = statements[0]!;
    const plan = await engine.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, params as string[]);
    const onModels = plan.map((step) => step.detail).filter((detail) => / m\b/.test(detail));
    expect(onModels).toEqual([
      'SEARCH m USING COVERING INDEX sqlite_autoindex_index_models_1 (repository_id=?)',
      'SEARCH m USING INDEX index_models_read_by_repository (repository_id=?)',
      'SEARCH m USING INDEX index_models_read_by_repository (repository_id=?)',
    ]);
    await engine.close();
  });
});
