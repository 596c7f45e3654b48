import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DocumentChecker, type OpenApiDocument } from '../test/documentChecker.js';
import { limitBreaches } from '../test/documentedLimits.js';
import { ADMIN_TOKEN, DEMO_KEY, type TestService } from '../test/harness.js';
import { placementsByApi, serviceWithInstallation } from '../test/installation.js';
import { demoDirectoryCsv } from '../service/seed/directory.js';
import { publishedEntries, type Installation } from './installation/installation.js';
import { CONSOLE_API_PREFIX } from './api/operations.js';

/** A key the service (as an upstream might) lets list every repository but the one named here. */
const NARROW_KEY = 'narrow-key-0123456789abcdef';
let hiddenRepository: string;

/** An upstream that scopes keys: the embedded service lists every repository to every key, so this one is narrowed. */
const narrowing: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const key = new Headers(init?.headers).get('x-api-key');
  if (key !== NARROW_KEY || !new URL(String(input)).pathname.endsWith('/repositories')) return response;
  const page = (await response.json()) as { data: { uuid: string }[]; total: number };
  const data = page.data.filter((repository) => repository.uuid !== hiddenRepository);
  return Response.json({ ...page, data, total: page.total - (page.data.length - data.length) }, response);
};

let service: TestService;
let installation: Installation;
let checker: DocumentChecker;

type Caller = { key?: string; admin?: boolean; none?: boolean };

/** A call of the console server's API, checked against its own OpenAPI document. */
async function call<T = any>(path: string, caller: Caller = {}, init: { method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (caller.admin) headers.authorization = `Bearer ${ADMIN_TOKEN}`;
  else if (!caller.none) headers['x-api-key'] = caller.key ?? DEMO_KEY;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const origin = service.baseUrl.replace('/api/v1', '');
  const response = await fetch(`${origin}${CONSOLE_API_PREFIX}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const body = text ? JSON.parse(text) : undefined;
  checker.check(init.method ?? 'GET', path.split('?')[0], response.status, response.headers.get('content-type'), body);
  return { status: response.status, body: body as T };
}

beforeAll(async () => {
  ({ service, installation } = await serviceWithInstallation({
    consoleDatabase: ':memory:',
    authCacheSeconds: 1,
    fetch: narrowing,
  }));
  service.stores.apiKeys.create('Narrow', new Date(Date.now() + 86_400_000).toISOString(), NARROW_KEY);
  const repositories = (await service.call('/repositories?maxResults=100')).body.data as {
    uuid: string;
    name: string;
  }[];
  hiddenRepository = repositories.find((repository) => repository.name !== 'Drafts')!.uuid;
  const origin = service.baseUrl.replace('/api/v1', '');
  checker = new DocumentChecker(
    (await (await fetch(`${origin}${CONSOLE_API_PREFIX}/openapi.json`)).json()) as OpenApiDocument,
  );
  // As the start does with the demo's published directory.
  await installation.services.directory.seed(publishedEntries(demoDirectoryCsv(service.db)), Date.now());
}, 60_000);
afterAll(async () => {
  await installation?.close();
  await service?.close();
});

describe('the console server API', () => {
  it('describes itself in an OpenAPI 3.1 document that lints clean', async () => {
    const { body } = await call('/openapi.json', { none: true });
    expect(body.openapi).toBe('3.1.0');
    const problems = await lintFromString({
      source: JSON.stringify(body),
      absoluteRef: 'http://localhost/console-api/v1/openapi.json',
      // CONTRACT.md fixes both `/api-keys/{uuid}/roll` and `/api-keys/revocations/{uuid}`, which this rule calls
      // ambiguous (`/api-keys/revocations/roll` would match both); a key's uuid is never `revocations`, and the
      // server's router takes the literal segment first. Every other recommended rule holds.
      config: await createConfig({ extends: ['recommended'], rules: { 'no-ambiguous-paths': 'off' } }),
    });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('answers no one without a credential the service accepts', async () => {
    const none = await call('/index/titles?q=order', { none: true });
    expect(none.status).toBe(401);
    expect(none.body.message).toMatch(/credential/);
    expect((await call('/index/titles?q=order', { key: 'not-a-key-0123456789' })).status).toBe(401);
    expect((await call('/directory', { key: 'not-a-key-0123456789' })).status).toBe(401);
    // What the sign-in page offers is for anyone: here, where no identity provider is configured, keys alone.
    expect(await call('/sign-in', { none: true })).toEqual({ status: 200, body: { keySignIn: true } });
  });

  it('refuses a revoked key once the authentication cache has lapsed', async () => {
    const created = await service.call('/api-keys', {
      admin: true,
      method: 'POST',
      body: { applicationName: 'Short-lived', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const key = created.body.apiKey as string;
    expect((await call('/index', { key })).status).toBe(200);
    expect((await service.call(`/api-keys/${created.body.uuid}`, { admin: true, method: 'DELETE' })).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call('/index', { key })).status).toBe(401);
  });

  it('tells how complete the index is, and finds titles folded, for every caller alike', async () => {
    const status = await call('/index');
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ available: true, walk: { phase: 'idle' } });
    expect(status.body.coverage.modelsRead).toBe(status.body.coverage.models);
    expect(status.body.coverage.models).toBeGreaterThan(380);
    const found = await call('/index/titles?q=BESTELLUNG%20%20pruefen&limit=5');
    const plain = await call('/index/titles?q=bestellung%20prufen&limit=5', { admin: true });
    expect(found.body.hits).toEqual([]);
    expect(plain.body.hits.length).toBeGreaterThan(0);
    expect(plain.body.hits[0].title).toMatch(/^Bestellung prüfen/);
    expect(plain.body.coverage).toEqual(status.body.coverage);
  });

  it('finds models with titles like a draft’s, leaving out a repository where asked', async () => {
    const drafts = (await service.call('/repositories/draft/models?fields=titles&maxResults=1')).body.data[0];
    const title = Object.values(drafts.titles as Record<string, { title: string }>)[0].title;
    const asked = `/index/similar?titles=${encodeURIComponent(`${title}\nsomething else`)}`;
    const everywhere = await call(asked);
    expect(everywhere.status).toBe(200);
    expect(everywhere.body.hits[0]).toMatchObject({ uuid: drafts.uuid, score: 1 });
    const draftRepository = everywhere.body.hits[0].repositoryId;
    const elsewhere = await call(`${asked}&except=${draftRepository}`);
    expect(elsewhere.body.hits.every((hit: { repositoryId: string }) => hit.repositoryId !== draftRepository)).toBe(
      true,
    );
  });

  it('answers only from the repositories the caller can list', async () => {
    const everyone = await call('/index');
    const narrow = await call('/index', { key: NARROW_KEY });
    expect(narrow.body.repositories.map((r: { uuid: string }) => r.uuid)).not.toContain(hiddenRepository);
    expect(narrow.body.repositories).toHaveLength(everyone.body.repositories.length - 1);
    const hidden = await call(`/index/titles?q=a&limit=100&repository=${hiddenRepository}`, { key: NARROW_KEY });
    expect(hidden.status).toBe(404);
    const all = await call('/index/titles?q=a&limit=100', { key: NARROW_KEY });
    expect(all.body.hits.some((hit: { repositoryId: string }) => hit.repositoryId === hiddenRepository)).toBe(false);
  });

  it('tells a key and the administrator who they are and what they may do: everything in what they can list', async () => {
    const key = await call('/me', { key: NARROW_KEY });
    expect(key.status).toBe(200);
    expect(key.body).toMatchObject({ actor: { kind: 'key' }, administrator: false, mayCreateDraft: true });
    const listed = (await call('/index', { key: NARROW_KEY })).body.repositories.map((r: { uuid: string }) => r.uuid);
    expect(key.body.repositories.map((r: { uuid: string }) => r.uuid).sort()).toEqual(listed.sort());
    expect(key.body.repositories.map((r: { uuid: string }) => r.uuid)).not.toContain(hiddenRepository);
    for (const repository of key.body.repositories)
      expect(repository.may).toEqual({ editAccessors: true, acceptDraft: true, export: true });
    const administrator = await call('/me', { admin: true });
    expect(administrator.body).toMatchObject({ actor: { kind: 'administrator' }, administrator: true });
    expect((await call('/me', { none: true })).status).toBe(401);
  });

  it('tells where a symbol is placed and what it relates to, as a walk of the API finds', async () => {
    const byApi = await placementsByApi(service);
    const symbol = byApi[0].split('/')[3];
    const placements = await call(`/index/symbols/${symbol}/placements`);
    expect(placements.status).toBe(200);
    expect(
      placements.body.placements
        .map((p: Record<string, string>) => `${p.repositoryId}/${p.modelId}/${p.vertexId}/${p.symbolId}`)
        .sort(),
    ).toEqual(byApi.filter((key) => key.endsWith(`/${symbol}`)));
    expect(placements.body.models.length).toBeGreaterThan(0);
    const relations = await call(`/index/relations?symbols=${symbol}`);
    expect(relations.status).toBe(200);
    for (const relation of relations.body.relations) expect([relation.fromSymbol, relation.toSymbol]).toContain(symbol);
    expect(relations.body.symbols.some((s: { uuid: string }) => s.uuid === symbol)).toBe(true);
  });

  it('says what is wrong with a bad request', async () => {
    const cases: [string, RegExp][] = [
      ['/index/titles', /q is required/],
      ['/index/titles?q=%20', /q must be the words/],
      ['/index/titles?q=a&limit=0', /limit must be/],
      ['/index/titles?q=a&kind=vertex', /kind must be/],
      [`/index/titles?q=${'x'.repeat(201)}`, /q must be at most 200 characters/],
      ['/index/titles?q=a%00b', /q must not contain a NUL character/],
      ['/index/titles?q=a&repository=nope', /repository must be/],
      ['/index/relations', /symbols is required/],
      ['/index/relations?symbols=a,,b', /symbols must be a uuid/],
      ['/index/similar', /titles is required/],
      ['/index/similar?titles=a&except=x', /except must be/],
      ['/index?verbose=1', /unknown query parameter "verbose"/],
    ];
    for (const [path, message] of cases) {
      const answer = await call(path);
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body.message).toMatch(message);
    }
  });

  it('enforces every limit its own document states, each tried just past its end', async () => {
    const { body: document } = await call('/openapi.json', { none: true });
    const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    // Without an email, so that the import past its 100,000 entries stays within the 8 MiB a body may have.
    const entry = { uuid: randomUUID(), kind: 'user', name: 'Ada' };
    const breaches = limitBreaches(document, {
      putDirectoryEntry: { kind: 'user', name: 'Ada', email: 'ada@example.org' },
      importDirectory: { entries: [entry] },
      rollApiKey: { revokeAt: soon(1), expiresAt: soon(30) },
      moveKeyRevocation: { revokeAt: soon(1) },
      beginEdit: { repositoryId: randomUUID(), modelId: randomUUID() },
      appendEditSteps: {
        holder: 'window-0001',
        after: 0,
        steps: [{ direction: 'do', command: { kind: 'move', vertices: [randomUUID()], dx: 1, dy: 1 } }],
      },
      holdEdit: { holder: 'window-0001' },
      submitEdit: { statement: 'Why' },
      commentOnProposal: { body: 'Why here?', anchor: { kind: 'vertex', id: randomUUID() }, replyTo: randomUUID() },
      changeProposalComment: { body: 'Why there?', resolved: true },
      requestProposalChanges: { comment: 'Name it' },
      withdrawProposal: { comment: 'Not needed' },
      reviseProposal: { onto: 'model' },
      putReviewSettings: { authorsMayAccept: false },
    });
    // The query's lengths, ranges and counts, and the bodies' names, emails and import size, at least.
    expect(breaches.length).toBeGreaterThanOrEqual(15);
    for (const breach of breaches) {
      const answer = await call(breach.path, { admin: true }, { method: breach.method, body: breach.body });
      expect([breach.operation, breach.limit, answer.status]).toEqual([breach.operation, breach.limit, 400]);
      expect(answer.body.message).toBeTruthy();
    }
    // Text PostgreSQL refuses (a NUL byte) is the caller's mistake on every engine, never a database outage.
    const nul = await call(
      `/directory/${randomUUID()}`,
      { admin: true },
      { method: 'PUT', body: { kind: 'user', name: 'A\u0000da' } },
    );
    expect([nul.status, nul.body.message]).toEqual([400, 'name must not contain a NUL character']);
  }, 60_000);

  it('keeps one directory: the administrator writes, application keys read', async () => {
    const uuid = 'abcdefab-cdef-4abc-8def-abcdefabcdef';
    const before = await call('/directory');
    expect(before.status).toBe(200);
    // The demo's published directory seeded it.
    expect(before.body.entries.length).toBeGreaterThan(3);
    const refused = await call(`/directory/${uuid}`, {}, { method: 'PUT', body: { kind: 'user', name: 'Mallory' } });
    expect(refused.status).toBe(403);
    const named = await call(
      `/directory/${uuid.toUpperCase()}`,
      { admin: true },
      { method: 'PUT', body: { kind: 'user', name: '  Rosa Lind ', email: 'rosa@example.com' } },
    );
    expect(named.status).toBe(204);
    const after = await call('/directory');
    expect(after.body.entries).toContainEqual({ uuid, kind: 'user', name: 'Rosa Lind', email: 'rosa@example.com' });
    expect(Date.parse(after.body.changedAt)).toBeGreaterThan(0);

    const bad = await call(
      '/directory/import',
      { admin: true },
      { method: 'POST', body: { entries: [{ uuid, kind: 'group', name: 'Team', email: 'team@example.com' }] } },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/group has no email/);
    const badEmail = await call(
      `/directory/${uuid}`,
      { admin: true },
      { method: 'PUT', body: { kind: 'user', name: 'X', email: 'no' } },
    );
    expect(badEmail.status).toBe(400);
    const imported = await call(
      '/directory/import',
      { admin: true },
      { method: 'POST', body: { entries: [{ uuid, kind: 'group', name: 'Team Rosa' }] } },
    );
    expect(imported.body).toEqual({ imported: 1 });
    expect((await call('/directory')).body.entries).toContainEqual({ uuid, kind: 'group', name: 'Team Rosa' });
    expect((await call(`/directory/${uuid}`, { admin: true }, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/directory/${uuid}`, { admin: true }, { method: 'DELETE' })).status).toBe(404);
  });
});
