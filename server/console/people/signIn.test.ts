import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_API_PREFIX } from '../api/operations.js';
import { DEMO_REPOSITORIES, DEMO_USERS } from '../../service/seed/demo.js';
import {
  browse,
  CLIENT,
  CookieJar,
  grantAllUsers,
  grantsOf,
  me,
  PEOPLE,
  removeAccessor,
  signedIn,
  signInAs,
  startConsole,
  twoInstancesOnPostgres,
  type ConsoleUnderTest,
} from '../../test/people.js';
import type { ProviderPerson } from './identityProvider.js';
import { CSRF_HEADER } from './csrf.js';
import { ADMIN_TOKEN } from '../../test/harness.js';
import { randomUUID } from 'node:crypto';

describe('people sign in through an OpenID provider that sends its claims from UserInfo', () => {
  let on: ConsoleUnderTest;
  beforeAll(async () => {
    on = await startConsole('userInfo');
  }, 60_000);
  afterAll(() => on?.close());

  it('leaves the browser a session cookie alone, with its flags, and names the person with what they may do', async () => {
    const offered = await fetch(`${on.publicUrl}${CONSOLE_API_PREFIX}/sign-in`);
    expect(await offered.json()).toEqual({
      provider: { name: 'Test SSO', signInUrl: '/auth/login', answers: true },
      keySignIn: true,
    });
    const jar = new CookieJar();
    const started = await browse(jar, `${on.publicUrl}/auth/login?returnTo=%2Frepositories`);
    expect(started.status).toBe(303);
    const location = new URL(started.headers.get('location')!);
    expect(location.origin).toBe(on.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    const [signInCookie] = started.headers.getSetCookie();
    expect(signInCookie).toMatch(/^console-sign-in=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600$/);

    const { callback } = await signInAs(on.publicUrl, jar, PEOPLE.petra);
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/repositories');
    const cookies = callback.headers.getSetCookie();
    expect(cookies).toContainEqual(expect.stringMatching(/^console-sign-in=; .*Max-Age=0$/));
    const session = cookies.find((line) => line.startsWith('console-session='))!;
    expect(session).toMatch(/^console-session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800$/);
    expect(session).not.toMatch(/Domain/i);
    expect([...jar.cookies.keys()]).toEqual(['console-session']);

    const { status, body } = await me(on, jar);
    expect(status).toBe(200);
    expect(body.actor).toEqual({
      kind: 'person',
      name: 'Petra Lindqvist',
      email: 'Petra.Lindqvist@example.com',
      user: DEMO_USERS.processLead.uuid,
    });
    expect(body.administrator).toBe(false);
    // Her own accessor entry in the enterprise library holds manageUsers and publish, but not exportData.
    expect(grantsOf(body)[DEMO_REPOSITORIES.enterprise.uuid]).toMatchObject({ editAccessors: true, acceptDraft: true });
    expect(Date.parse(body.session.expiresAt) - Date.parse(body.session.signedInAt)).toBe(7 * 86_400_000);
  });

  it('shows a person only the repositories the accessors grant them, and a change reaches them within AUTH_CACHE_SECONDS', async () => {
    const jar = await signedIn(on, 'nemo');
    const quality = DEMO_REPOSITORIES.quality.uuid;
    // Nemo is no directory user and in no group: an All Users entry is all that could stand for them.
    expect(grantsOf((await me(on, jar)).body)).toEqual({});
    const entry = await grantAllUsers(on, quality);
    expect(Object.keys(grantsOf((await me(on, jar)).body))).toEqual([quality]);

    await removeAccessor(on, quality, entry);

    const after = await me(on, jar);
    expect(Object.keys(grantsOf(after.body))).not.toContain(quality);
    const search = await browse(jar, `${on.publicUrl}${CONSOLE_API_PREFIX}/index/titles?q=order&repository=${quality}`);
    expect(search.status).toBe(404);
    expect((await search.json()).message).toMatch(/no repository with this uuid/);
  });

  it('makes a member of OIDC_ADMIN_GROUP an administrator, and takes a write for a person only with the CSRF header from the console origin', async () => {
    const ada = await signedIn(on, 'ada');
    expect((await me(on, ada)).body.administrator).toBe(true);
    const entry = `${on.publicUrl}${CONSOLE_API_PREFIX}/directory/0b7a6e4c-1d2f-4a3b-9c8d-7e6f5a4b3c2d`;
    const write = (jar: CookieJar, headers: Record<string, string>) =>
      browse(jar, entry, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ kind: 'user', name: 'Grace Hopper', email: 'grace@example.org' }),
      });
    const noHeader = await write(ada, { origin: on.publicUrl });
    expect(noHeader.status).toBe(403);
    expect((await noHeader.json()).message).toContain(CSRF_HEADER);
    const otherSite = await write(ada, { [CSRF_HEADER]: '1', origin: 'https://evil.example' });
    expect(otherSite.status).toBe(403);
    expect((await write(ada, { [CSRF_HEADER]: '1', origin: on.publicUrl })).status).toBe(204);

    const nemo = await signedIn(on, 'nemo');
    const refused = await write(nemo, { [CSRF_HEADER]: '1', origin: on.publicUrl });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/only the administrator/);
  });

  it('refuses a wrong password, a replayed or forged callback, and a groups claim that is not a list', async () => {
    await expect(signInAs(on.publicUrl, new CookieJar(), { ...PEOPLE.petra, password: 'wrong' })).rejects.toThrow(
      /refused petra: 401/,
    );

    const jar = new CookieJar();
    const { callbackUrl } = await signInAs(on.publicUrl, jar, PEOPLE.petra);
    const replayed = await browse(jar, callbackUrl);
    expect(replayed.status).toBe(303);
    expect(replayed.headers.get('location')).toBe('/sign-in?signInError=expired');

    const forging = new CookieJar();
    await browse(forging, `${on.publicUrl}/auth/login`);
    const forged = await browse(forging, `${on.publicUrl}/auth/callback?code=made-up&state=forged&iss=${on.issuer}`);
    expect(forged.headers.get('location')).toBe('/sign-in?signInError=invalid_response');
    expect(forging.cookies.size).toBe(0);

    const odd = new CookieJar();
    const { callback } = await signInAs(on.publicUrl, odd, PEOPLE.odd as unknown as ProviderPerson);
    expect(callback.headers.get('location')).toBe('/sign-in?signInError=groups_malformed');
    expect(odd.cookies.size).toBe(0);
  });

  it('signs out on the server and names the provider’s end of session; the cookie replayed finds nothing', async () => {
    const jar = await signedIn(on, 'petra');
    const kept = jar.header();
    const logout = (headers: Record<string, string>) =>
      browse(jar, `${on.publicUrl}${CONSOLE_API_PREFIX}/session`, { method: 'DELETE', headers });
    expect((await logout({ origin: on.publicUrl })).status).toBe(403);
    const done = await logout({ [CSRF_HEADER]: '1', origin: on.publicUrl });
    expect(done.status).toBe(200);
    const { providerSignOut } = (await done.json()) as { providerSignOut: string };
    const end = new URL(providerSignOut);
    expect(end.origin).toBe(on.issuer);
    expect(end.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${on.publicUrl}/`);
    expect(end.searchParams.has('id_token_hint')).toBe(false);
    expect(jar.cookies.size).toBe(0);

    const replay = await fetch(`${on.publicUrl}${CONSOLE_API_PREFIX}/me`, { headers: { cookie: kept } });
    expect(replay.status).toBe(401);
  });
});

describe('people sign in through a provider that sends its claims in the ID token', () => {
  let on: ConsoleUnderTest;
  beforeAll(async () => {
    on = await startConsole('idToken');
  }, 60_000);
  afterAll(() => on?.close());

  it('reads the groups from the ID token and maps them to directory groups by name', async () => {
    const quality = DEMO_REPOSITORIES.quality.uuid;
    const nemo = await me(on, await signedIn(on, 'nemo'));
    const quinn = await me(on, await signedIn(on, 'quinn'));
    expect(Object.keys(grantsOf(nemo.body))).not.toContain(quality);
    // The Quality Auditors group has an accessor entry in every demo repository.
    expect(Object.keys(grantsOf(quinn.body))).toContain(quality);
    expect((await me(on, await signedIn(on, 'ada'))).body.administrator).toBe(true);
  });
});

describe('people sign in through a provider configured like Keycloak: realm roles, no groups scope', () => {
  let on: ConsoleUnderTest;
  beforeAll(async () => {
    // OIDC_SCOPES=openid email profile, OIDC_GROUPS_CLAIM=realm_access.roles; the provider refuses a scope it
    // does not know, so a server that asked for `groups` would be sent back with invalid_scope.
    on = await startConsole(
      'idToken',
      {},
      {
        provider: { groupsAs: 'realmRoles', scopes: 'openid email profile', groupsClaim: 'realm_access.roles' },
      },
    );
  }, 60_000);
  afterAll(() => on?.close());

  it('asks for the scopes it is given, and signs in the administrators’ realm role as an administrator', async () => {
    const started = await browse(new CookieJar(), `${on.publicUrl}/auth/login`);
    expect(new URL(started.headers.get('location')!).searchParams.get('scope')).toBe('openid email profile');
    expect((await me(on, await signedIn(on, 'ada'))).body).toMatchObject({ administrator: true });
    const nemo = await me(on, await signedIn(on, 'nemo'));
    expect(nemo.body.administrator).toBe(false);
  });

  it('maps realm roles to directory groups by name, and a group path by its last segment', async () => {
    const quality = DEMO_REPOSITORIES.quality.uuid;
    expect(Object.keys(grantsOf((await me(on, await signedIn(on, 'quinn'))).body))).toContain(quality);
    expect(Object.keys(grantsOf((await me(on, await signedIn(on, 'kim'))).body))).toContain(quality);
    expect(Object.keys(grantsOf((await me(on, await signedIn(on, 'nemo'))).body))).not.toContain(quality);
  });
});

describe('people signed in behind a balancer: two instances on one PostgreSQL', () => {
  const instances = twoInstancesOnPostgres('userInfo');

  it('serve a person signed in through one from the other, and sign them out of both', async () => {
    const { first, second } = instances;
    const jar = await signedIn(first, 'petra');
    const at = (instance: ConsoleUnderTest, path: string, init?: RequestInit) =>
      browse(jar, `${instance.origin}${path}`, init);
    const quality = DEMO_REPOSITORIES.quality.uuid;
    // Petra's key, issued by the first instance at her first request, is the one the second sends.
    expect((await at(first, `/api/v1/repositories/${quality}/models?maxResults=1`)).status).toBe(200);
    const models = await at(second, `/api/v1/repositories/${quality}/models?maxResults=1`);
    expect(models.status).toBe(200);
    expect((await me(second, jar)).body.actor).toMatchObject({ kind: 'person', name: 'Petra Lindqvist' });
    const keys = (await first.service.call('/api-keys?maxResults=100', { admin: true })).body.data as {
      applicationName: string;
    }[];
    expect(keys.filter((key) => key.applicationName === 'Console · Petra.Lindqvist@example.com')).toHaveLength(1);

    const kept = jar.header();
    const signedOut = await at(second, `${CONSOLE_API_PREFIX}/session`, {
      method: 'DELETE',
      headers: { [CSRF_HEADER]: '1', origin: second.publicUrl },
    });
    expect(signedOut.status).toBe(200);
    const replayed = await fetch(`${first.origin}${CONSOLE_API_PREFIX}/me`, { headers: { cookie: kept } });
    expect(replayed.status).toBe(401);
  });

  it('write one audit log, in one chain, whichever instance a write passes', async () => {
    const { first, second } = instances;
    // Quinn's first request, at the second instance, issues her key at the service through the first: the
    // second records it, as its own part's, and the first, which it passes, does not record it again.
    const jar = await signedIn(second, 'quinn');
    const quality = DEMO_REPOSITORIES.quality.uuid;
    expect((await browse(jar, `${second.origin}/api/v1/repositories/${quality}/models?maxResults=1`)).status).toBe(200);
    const { events: issued } = await first.audit.store.page({ action: 'apiKey.issue' }, 100);
    expect(
      issued
        .filter((event) => event.target?.name === 'Console · quinn@example.org')
        .map((event) => [event.actor.name, event.details?.step]),
    ).toEqual([["people's keys (console server)", 'first use']]);

    // Twenty directory entries named at once, half through each instance, each recorded once, in one chain.
    const named = await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        const instance = n % 2 === 0 ? first : second;
        const response = await fetch(`${instance.origin}${CONSOLE_API_PREFIX}/directory/${randomUUID()}`, {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${ADMIN_TOKEN}`,
            'content-type': 'application/json',
            'x-request-id': `two-instances-${n}`,
          },
          body: JSON.stringify({ kind: 'user', name: `Entry ${n}` }),
        });
        return response.status;
      }),
    );
    expect(named.every((status) => status < 300)).toBe(true);
    const { events: puts } = await second.audit.store.page({ action: 'directory.put' }, 100);
    expect(
      puts
        .map((event) => event.requestId)
        .filter((id) => id.startsWith('two-instances-'))
        .sort(),
    ).toEqual(Array.from({ length: 20 }, (_, n) => `two-instances-${n}`).sort());
    expect(await first.audit.store.verify()).toMatchObject({ ok: true });
  });
});

describe('people sign in through a provider that is down', () => {
  let on: ConsoleUnderTest;
  beforeAll(async () => {
    on = await startConsole('userInfo');
  }, 60_000);
  afterAll(() => on?.close());

  it('are told so on the sign-in page and at the button, and a key still signs in', async () => {
    const options = async () =>
      (await (await fetch(`${on.origin}${CONSOLE_API_PREFIX}/sign-in`)).json()) as {
        provider: { answers: boolean };
        keySignIn: boolean;
      };
    await on.stopProvider();
    expect(await options()).toMatchObject({ provider: { answers: false }, keySignIn: true });
    const login = await fetch(`${on.origin}/auth/login?returnTo=/repositories`, { redirect: 'manual' });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/sign-in?signInError=provider_unreachable');
    expect((await on.service.call('/repositories?maxResults=1')).status).toBe(200);
  });
});
