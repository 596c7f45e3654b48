import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REPOSITORIES } from '../../service/seed/demo.js';
import { LANGUAGES } from '../../service/seed/demoFixtures.js';
import { ADMIN_TOKEN } from '../../test/harness.js';
import { browse, type ConsoleUnderTest, type CookieJar, signedIn, startConsole } from '../../test/people.js';
import { CSRF_HEADER } from '../people/csrf.js';
import { CONSOLE_API_PREFIX } from '../api/operations.js';
import { parseCsv } from '../../../common/csv.js';

const { quality } = DEMO_REPOSITORIES;
const BROWSER = 'Mozilla/5.0 (audit test)';

let on: ConsoleUnderTest;
let petra: CookieJar;
let nemo: CookieJar;

/** A request as a script sends it: the administrator's token or a key, and a request id of its own when given. */
const call = async (
  path: string,
  init: { method?: string; body?: unknown; admin?: boolean; key?: string; requestId?: string } = {},
) => {
  const response = await fetch(`${on.origin}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'user-agent': BROWSER,
      ...(init.admin ? { authorization: `Bearer ${ADMIN_TOKEN}` } : {}),
      ...(init.key ? { 'x-api-key': init.key } : {}),
      ...(init.requestId ? { 'x-request-id': init.requestId } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const json = /^application\/json(;|$)/.test(response.headers.get('content-type') ?? '');
  return { status: response.status, headers: response.headers, body: json && text ? JSON.parse(text) : text };
};

/** A person's write through the console: their cookie and the CSRF defence. */
const personal = async (jar: CookieJar, path: string, method: string, body?: unknown) => {
  const response = await browse(jar, `${on.publicUrl}${path}`, {
    method,
    headers: {
      [CSRF_HEADER]: '1',
      origin: on.publicUrl,
      'user-agent': BROWSER,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
};

/** The newest events, as the Activity page reads them. */
const newest = async (query = '') => (await call(`${CONSOLE_API_PREFIX}/audit?${query}`, { admin: true })).body.events;

beforeAll(async () => {
  on = await startConsole('userInfo', { rateLimit: 0, authCacheSeconds: 1 });
  [petra, nemo] = await Promise.all([signedIn(on, 'petra'), signedIn(on, 'nemo')]);
}, 60_000);
afterAll(() => on?.close());

describe('the audit log of the console’s server', () => {
  it('records a key issued, used and revoked: who, what, on what, the outcome, from where, with the request id', async () => {
    const issued = await call('/api/v1/api-keys', {
      method: 'POST',
      admin: true,
      requestId: 'balancer-id-1',
      body: { applicationName: 'Audit importer', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(issued.status).toBe(201);
    expect(issued.headers.get('x-request-id')).toBe('balancer-id-1');
    const [issue] = await newest('action=apiKey.issue');
    expect(issue).toMatchObject({
      actor: { kind: 'administrator', name: 'administrator token' },
      action: 'apiKey.issue',
      target: { type: 'apiKey', uuid: issued.body.uuid, name: 'Audit importer' },
      outcome: 'succeeded',
      requestId: 'balancer-id-1',
      ip: '127.0.0.1',
      userAgent: BROWSER,
    });
    // Never the secret, in any field.
    expect(JSON.stringify(await newest())).not.toContain(issued.body.apiKey);

    // The key acts: the log names the application it was issued to, not the secret.
    const draft = await call('/api/v1/repositories/draft/models', {
      method: 'POST',
      key: issued.body.apiKey,
      body: { modelType: 'GENERAL_MODEL', titles: { [LANGUAGES.en.uuid]: { title: 'Audited draft' } } },
    });
    expect(draft.status).toBe(201);
    const [created] = await newest('action=draft.create');
    expect(created).toMatchObject({
      actor: { kind: 'key', name: 'Audit importer' },
      target: { type: 'model', uuid: draft.body.uuid, name: 'Audited draft' },
      outcome: 'succeeded',
    });
    expect(created.requestId).toMatch(/^[\w-]{36}$/);

    // A key may not manage keys: the refusal is recorded, in the service's words.
    const refused = await call('/api/v1/api-keys', {
      method: 'POST',
      key: issued.body.apiKey,
      body: { applicationName: 'Sneaky', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(refused.status).toBe(403);
    const [refusal] = await newest('outcome=refused&action=apiKey.issue');
    expect(refusal).toMatchObject({ actor: { name: 'Audit importer' }, outcome: 'refused' });
    expect(refusal.reason).toBe(refused.body.message);

    expect((await call(`/api/v1/api-keys/${issued.body.uuid}`, { method: 'DELETE', admin: true })).status).toBe(204);
    const [revoke] = await newest(`target=${issued.body.uuid}`);
    expect(revoke).toMatchObject({
      action: 'apiKey.revoke',
      target: { type: 'apiKey', uuid: issued.body.uuid, name: 'Audit importer' },
      outcome: 'succeeded',
    });
    // The key's own history: issued, then revoked (the refusal named no key as its target).
    expect((await newest(`target=${issued.body.uuid}`)).map((event: { action: string }) => event.action)).toEqual([
      'apiKey.revoke',
      'apiKey.issue',
    ]);
  });

  it('records a person’s privilege change with the flags before and after, and a person refused', async () => {
    const accessors = await call(`/api/v1/repositories/${quality.uuid}/accessors?projection=ALL&maxResults=100`, {
      admin: true,
    });
    const accessor = accessors.body.data.find((entry: { type: string }) => entry.type === 'user');
    const before = accessor.privileges.exportData === true;
    const changed = await personal(petra, `/api/v1/repositories/${quality.uuid}/accessors/${accessor.uuid}`, 'PATCH', {
      privileges: { exportData: !before },
    });
    expect(changed.status).toBe(200);
    const [change] = await newest('action=accessor.change');
    expect(change).toMatchObject({
      actor: { kind: 'person', name: 'Petra Lindqvist' },
      target: { type: 'repository', uuid: quality.uuid, name: quality.name },
      outcome: 'succeeded',
      details: { accessor: { uuid: accessor.uuid, type: 'user', user: accessor.user } },
    });
    expect(change.details.before.exportData).toBe(before);
    expect(change.details.after.exportData).toBe(!before);

    // Nemo may change nothing there: refused before it reaches the service, and recorded.
    const refused = await personal(nemo, `/api/v1/repositories/${quality.uuid}/accessors/${accessor.uuid}`, 'PATCH', {
      privileges: { exportData: before },
    });
    expect(refused.status).toBe(404);
    const [refusal] = await newest('action=accessor.change');
    expect(refusal).toMatchObject({ actor: { kind: 'person', name: 'Nemo' }, outcome: 'failed' });
    const after = await call(`/api/v1/repositories/${quality.uuid}/accessors/${accessor.uuid}`, { admin: true });
    expect(after.body.privileges.exportData).toBe(!before);
  });

  it('records sign-ins and sign-outs, and lists who has acted', async () => {
    const jar = await signedIn(on, 'quinn');
    const signIn = (await newest('action=session.signIn')).find(
      (event: { actor: { name: string } }) => event.actor.name === 'Quinn',
    );
    expect(signIn).toMatchObject({ outcome: 'succeeded', target: { type: 'session' } });
    expect((await personal(jar, `${CONSOLE_API_PREFIX}/session`, 'DELETE')).status).toBe(200);
    const [signOut] = await newest('action=session.signOut');
    expect(signOut).toMatchObject({ actor: { kind: 'person', name: 'Quinn' }, outcome: 'succeeded' });
    const actors = (await call(`${CONSOLE_API_PREFIX}/audit/actors`, { admin: true })).body.actors;
    expect(actors[0]).toMatchObject({ kind: 'person', name: 'Quinn' });
    expect(actors.map((actor: { name: string }) => actor.name)).toEqual(
      expect.arrayContaining(['Petra Lindqvist', 'administrator token', 'Audit importer']),
    );
  });

  it('pages newest first, exports the same filter as CSV and JSON Lines, and verifies the chain', async () => {
    const all = await newest('limit=500');
    const first = await call(`${CONSOLE_API_PREFIX}/audit?limit=2`, { admin: true });
    const second = await call(`${CONSOLE_API_PREFIX}/audit?limit=2&cursor=${first.body.next}`, { admin: true });
    expect([...first.body.events, ...second.body.events].map((event: { id: string }) => event.id)).toEqual(
      all.slice(0, 4).map((event: { id: string }) => event.id),
    );

    const csv = await call(`${CONSOLE_API_PREFIX}/audit?format=csv&outcome=succeeded`, { admin: true });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-\d{8}T\d{6}\.csv"$/);
    const rows = parseCsv(csv.body).map((row) => row.fields);
    expect(rows[0].slice(0, 5)).toEqual(['id', 'at', 'actorKind', 'actor', 'action']);
    const succeeded = all.filter((event: { outcome: string }) => event.outcome === 'succeeded');
    expect(rows.slice(1).map((row) => row[0])).toEqual(succeeded.map((event: { id: string }) => event.id));

    const lines = await call(`${CONSOLE_API_PREFIX}/audit?format=jsonl`, { admin: true });
    const events = String(lines.body)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(events).toEqual(all);

    const verdict = await call(`${CONSOLE_API_PREFIX}/audit/verification`, { admin: true });
    expect(verdict.body).toMatchObject({ ok: true, checked: all.length });
  });

  it('answers a bad filter with a 400 in words, and a key or a person who is no administrator with a 403, recorded', async () => {
    const count = async () => (await call(`${CONSOLE_API_PREFIX}/audit/verification`, { admin: true })).body.checked;
    const before = await count();
    for (const [query, words] of [
      ['action=apiKey.steal', 'is not an action the log records'],
      ['outcome=maybe', 'outcome must be'],
      ['from=2026-12-03T00:00:00Z&to=2026-12-01T00:00:00Z', 'from must be before to'],
      ['from=1999-01-01T00:00:00Z', 'between 2000'],
      ['to=tomorrow', 'must be a date and time'],
      ['limit=0', 'limit must be'],
      ['cursor=abc', 'cursor must be'],
      ['cursor=12', 'cursor must be'],
      ['format=xml', 'format must be'],
      ['format=csv&limit=5', 'takes no limit or cursor'],
      ['color=red', 'unknown query parameter'],
    ]) {
      const answer = await call(`${CONSOLE_API_PREFIX}/audit?${query}`, { admin: true });
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toContain(words);
    }
    const pastTheEnd = await call(`${CONSOLE_API_PREFIX}/audit?cursor=1-1`, { admin: true });
    expect(pastTheEnd.body).toEqual({ events: [] });
    const byKey = await call(`${CONSOLE_API_PREFIX}/audit`, { key: 'test-demo-key-0123456789abcdef' });
    expect(byKey.status).toBe(403);
    expect(byKey.body.message).toBe('only the administrator may read the audit log');
    const byPerson = await browse(petra, `${on.publicUrl}${CONSOLE_API_PREFIX}/audit/actors`);
    expect(byPerson.status).toBe(403);
    // The administrator's reads and the bad filters leave the log as it was; the two refusals are on it.
    expect(await count()).toBe(before + 2);
    const refusals = await newest('action=audit.read');
    expect(refusals).toHaveLength(2);
    expect(refusals).toMatchObject([
      {
        actor: { kind: 'person', name: 'Petra Lindqvist' },
        target: { type: 'auditLog' },
        outcome: 'refused',
        reason: 'only the administrator may read the audit log',
        details: { path: `${CONSOLE_API_PREFIX}/audit/actors` },
      },
      { actor: { kind: 'key' }, outcome: 'refused', details: { path: `${CONSOLE_API_PREFIX}/audit` } },
    ]);
  });
});
