import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type TestService } from '../../server/test/harness';
import {
  startUnusualService,
  UNUSUAL,
  UNUSUAL_ADMIN,
  UNUSUAL_KEY,
  type UnusualService,
} from '../../server/test/unusualService';
import { ApiClient } from './client';
import { createAccessor, listAccessors } from './endpoints/accessors';
import { listApiKeys } from './endpoints/apiKeys';
import { getCanvas, listModels } from './endpoints/models';
import { listRepositories } from './endpoints/repositories';
import { getSymbol } from './endpoints/symbols';
import { ApiError } from './errors';
import { readRetryAfter } from './http';
import { walkPages } from '../../common/pagination';
import type { SchedulerEvent } from './scheduler';

let ours: TestService;
let unusual: UnusualService;
beforeAll(async () => {
  ours = await startService({ seed: 'none' });
  unusual = await startUnusualService((await ours.call('/openapi.json', { key: '' })).body);
});
afterAll(async () => {
  await unusual.close();
  await ours.close();
});

function client(kind: 'apiKey' | 'admin' = 'apiKey', baseUrl = unusual.baseUrl) {
  const credential =
    kind === 'apiKey' ? ({ kind, key: UNUSUAL_KEY } as const) : ({ kind, token: UNUSUAL_ADMIN } as const);
  const made = new ApiClient({ baseUrl, credential }, { scheduler: { jitterMs: 50 } });
  const events: SchedulerEvent[] = [];
  made.scheduler.onEvent((event) => events.push(event));
  return { client: made, events };
}

describe('the query layer against a conforming service that is not ours', () => {
  it('takes every answer the document allows, and the mock breaks none of its own rules', async () => {
    const { client: reader } = client();
    const repositories = await listRepositories(reader);
    expect(repositories.data).toContainEqual({ name: 'A repository without a uuid' });
    expect(repositories.total).toBe(7);
    const canvas = await getCanvas(reader, UNUSUAL.repository, UNUSUAL.model(1));
    expect(canvas.vertices.map((vertex) => vertex.width)).toContain(0);
    const keys = await listApiKeys(client('admin').client);
    expect(keys.data[0].expiresAt).toBe('2016-12-31T23:59:60Z');
    expect(unusual.violations).toEqual([]);
  });

  it('walks a list whose total runs ahead of its data to the first empty page, not to the total', async () => {
    const { client: reader } = client();
    const before = unusual.counts.get('listModels') ?? 0;
    const walk = await walkPages(
      (startAt, maxResults, signal) => listModels(reader, UNUSUAL.repository, { startAt, maxResults }, signal),
      {
        pageSize: 25,
      },
    );
    expect(walk.ended).toBe('empty-page');
    expect(walk.items).toHaveLength(UNUSUAL.models - 1); // one uuid comes twice
    expect((unusual.counts.get('listModels') ?? 0) - before).toBe(3);
  });

  it('waits out a 429 whose Retry-After is an HTTP-date, then reads', async () => {
    const { client: reader, events } = client();
    const started = Date.now();
    const symbol = await getSymbol(reader, UNUSUAL.repository, UNUSUAL.symbol(2));
    expect(symbol).toEqual({ uuid: UNUSUAL.symbol(2) });
    const limited = events.find((event) => event.type === 'rate-limited');
    expect(limited?.type === 'rate-limited' && limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it.each([
    ['an epoch time in seconds', (admin: ApiClient) => listApiKeys(admin)],
    ['an epoch time in milliseconds', (admin: ApiClient) => listAccessors(admin, UNUSUAL.repository)],
  ])('reads a spent window whose reset is %s as two seconds, not decades', async (_case, read) => {
    const { client: admin } = client('admin');
    await read(admin);
    const started = Date.now();
    await read(admin); // waits for the reset the first answer gave
    expect(Date.now() - started).toBeGreaterThan(500);
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});

describe('an answer that breaks the document', () => {
  let server: Server;
  let baseUrl: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      // A list whose second row has a number for a uuid; an accessor created, answered without a body that fits.
      response.end(
        JSON.stringify(
          request.method === 'GET'
            ? { startAt: 0, maxResults: 25, total: 2, data: [{}, { uuid: 7 }] }
            : { uuid: 'not a uuid' },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is a typed error that says where it departs', async () => {
    const error = await listRepositories(client('apiKey', baseUrl).client).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'invalid-response',
      outcome: 'rejected',
      violation: { at: '/data/1/uuid', problem: 'should be of type string' },
    });
    expect((error as ApiError).message).toBe(
      "GET /repositories failed with 200: the answer's /data/1/uuid should be of type string",
    );
  });

  it('leaves a write that answered 2xx with an unknown outcome: it happened, what it made cannot be read', async () => {
    const error = await createAccessor(client('apiKey', baseUrl).client, UNUSUAL.repository, {
      type: 'user',
      user: UNUSUAL.accessor(5),
    }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({
      kind: 'invalid-response',
      outcome: 'unknown',
      violation: { at: '/uuid', problem: 'should be a uuid' },
    });
  });
});

describe('readRetryAfter', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  it.each([
    ['120', 120],
    ['0', 0],
    ['Tue, 24 Nov 2026 10:00:30 GMT', 30],
    ['Tue, 24 Nov 2026 09:00:00 GMT', 0],
    ['-5', undefined],
    ['soon', undefined],
    [null, undefined],
  ])('reads %s as %s seconds', (raw, seconds) => {
    expect(readRetryAfter(raw, now)).toBe(seconds);
  });
});
