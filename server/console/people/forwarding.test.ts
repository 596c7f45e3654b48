import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MODELS, DEMO_REPOSITORIES } from '../../service/seed/demo.js';
import {
  browse,
  type ConsoleUnderTest,
  grantAllUsers,
  signedIn,
  startConsole,
  type CookieJar,
} from '../../test/people.js';
import { CSRF_HEADER } from './csrf.js';
import { PERSON_KEY_PREFIX } from '../../../common/personKeys.js';

const RATE_LIMIT = 1000;
const { enterprise, quality } = DEMO_REPOSITORIES;

let on: ConsoleUnderTest;
let petra: CookieJar;
let nemo: CookieJar;
let ada: CookieJar;

/** A request of the service's API as the console sends it for a person: their cookie, the CSRF header on writes. */
const api = async (jar: CookieJar, path: string, init: { method?: string; body?: unknown; csrf?: boolean } = {}) => {
  const write = (init.method ?? 'GET') !== 'GET';
  const response = await browse(jar, `${on.publicUrl}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(write && init.csrf !== false ? { [CSRF_HEADER]: '1', origin: on.publicUrl } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
};

beforeAll(async () => {
  on = await startConsole('userInfo', { rateLimit: RATE_LIMIT, authCacheSeconds: 1 });
  // Everyone sees the enterprise library (an All Users entry) but may do nothing more there; nobody but its
  // users and groups sees the quality repository (the demo gives All Users no entry).
  await grantAllUsers(on, enterprise.uuid);
  [petra, nemo, ada] = await Promise.all([signedIn(on, 'petra'), signedIn(on, 'nemo'), signedIn(on, 'ada')]);
}, 60_000);
afterAll(() => on?.close());

describe('a person’s requests to /api/v1, through the console’s server', () => {
  it('list only the repositories the accessors let them see, with an honest total and pages', async () => {
    const all = (await on.service.call('/repositories?maxResults=100', { admin: true })).body.data as any[];
    const listed = await api(nemo, '/repositories?maxResults=100');
    expect(listed.status).toBe(200);
    const names = listed.body.data.map((repository: any) => repository.uuid);
    expect(names).toContain(enterprise.uuid);
    expect(names).not.toContain(quality.uuid);
    expect(listed.body.total).toBe(names.length);
    expect(names.length).toBeLessThan(all.length);
    const second = await api(nemo, '/repositories?maxResults=1&startAt=1&sortBy=name');
    const sorted = await api(nemo, '/repositories?maxResults=100&sortBy=name');
    expect(second.body).toMatchObject({ startAt: 1, maxResults: 1, total: names.length });
    expect(second.body.data).toEqual([sorted.body.data[1]]);
    // The service's own checks stand: a bad maxResults is its 400.
    expect((await api(nemo, '/repositories?maxResults=nine')).status).toBe(400);
  });

  it('tell the person’s rate limit with their list of repositories, as the last of the service’s calls left it', async () => {
    const remaining = (answer: { headers: Headers }) => Number(answer.headers.get('x-ratelimit-remaining'));
    const list = () => api(nemo, '/repositories?maxResults=1');
    // Within one window of the service's fixed windows: one with under 2 s to go is waited out first.
    let listed = await list();
    if (Number(listed.headers.get('x-ratelimit-reset')) < 2) {
      await new Promise((resolve) => setTimeout(resolve, Number(listed.headers.get('x-ratelimit-reset')) * 1000 + 200));
      listed = await list();
    }
    expect(Number(listed.headers.get('x-ratelimit-limit'))).toBe(RATE_LIMIT);
    expect(Number(listed.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
    // The list took the service two calls (the page asked for, then every page walked): the next read leaves one less.
    const next = await api(nemo, `/repositories/${enterprise.uuid}/models?maxResults=1`);
    expect(remaining(next)).toBe(remaining(listed) - 1);
    const again = await list();
    expect(remaining(again)).toBe(remaining(next) - 2);
  });

  it('answer a repository they may not see as one that does not exist, even by its address', async () => {
    const made = '00000000-0000-4000-8000-000000000000';
    const unknown = await api(petra, `/repositories/${made}/models`);
    const hidden = await api(nemo, `/repositories/${quality.uuid}/models`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(`repository ${quality.uuid} does not exist`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(hidden.body.error);
    // Petra, a user of the quality repository, reads it.
    expect((await api(petra, `/repositories/${quality.uuid}/models?maxResults=1`)).status).toBe(200);
    const model = await api(nemo, `/repositories/${quality.uuid}/models/${DEMO_MODELS.largeCanvas}/canvas`);
    expect(model.status).toBe(404);
  });

  it('refuse a write the person’s privileges do not allow, saying which, and one without the CSRF header', async () => {
    const accessors = (await api(nemo, `/repositories/${enterprise.uuid}/accessors?maxResults=1`)).body.data as any[];
    const path = `/repositories/${enterprise.uuid}/accessors/${accessors[0].uuid}`;
    const body = { privileges: accessors[0].privileges };
    const refused = await api(nemo, path, { method: 'PATCH', body });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "you need the manageUsers privilege in this repository to change this repository's accessors",
    );
    const accept = await api(
      nemo,
      `/repositories/${enterprise.uuid}/models/${DEMO_MODELS.largeCanvas}/versions/accept`,
      {
        method: 'POST',
        body: {},
      },
    );
    expect(accept.status).toBe(403);
    expect(accept.body.message).toMatch(/the publish privilege/);
    expect((await api(petra, path, { method: 'PATCH', body, csrf: false })).status).toBe(403);
    expect((await api(petra, path, { method: 'PATCH', body })).status).toBe(200);
  });

  it('reach the service as each person’s own key, counted apart by its rate limit; API keys for administrators alone', async () => {
    const read = (jar: CookieJar) => api(jar, `/repositories/${enterprise.uuid}/models?maxResults=1`);
    const remaining = (answer: { headers: Headers }) => Number(answer.headers.get('x-ratelimit-remaining'));
    // Within one window of the service's fixed windows: one with under 2 s to go is waited out first.
    let nemoBefore = await read(nemo);
    const reset = Number(nemoBefore.headers.get('x-ratelimit-reset'));
    if (reset < 2) {
      await new Promise((resolve) => setTimeout(resolve, reset * 1000 + 200));
      nemoBefore = await read(nemo);
    }
    const petraFirst = await read(petra);
    await read(petra);
    const petraThird = await read(petra);
    const nemoAfter = await read(nemo);
    expect(remaining(petraThird)).toBe(remaining(petraFirst) - 2);
    expect(remaining(nemoAfter)).toBe(remaining(nemoBefore) - 1);
    expect(Number(nemoAfter.headers.get('x-ratelimit-limit'))).toBe(RATE_LIMIT);

    expect((await api(nemo, '/api-keys')).status).toBe(403);
    const keys = await api(ada, '/api-keys?maxResults=100');
    expect(keys.status).toBe(200);
    const names = keys.body.data.map((key: any) => key.applicationName);
    expect(names).toEqual(
      expect.arrayContaining([
        `${PERSON_KEY_PREFIX}Petra.Lindqvist@example.com`,
        `${PERSON_KEY_PREFIX}nemo@example.org`,
      ]),
    );
    expect(JSON.stringify(keys.body)).not.toMatch(/apiKey"/);
  });

  it('end the person’s sessions once an administrator revokes their key, and a new sign-in issues a new one', async () => {
    const quinn = await signedIn(on, 'quinn');
    const read = () => api(quinn, `/repositories/${quality.uuid}/models?maxResults=1`);
    expect((await read()).status).toBe(200);
    const keys = (await api(ada, '/api-keys?maxResults=100')).body.data as { uuid: string; applicationName: string }[];
    const theirs = keys.find((key) => key.applicationName === `${PERSON_KEY_PREFIX}quinn@example.org`)!;
    expect((await api(ada, `/api-keys/${theirs.uuid}`, { method: 'DELETE' })).status).toBe(204);

    const refused = await read();
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('your key at the service was revoked, and your session with it: sign in again');
    expect((await browse(quinn, `${on.publicUrl}/console-api/v1/me`)).status).toBe(401);
    expect((await read()).status).toBe(401);

    const again = await signedIn(on, 'quinn');
    expect((await api(again, `/repositories/${quality.uuid}/models?maxResults=1`)).status).toBe(200);
    const renewed = (await api(ada, '/api-keys?maxResults=100')).body.data as {
      uuid: string;
      applicationName: string;
    }[];
    expect(
      renewed.filter((key) => key.applicationName === theirs.applicationName).map((key) => key.uuid),
    ).not.toContain(theirs.uuid);
  });

  it('leave a request with a key of its own as the key’s, and refuse an ended session', async () => {
    const { status } = await on.service.call(`/repositories/${quality.uuid}/models?maxResults=1`, {
      headers: { cookie: nemo.header() },
    });
    expect(status).toBe(200);
    const ended = await fetch(`${on.publicUrl}/api/v1/repositories`, {
      headers: { cookie: 'console-session=ended-or-never-made' },
    });
    expect(ended.status).toBe(401);
  });
});
