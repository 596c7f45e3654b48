import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, DEMO_KEY, rawRequest, startService, type TestService } from '../../test/harness.js';

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
    expect(JSON.stringify(response.body)).not.toContain('nothing/here');
  });

  it('another method on a known path is a 405 that names the methods it takes', async () => {
    const put = await service.call('/repositories', { method: 'PUT', unchecked: true });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, OPTIONS');
    expectErrorBody(put.body);
    const onModel = await service.call('/repositories/draft/models', { method: 'DELETE', unchecked: true });
    expect(onModel.status).toBe(405);
    expect(onModel.headers.get('allow')).toBe('GET, POST, OPTIONS');
  });

  it('what fastify refuses is answered in the contract body and never quotes the request', async () => {
    const badEncoding = await service.call('/repositories/%E0%A4%A0echo-me%ZZ', { unchecked: true });
    const longParameter = await service.call(`/repositories/${'echo-me'.repeat(100)}`, { unchecked: true });
    const badJson = await service.call('/api-keys', {
      admin: true,
      method: 'POST',
      body: '{"applicationName": echo-me',
      unchecked: true,
    });
    for (const response of [badEncoding, longParameter, badJson]) {
      expect([400, 404, 414]).toContain(response.status);
      expectErrorBody(response.body);
      expect(JSON.stringify(response.body)).not.toContain('echo-me');
    }
    expect(longParameter.status).toBe(414);
    expect(badJson.status).toBe(400);
    // On a documented operation, the document lists the 414 (the call checks the answer against it).
    const onModels = await service.call(`/repositories/${'x'.repeat(501)}/models`);
    expect(onModels.status).toBe(414);
  });

  it("what Node's parser refuses is answered in the contract body too: headers too large, an unknown method", async () => {
    const huge = await rawRequest(
      service.baseUrl,
      `GET /api/v1/repositories HTTP/1.1\r\nHost: x\r\nX-Echo: ${'echo-me'.repeat(4000)}\r\n\r\n`,
    );
    expect(huge.status).toBe(431);
    expect(huge.headers).toMatch(/content-type: application\/json/i);
    expectErrorBody(JSON.parse(huge.body));
    expect(huge.body).not.toContain('echo-me');
    const brew = await rawRequest(service.baseUrl, 'BREW /api/v1/repositories HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(brew.status).toBe(400);
    expectErrorBody(JSON.parse(brew.body));
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
