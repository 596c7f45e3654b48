import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, DEMO_KEY, startService, type TestService } from '../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startService({ seed: 'none' });
});
afterAll(() => service.close());

const expectErrorBody = (body: unknown) => {
  expect(Object.keys(body as object).sort()).toEqual(['error', 'message']);
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
  expect(text).not.toContain(DEMO_KEY);
  expect(text).not.toContain(ADMIN_TOKEN);
};

describe('error bodies', () => {
  it('malformed JSON is a 400 with the contract body', async () => {
    const response = await service.call('/api-keys', { admin: true, method: 'POST', body: '{"applicationName": ' });
    expect(response.status).toBe(400);
    expectErrorBody(response.body);
  });

  it('a body that is not JSON is a 415', async () => {
    const response = await service.call('/api-keys', {
      admin: true,
      method: 'POST',
      body: 'applicationName=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      unchecked: true,
    });
    expect(response.status).toBe(415);
    expectErrorBody(response.body);
  });

  it('an unknown route is a 404 with the contract body', async () => {
    const response = await service.call('/nothing/here', { unchecked: true });
    expect(response.status).toBe(404);
    expectErrorBody(response.body);
    const unknownMethod = await service.call('/repositories', { method: 'PUT', unchecked: true });
    expect(unknownMethod.status).toBe(404);
  });

  it('unknown ids are 404 and malformed ids are 400', async () => {
    const unknown = await service.call('/api-keys/00000000-0000-4000-8000-000000000000', { admin: true });
    expect(unknown.status).toBe(404);
    expectErrorBody(unknown.body);
    const malformed = await service.call('/api-keys/123', { admin: true });
    expect(malformed.status).toBe(400);
    expectErrorBody(malformed.body);
  });
});
