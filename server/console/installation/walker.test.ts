import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGINES, freshConsoleDatabase } from '../../test/consoleDatabases.js';
import { startService, type TestService } from '../../test/harness.js';
import { cycleEnded, placementsByApi, WALKER_KEY, walkerOn, type Sent } from '../../test/installation.js';
import type { Installation } from './installation.js';

const placementsInIndex = async (installation: Installation) =>
  (
    await installation.engine.all<{ k: string }>(
      `SELECT repository_id || '/' || model_id || '/' || vertex_id || '/' || symbol_id AS k FROM index_placements`,
    )
  )
    .map((row) => row.k)
    .sort();

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serviceWithWalkerKey(config = {}): Promise<TestService> {
  const service = await startService({ config });
  service.stores.apiKeys.create('Walker', new Date(Date.now() + 86_400_000).toISOString(), WALKER_KEY);
  cleanups.push(() => service.close());
  return service;
}

describe.each(ENGINES)('the installation walker on %s', (engine) => {
  it('reads the whole demo installation over HTTP: the index holds every placement a walk of the API finds', async () => {
    const service = await serviceWithWalkerKey();
    const database = await freshConsoleDatabase(engine);
    cleanups.push(database.drop);
    const installation = await walkerOn(service, database.location);
    cleanups.push(() => installation.close());
    installation.startWalking();
    await cycleEnded(installation);
    expect(await placementsInIndex(installation)).toEqual(await placementsByApi(service));
    const { coverage } = (
      await installation.services.index.coverage((await installation.services.index.repositories()).map((r) => r.uuid))
    ).reduce(
      (sum, row) => ({
        coverage: { models: sum.coverage.models + row.models, read: sum.coverage.read + row.modelsRead },
      }),
      { coverage: { models: 0, read: 0 } },
    );
    expect(coverage.models).toBeGreaterThan(380);
    expect(coverage.read).toBe(coverage.models);
    // Symbols' titles are searchable too.
    const symbol = (
      await installation.engine.all<{ uuid: string; repository_id: string }>(
        'SELECT uuid, repository_id FROM index_symbols LIMIT 1',
      )
    )[0];
    const read = (await service.call(`/repositories/${symbol.repository_id}/symbols/${symbol.uuid}?projection=ALL`))
      .body;
    const title = Object.values(read.titles as Record<string, { title: string }>)[0].title;
    const hits = await installation.services.index.searchTitles(title, [symbol.repository_id], { kind: 'symbol' });
    expect(hits.map((hit) => hit.uuid)).toContain(symbol.uuid);
  });

  it('continues after a restart without reading again what it read, and the next cycle rewrites only what changed', async () => {
    const service = await serviceWithWalkerKey();
    const folder = mkdtempSync(join(tmpdir(), 'walker-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const database =
      engine === 'sqlite'
        ? { location: join(folder, 'console.db'), drop: async () => undefined }
        : await freshConsoleDatabase(engine);
    cleanups.push(database.drop);

    const first = await walkerOn(service, database.location);
    first.startWalking();
    const readCount = async (installation: Installation) =>
      Number(
        (
          await installation.engine.all<{ n: number }>(
            'SELECT count(*) AS n FROM index_models WHERE canvas_hash IS NOT NULL',
          )
        )[0].n,
      );
    while ((await readCount(first)) < 150) await new Promise((resolve) => setTimeout(resolve, 10));
    await first.close();

    const sent: Sent[] = [];
    const second = await walkerOn(service, database.location, { sent });
    cleanups.push(() => second.close());
    const readBefore = await readCount(second);
    second.startWalking();
    const ended = await cycleEnded(second);
    const total = await readCount(second);
    const canvasReads = sent.filter((request) => request.path.endsWith('/canvas')).length;
    // Only what the first run had not read, and the few it had in flight when it stopped.
    expect(canvasReads).toBeLessThanOrEqual(total - readBefore + 4);
    expect(canvasReads).toBeGreaterThanOrEqual(total - readBefore);

    // A draft accepted: a model leaves Drafts and one arrives in its target repository.
    const drafts = (await service.call('/repositories/draft/models?maxResults=1')).body.data as { uuid: string }[];
    const target = (await service.call('/repositories?maxResults=100')).body.data.find(
      (repository: { name: string }) => repository.name !== 'Drafts',
    ).uuid as string;
    const accepted = await service.call(`/repositories/${target}/models/${drafts[0].uuid}/versions/accept`, {
      method: 'POST',
      body: {},
    });
    expect(accepted.status).toBe(201);
    const outcomes = vi.spyOn(second.services.index, 'recordCanvas');
    await second.close();
    const third = await walkerOn(service, database.location);
    cleanups.push(() => third.close());
    const recorded = vi.spyOn(third.services.index, 'recordCanvas');
    third.startWalking();
    await cycleEnded(third, ended.lastCycleEndedAt);
    expect(outcomes).not.toHaveBeenCalled();
    const results = await Promise.all(recorded.mock.results.map((result) => result.value));
    expect(results.filter((outcome) => outcome === 'changed')).toEqual(['changed']);
    expect(results.filter((outcome) => outcome === 'unchanged').length).toBe(total - 1);
    expect(await placementsInIndex(third)).toEqual(await placementsByApi(service));
  }, 120_000);
});

describe('the installation walker and the rate limit', () => {
  it('spends at most its share of each window, and the service refuses none of its requests', async () => {
    const service = await serviceWithWalkerKey({ rateLimit: 120, rateLimitWindowSeconds: 1 });
    const sent: Sent[] = [];
    const installation = await walkerOn(service, ':memory:', { sharePercent: 50, sent });
    cleanups.push(() => installation.close());
    installation.startWalking();
    await cycleEnded(installation, 0, 60_000);
    expect(sent.length).toBeGreaterThan(400);
    expect(sent.filter((request) => request.status !== 200)).toEqual([]);
    // The service's own count of the window: never past 60 of 120.
    expect(Math.max(...sent.map((request) => request.limit - request.remaining))).toBeLessThanOrEqual(60);
  });
});
