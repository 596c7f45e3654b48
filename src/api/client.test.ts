import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REPOSITORIES, LANGUAGES } from '../../server/service/seed/demo';
import { DEMO_KEY, startService, type TestService } from '../../server/test/harness';
import { ApiClient } from './client';
import { listAccessors, createAccessor } from './endpoints/accessors';
import { listModels, createDraft } from './endpoints/models';
import { listRepositories } from './endpoints/repositories';
import { ApiError } from './errors';
import { walkPages } from '../../common/pagination';
import type { SchedulerEvent } from './scheduler';

const QUOTA = 5;
const WINDOW_SECONDS = 2;
let service: TestService;
beforeAll(async () => {
  service = await startService({
    config: { rateLimit: QUOTA, rateLimitWindowSeconds: WINDOW_SECONDS, faultHeaders: true },
  });
});
afterAll(() => service.close());

const ENTERPRISE = DEMO_REPOSITORIES.enterprise.uuid;
const QUALITY = DEMO_REPOSITORIES.quality.uuid;
const countAccessors = () => (service.db.prepare('SELECT count(*) AS n FROM accessors').get() as { n: number }).n;
let userCounter = 0;
const newUser = () => `00000000-0000-4000-8000-${String(++userCounter).padStart(12, '0')}`;

/** A client with its own scheduler, recording what it sends and every URL it asks for. */
function makeClient(options: { key?: string; timeoutMs?: number } = {}) {
  const urls: string[] = [];
  const client = new ApiClient(
    { baseUrl: service.baseUrl, credential: { kind: 'apiKey', key: options.key ?? DEMO_KEY } },
    {
      timeoutMs: options.timeoutMs,
      scheduler: { jitterMs: 100 },
      fetch: (input, init) => {
        urls.push(String(input));
        return fetch(input, init);
      },
    },
  );
  const events: SchedulerEvent[] = [];
  client.scheduler.onEvent((event) => events.push(event));
  return { client, events, urls };
}

/** Spends this identity's window outside the scheduler, so that its next request meets a 429. */
async function exhaustQuota() {
  await waitForFreshWindow();
  for (let i = 0; i < QUOTA + 1; i++) {
    await fetch(`${service.baseUrl}/repositories`, { headers: { 'x-api-key': DEMO_KEY } });
  }
}

async function waitForFreshWindow() {
  const response = await fetch(`${service.baseUrl}/repositories`, { headers: { 'x-api-key': DEMO_KEY } });
  const reset = Number(response.headers.get('x-ratelimit-reset') ?? response.headers.get('retry-after'));
  await new Promise((resolve) => setTimeout(resolve, reset * 1000 + 50));
}

describe('the scheduler under a small quota', () => {
  it('sends at once while a slot is free, and queues what goes beyond the concurrency of 4', async () => {
    await waitForFreshWindow();
    const { client, urls } = makeClient();
    const pages = Array.from({ length: 5 }, (_, i) => listRepositories(client, { startAt: i, maxResults: 1 }));
    // Sent before anything awaits: a prefetch made while React draws leaves before the drawing ends.
    expect(urls).toHaveLength(4);
    await Promise.all(pages);
    expect(urls).toHaveLength(5);
  });

  it('walks 12 pages with every item once, pausing at least Retry-After after any 429', async () => {
    await exhaustQuota();
    const { client, events } = makeClient();
    const result = await walkPages((startAt, maxResults) => listModels(client, ENTERPRISE, { startAt, maxResults }), {
      pageSize: 22,
    });

    expect(result.pages).toBe(12);
    expect(result.items).toHaveLength(result.total);
    expect(new Set(result.items.map((m) => m.uuid)).size).toBe(result.total);
    const limited = events.filter((e) => e.type === 'rate-limited');
    expect(limited.length).toBeGreaterThanOrEqual(1); // the quota was spent before the walk began
    for (const event of limited) {
      const next = events.find((e) => e.type === 'send' && e.at > event.at);
      expect(next).toBeDefined();
      expect(next!.at - event.at).toBeGreaterThanOrEqual(event.retryAfterSeconds * 1000);
    }
    // Proactive pacing: at most one 429 per window walked.
    expect(limited.length).toBeLessThanOrEqual(Math.ceil(12 / QUOTA) + 1);
  });

  it('holds every parallel read while a 429 block lasts: none is sent during it', async () => {
    await exhaustQuota();
    const { client, events } = makeClient();
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, i) => listRepositories(client, { startAt: i % 4, maxResults: 1 })),
    );
    expect(pages).toHaveLength(6);
    const first = events.find((e) => e.type === 'rate-limited');
    expect(first).toBeDefined();
    if (first?.type !== 'rate-limited') return;
    const sentDuringBlock = events.filter((e) => e.type === 'send' && e.at > first.at && e.at < first.until);
    expect(sentDuringBlock).toEqual([]);
  });

  it('applies a write rejected with 429 exactly once, after the wait', async () => {
    await exhaustQuota();
    const { client, events } = makeClient();
    const before = countAccessors();
    const created = await createAccessor(client, QUALITY, { type: 'user', user: newUser() });
    expect(created.uuid).toBeTruthy();
    expect(countAccessors()).toBe(before + 1);
    const sends = events.filter((e) => e.type === 'send' && e.method === 'POST');
    expect(sends).toHaveLength(2);
    const limited = events.find((e) => e.type === 'rate-limited');
    expect(limited?.type === 'rate-limited' && sends[1].at - limited.at).toBeGreaterThanOrEqual(
      limited?.type === 'rate-limited' ? limited.retryAfterSeconds * 1000 : Infinity,
    );
  });
});

describe('writes with an unknown outcome', () => {
  it.each([
    ['status=500', undefined],
    ['drop', undefined],
    ['delay=1500', 300],
  ])('x-fault: %s is sent exactly once and surfaces as unknown', async (fault, timeoutMs) => {
    await waitForFreshWindow();
    const { client, events } = makeClient({ timeoutMs });
    const before = countAccessors();
    const error = await client
      .request({
        operation: 'createAccessor',
        method: 'POST',
        path: `/repositories/${QUALITY}/accessors`,
        body: { type: 'user', user: newUser() },
        headers: { 'x-fault': fault },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).outcome).toBe('unknown');
    expect(events.filter((e) => e.type === 'send')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, fault.startsWith('delay') ? 1400 : 50));
    expect(countAccessors()).toBe(before + 1); // it did take effect: a retry would have made two
  });

  it('a refused write is rejected, not unknown', async () => {
    await waitForFreshWindow();
    const { client } = makeClient();
    const error = await createAccessor(client, QUALITY, { type: 'user', user: 'not-a-uuid' }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).outcome).toBe('rejected');
    expect((error as ApiError).serviceMessage).toMatch(/user/);
  });
});

describe('credentials', () => {
  it('never appear in an error message or a URL', async () => {
    await waitForFreshWindow();
    const secret = 'mrk_this-secret-must-not-leak-0123456789';
    const wrong = makeClient({ key: secret });
    const errors = [await listRepositories(wrong.client).catch((e: unknown) => e)];
    const right = makeClient();
    errors.push(await listAccessors(right.client, '5f0c3d1e-8a4b-4c2d-9e6f-0000000000ff').catch((e: unknown) => e));
    const unreachable = new ApiClient({
      baseUrl: 'http://127.0.0.1:9/api/v1',
      credential: { kind: 'admin', token: secret },
    });
    errors.push(await listRepositories(unreachable).catch((e: unknown) => e));
    expect(errors.map((e) => (e as ApiError).status ?? (e as ApiError).kind)).toEqual([401, 404, 'network']);
    for (const error of errors) {
      for (const text of [String(error), (error as Error).stack ?? '', JSON.stringify(error)]) {
        expect(text).not.toContain(secret);
        expect(text).not.toContain(DEMO_KEY);
      }
    }
    for (const url of [...wrong.urls, ...right.urls]) {
      expect(url).not.toContain(secret);
      expect(url).not.toContain(DEMO_KEY);
    }
  });
});

describe('walkPages', () => {
  it('reports a total that changes between pages, and keeps every item once', async () => {
    await waitForFreshWindow();
    const { client } = makeClient();
    let added = false;
    const progress: boolean[] = [];
    const result = await walkPages(
      async (startAt, maxResults) => {
        const page = await listModels(client, 'draft', { startAt, maxResults });
        if (!added) {
          added = true;
          await createDraft(client, {
            modelType: 'GENERAL_MODEL',
            titles: { [LANGUAGES.en.uuid]: { title: 'Added mid-walk' } },
          });
        }
        return page;
      },
      { pageSize: 2, onProgress: (p) => progress.push(p.totalChanged) },
    );
    expect(result.totalChanged).toBe(true);
    expect(result.total).toBe(result.initialTotal + 1);
    expect(progress[0]).toBe(false);
    expect(progress.at(-1)).toBe(true);
    expect(new Set(result.items.map((m) => m.uuid)).size).toBe(result.items.length);
  });

  it('can be cancelled', async () => {
    const { client } = makeClient();
    const controller = new AbortController();
    const walk = walkPages(
      (startAt, maxResults, signal) => listModels(client, ENTERPRISE, { startAt, maxResults }, signal),
      {
        pageSize: 5,
        signal: controller.signal,
        onProgress: (p) => p.pages === 2 && controller.abort(),
      },
    );
    await expect(walk).rejects.toThrow();
  });
});
