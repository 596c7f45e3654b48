import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { ADMIN_TOKEN, DEMO_KEY, startService, testConfig, type TestService } from '../../test/harness.js';

let upstream: TestService;
let proxy: Awaited<ReturnType<typeof buildApp>>['app'];
let proxyUrl: string;

beforeAll(async () => {
  // The upstream honours x-fault, so a forwarded x-fault header would show as a 500.
  upstream = await startService({ seed: 'none', config: { faultHeaders: true } });
  ({ app: proxy } = await buildApp({ config: testConfig({ upstreamUrl: upstream.baseUrl }) }));
  await proxy.listen({ port: 0, host: '127.0.0.1' });
  proxyUrl = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

describe('UPSTREAM_URL', () => {
  it('forwards /api/v1/* with the credential headers, query and body', async () => {
    const list = await fetch(`${proxyUrl}/repositories?filter=draft`, { headers: { 'x-api-key': DEMO_KEY } });
    expect(list.status).toBe(200);
    expect((await list.json()).data[0].name).toBe('Drafts');

    const created = await fetch(`${proxyUrl}/api-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ applicationName: 'Through the proxy', expiresAt: '2999-01-01T00:00:00Z' }),
    });
    expect(created.status).toBe(201);
    expect(upstream.stores.apiKeys.hasSecret((await created.json()).apiKey)).toBe(true);
  });

  it("passes the upstream's refusals through unchanged", async () => {
    const response = await fetch(`${proxyUrl}/repositories`, { headers: { 'x-api-key': 'wrong' } });
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBe('unauthorized');
  });

  it('does not forward other headers (x-fault, cookies)', async () => {
    const response = await fetch(`${proxyUrl}/repositories?filter=draft`, {
      headers: { 'x-api-key': DEMO_KEY, 'x-fault': 'status=500', cookie: 'session=secret' },
    });
    expect(response.status).toBe(200);
  });

  it('sends the request id on, the balancer’s where it sent one, so that both logs name one request', async () => {
    const seen: (string | undefined)[] = [];
    const capturing = createServer((request, response) => {
      seen.push(request.headers['x-request-id'] as string | undefined);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[],"total":0}');
    });
    await new Promise<void>((resolve) => capturing.listen(0, '127.0.0.1', resolve));
    const upstreamUrl = `http://127.0.0.1:${(capturing.address() as AddressInfo).port}/api/v1`;
    const { app } = await buildApp({ config: testConfig({ upstreamUrl }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const given = await fetch(`${origin}/api/v1/repositories`, { headers: { 'x-request-id': 'balancer-42' } });
      const made = await fetch(`${origin}/api/v1/repositories`);
      expect(given.headers.get('x-request-id')).toBe('balancer-42');
      expect(seen).toEqual(['balancer-42', made.headers.get('x-request-id')]);
      expect(seen[1]).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
      capturing.close();
    }
  });
});
