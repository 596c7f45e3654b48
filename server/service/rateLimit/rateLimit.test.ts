import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REPOSITORIES } from '../seed/demo.js';
import { startService, type TestService } from '../../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startService({ config: { rateLimit: 3, rateLimitWindowSeconds: 2 } });
});
afterAll(() => service.close());

const accessors = `/repositories/${DEMO_REPOSITORIES.itService.uuid}/accessors`;
const countAccessors = () => (service.db.prepare('SELECT count(*) AS n FROM accessors').get() as { n: number }).n;

describe('rate limiting per identity', () => {
  it('counts down, then answers 429 with Retry-After equal to retryAfterSeconds, before the operation runs', async () => {
    await sleep(2100); // a fresh window for this identity
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await service.call('/repositories');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBe('3');
      remaining.push(response.headers.get('x-ratelimit-remaining')!);
      expect(Number(response.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const before = countAccessors();
    const rejected = await service.call(accessors, {
      method: 'POST',
      body: { type: 'user', user: '11111111-2222-4333-8444-555555555555' },
    });
    expect(rejected.status).toBe(429);
    expect(rejected.body).toEqual({
      error: 'too_many_requests',
      message: 'Maximum 3 requests per 2 seconds',
      retryAfterSeconds: Number(rejected.headers.get('retry-after')),
    });
    expect(rejected.body.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(rejected.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(countAccessors()).toBe(before);

    // Another identity has its own budget.
    expect((await service.call('/repositories', { admin: true })).status).toBe(200);
    // OPTIONS and requests without a principal are exempt.
    const preflight = await fetch(`${service.baseUrl}/repositories`, {
      method: 'OPTIONS',
      headers: { origin: 'http://elsewhere.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect((await service.call('/openapi.json', { key: '' })).status).toBe(200);

    await sleep(rejected.body.retryAfterSeconds * 1000 + 50);
    const after = await service.call(accessors, {
      method: 'POST',
      body: { type: 'user', user: '11111111-2222-4333-8444-555555555555' },
    });
    expect(after.status).toBe(201);
    expect(countAccessors()).toBe(before + 1);
  });

  it('lets a browser on another origin read the rate-limit headers', async () => {
    const response = await fetch(`${service.baseUrl}/openapi.json`, {
      headers: { origin: 'http://elsewhere.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://elsewhere.example');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-RateLimit-Remaining.*Retry-After/);
  });
});
