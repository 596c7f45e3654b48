import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MODELS, DEMO_REPOSITORIES, LANGUAGES } from '../../service/seed/demo.js';
import { ADMIN_TOKEN, DEMO_KEY, type TestService } from '../../test/harness.js';
import { serviceWithInstallation } from '../../test/installation.js';
import type { Installation } from './installation.js';
import { CONSOLE_API_PREFIX } from '../api/operations.js';

let service: TestService;
let installation: Installation;

beforeAll(async () => {
  // The walk's next cycle is ten minutes away: whatever the index learns below, it learns ahead of the walk.
  ({ service, installation } = await serviceWithInstallation({ consoleDatabase: ':memory:', authCacheSeconds: 300 }));
}, 60_000);
afterAll(async () => {
  await installation?.close();
  await service?.close();
});

const consoleApi = async <T = any>(path: string) => {
  const answer = await fetch(`${service.baseUrl.replace('/api/v1', '')}${CONSOLE_API_PREFIX}${path}`, {
    headers: { 'x-api-key': DEMO_KEY },
  });
  return (await answer.json()) as T;
};

/** Waits (at most `withinMs`) until the index finds `title`; how long that took. */
async function foundWithin(title: string, uuid: string, withinMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    const { hits } = await consoleApi<{ hits: { uuid: string }[] }>(`/index/titles?q=${encodeURIComponent(title)}`);
    if (hits.some((hit) => hit.uuid === uuid)) return Date.now() - start;
    if (Date.now() - start > withinMs) throw new Error(`"${title}" not found within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function createDraft(title: string): Promise<{ uuid: string; symbols: string[] }> {
  const source = `/repositories/${DEMO_REPOSITORIES.enterprise.uuid}/models/${DEMO_MODELS.hostileDescription}/canvas`;
  const [a, b] = (await service.call(source)).body.vertices as { symbol: string }[];
  const created = await service.call('/repositories/draft/models', {
    method: 'POST',
    body: {
      modelType: 'GENERAL_MODEL',
      titles: { [LANGUAGES.en.uuid]: { title } },
      canvas: {
        vertices: [
          { symbol: a!.symbol, x: 0, y: 0, width: 100, height: 50 },
          { symbol: b!.symbol, x: 200, y: 0, width: 100, height: 50 },
        ],
        edges: [],
      },
    },
  });
  expect(created.status).toBe(201);
  return { uuid: created.body.uuid as string, symbols: [a!.symbol, b!.symbol] };
}

describe('the installation index, fresh after what passes the server', () => {
  it('finds a draft created, and the same draft once accepted into its target, within 2 s', async () => {
    const draft = await createDraft('Reconcile supplier invoices quarterly');
    expect(await foundWithin('Reconcile supplier invoices', draft.uuid, 2000)).toBeLessThan(2000);

    const target = DEMO_REPOSITORIES.itService.uuid;
    const accepted = await fetch(`${service.baseUrl}/repositories/${target}/models/${draft.uuid}/versions/accept`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(accepted.status).toBe(201);
    const model = (await accepted.json()) as { uuid: string };
    expect(await foundWithin('Reconcile supplier invoices', model.uuid, 2000)).toBeLessThan(2000);
    // Its canvas follows: where its symbols are placed now counts it.
    await installation.freshness!.settled();
    const { placements } = await consoleApi<{ placements: { modelId: string }[] }>(
      `/index/symbols/${draft.symbols[0]}/placements?repository=${target}`,
    );
    expect(placements.map((placement) => placement.modelId)).toContain(model.uuid);
  });

  it('reads a canvas a person opens again where the index’s copy is over an hour old', async () => {
    const repository = DEMO_REPOSITORIES.enterprise.uuid;
    const model = DEMO_MODELS.hostileDescription;
    const twoHoursAgo = Date.now() - 2 * 3_600_000;
    await installation.engine.run('UPDATE index_models SET canvas_read_at = ? WHERE repository_id = ? AND uuid = ?', [
      twoHoursAgo,
      repository,
      model,
    ]);
    expect((await service.call(`/repositories/${repository}/models/${model}/canvas`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await installation.freshness!.settled();
    expect(await installation.services.index.canvasReadAt(repository, model)).toBeGreaterThan(Date.now() - 60_000);
    // A copy read a minute ago is fresh enough: nothing is read for it.
    const sentBefore = installation.reader!.sent;
    expect((await service.call(`/repositories/${repository}/models/${model}/canvas`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(installation.reader!.sent).toBe(sentBefore);
  });
});
