import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_AUTHENTICATIONS_PER_MINUTE } from '../../service/auth/authentication.js';
import { ADMIN_TOKEN, DEMO_KEY, rawRequest, startService, type TestService } from '../../test/harness.js';

describe('slow and greedy clients', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService({
      seed: 'none',
      guards: { timeouts: { headersMs: 500, requestMs: 1_000, keepAliveMs: 500 }, maxConnectionsPerAddress: 4 },
    });
  });
  afterAll(() => service.close());

  it('a request that declares more body than it sends is answered 408 and closed, not held', async () => {
    const started = Date.now();
    const answer = await rawRequest(
      service.baseUrl,
      `POST /api/v1/api-keys HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${ADMIN_TOKEN}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"app`,
      { end: false },
    );
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'request_timeout',
      message: 'the request was not received in time',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('an address holding its bound of connections gets a 429 for the next one, and in again once one closes', async () => {
    const held: Socket[] = [];
    const { hostname, port } = new URL(service.baseUrl);
    for (let n = 0; n < 4; n++) {
      held.push(
        await new Promise<Socket>((resolve) => {
          const socket = connect(Number(port), hostname, () => resolve(socket));
        }),
      );
    }
    const refused = await rawRequest(
      service.baseUrl,
      'GET /api/v1/openapi.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(refused.status).toBe(429);
    expect(refused.headers).toMatch(/retry-after: 1/i);
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'too_many_connections', retryAfterSeconds: 1 });
    held.pop()!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const admitted = await rawRequest(
      service.baseUrl,
      'GET /api/v1/openapi.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(admitted.status).toBe(200);
    for (const socket of held) socket.destroy();
  });
});

describe('guessing credentials', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService({ seed: 'none', config: { rateLimit: 1_000_000 } });
  });
  afterAll(() => service.close());

  it('an address that sends too many wrong credentials is refused for the rest of the minute, the right key too', async () => {
    // Missing credentials are no guess: they do not count.
    for (let n = 0; n < 5; n++) expect((await service.call('/repositories', { key: '' })).status).toBe(401);
    for (let n = 0; n < FAILED_AUTHENTICATIONS_PER_MINUTE; n++) {
      expect((await service.call('/repositories', { key: `wrong-key-${n}-0123456789` })).status).toBe(401);
    }
    const refused = await service.call('/repositories', { key: DEMO_KEY });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ error: 'too_many_requests' });
  });
});
