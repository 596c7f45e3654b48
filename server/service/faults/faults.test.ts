import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REPOSITORIES } from '../seed/demo.js';
import { DEMO_KEY, startService, type TestService } from '../../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startService({ config: { faultHeaders: true } });
});
afterAll(() => service.close());

const accessors = `/repositories/${DEMO_REPOSITORIES.itService.uuid}/accessors`;
const count = () => (service.db.prepare('SELECT count(*) AS n FROM accessors').get() as { n: number }).n;
const create = (fault: string, user: string) =>
  fetch(`${service.baseUrl}${accessors}`, {
    method: 'POST',
    headers: { 'x-api-key': DEMO_KEY, 'content-type': 'application/json', 'x-fault': fault },
    body: JSON.stringify({ type: 'user', user }),
  });

describe('x-fault with FAULT_HEADERS=1', () => {
  it('status=500 answers 500 after the write took effect', async () => {
    const before = count();
    const response = await create('status=500', '00000000-0000-4000-8000-0000000000a1');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'injected_fault', message: expect.any(String) });
    expect(count()).toBe(before + 1);
  });

  it('drop closes the connection after the write took effect', async () => {
    const before = count();
    await expect(create('drop', '00000000-0000-4000-8000-0000000000a2')).rejects.toThrow();
    expect(count()).toBe(before + 1);
  });

  it('delay=MS delays the response', async () => {
    const started = performance.now();
    const response = await fetch(`${service.baseUrl}/repositories`, {
      headers: { 'x-api-key': DEMO_KEY, 'x-fault': 'delay=300' },
    });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('an unknown fault is a 400 that names the choices', async () => {
    const response = await fetch(`${service.baseUrl}/repositories`, {
      headers: { 'x-api-key': DEMO_KEY, 'x-fault': 'explode' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/delay=MS .* status=500 or drop/);
  });
});

describe('x-fault with FAULT_HEADERS=0', () => {
  it('is ignored', async () => {
    const plain = await startService({ seed: 'none' });
    const response = await fetch(`${plain.baseUrl}/repositories`, {
      headers: { 'x-api-key': DEMO_KEY, 'x-fault': 'status=500' },
    });
    expect(response.status).toBe(200);
    await plain.close();
  });
});
