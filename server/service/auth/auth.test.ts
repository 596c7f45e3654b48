import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, DEMO_KEY, startService, type TestService } from '../../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startService({ seed: 'none', config: { authCacheSeconds: 2 } });
});
afterAll(() => service.close());

const issue = async (applicationName: string, expiresInMs = 86_400_000) =>
  service.call('/api-keys', {
    admin: true,
    method: 'POST',
    body: { applicationName, expiresAt: new Date(Date.now() + expiresInMs).toISOString() },
  });

describe('authentication', () => {
  it('401 without a key, with an unknown key, and with a Bearer prefix in x-api-key', async () => {
    const attempts: Record<string, string>[] = [{}, { 'x-api-key': 'wrong' }, { 'x-api-key': `Bearer ${DEMO_KEY}` }];
    for (const headers of attempts) {
      const response = await service.call('/repositories', { key: '', headers });
      expect(response.status).toBe(401);
      expect(response.body.error).toBe('unauthorized');
      expect(JSON.stringify(response.body)).not.toContain(DEMO_KEY);
    }
    expect((await service.call('/repositories')).status).toBe(200);
  });

  it('the administrator is Authorization: Bearer ADMIN_TOKEN; a wrong token is 401', async () => {
    expect((await service.call('/repositories', { admin: true })).status).toBe(200);
    const wrong = await service.call('/repositories', { key: '', headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const bare = await service.call('/repositories', { key: '', headers: { authorization: ADMIN_TOKEN } });
    expect(bare.status).toBe(401);
  });

  it('an application key on /api-keys is 403', async () => {
    const response = await service.call('/api-keys');
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/administrator/);
  });
});

describe('API key lifecycle', () => {
  it('shows the secret once, stores only its hash, and the key authenticates', async () => {
    const created = await issue('Lifecycle app');
    expect(created.status).toBe(201);
    const { apiKey, uuid } = created.body;
    expect(apiKey).toMatch(/^mrk_/);
    expect(created.body.status).toBe('ACTIVE');

    const listed = await service.call('/api-keys?projection=ALL&maxResults=100', { admin: true });
    expect(JSON.stringify(listed.body)).not.toContain(apiKey);
    expect(listed.body.data.map((k: { uuid: string }) => k.uuid)).toContain(uuid);
    const read = await service.call(`/api-keys/${uuid}`, { admin: true });
    expect(read.body).not.toHaveProperty('apiKey');
    expect(read.body.applicationName).toBe('Lifecycle app');

    const stored = JSON.stringify(service.db.prepare('SELECT * FROM api_keys').all());
    expect(stored).not.toContain(apiKey);

    expect((await service.call('/repositories', { key: apiKey })).status).toBe(200);
  });

  it('a deleted key is refused at once, although its authentication is cached', async () => {
    const { apiKey, uuid } = (await issue('Revoked app')).body;
    expect((await service.call('/repositories', { key: apiKey })).status).toBe(200);
    expect((await service.call(`/api-keys/${uuid}`, { admin: true, method: 'DELETE' })).status).toBe(204);
    expect((await service.call('/repositories', { key: apiKey })).status).toBe(401);
    expect((await service.call(`/api-keys/${uuid}`, { admin: true })).status).toBe(404);
    expect((await service.call(`/api-keys/${uuid}`, { admin: true, method: 'DELETE' })).status).toBe(404);
  });

  it('an expired key passes while its authentication is cached, and is refused once the cache lapses', async () => {
    const { apiKey } = (await issue('Short-lived app', 1200)).body;
    expect((await service.call('/repositories', { key: apiKey })).status).toBe(200); // cached for 2 s from now
    await sleep(1400); // expired, still cached
    expect((await service.call('/repositories', { key: apiKey })).status).toBe(200);
    await sleep(900); // the cache entry has lapsed
    expect((await service.call('/repositories', { key: apiKey })).status).toBe(401);
  });

  it('rejects a key whose expiry is in the past or malformed, or without a name', async () => {
    const past = await service.call('/api-keys', {
      admin: true,
      method: 'POST',
      body: { applicationName: 'Old', expiresAt: '2020-01-01T00:00:00Z' },
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('expiresAt must be in the future');
    const malformed = await service.call('/api-keys', {
      admin: true,
      method: 'POST',
      body: { applicationName: 'X', expiresAt: 'soon' },
    });
    expect(malformed.status).toBe(400);
    const nameless = await service.call('/api-keys', {
      admin: true,
      method: 'POST',
      body: { expiresAt: '2999-01-01T00:00:00Z' },
    });
    expect(nameless.status).toBe(400);
    expect(nameless.body.message).toMatch(/applicationName/);
  });

  it('lists with filter and sort on the documented paths', async () => {
    await issue('Zeta reporting');
    await issue('alpha sync');
    const sorted = await service.call('/api-keys?sortBy=applicationName&maxResults=100', { admin: true });
    const names = sorted.body.data.map((k: { applicationName: string }) => k.applicationName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const filtered = await service.call('/api-keys?filter=ZETA', { admin: true });
    expect(filtered.body.data.map((k: { applicationName: string }) => k.applicationName)).toEqual(['Zeta reporting']);
    expect((await service.call('/api-keys?sortBy=apiKey', { admin: true })).status).toBe(400);
  });
});
