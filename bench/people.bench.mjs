// What acting for a person costs (server/console/people), two figures, one JSON line each:
//   1. an /api/v1 read through a person's session (the cookie's session, the policy over 50 repositories' accessors,
//      their own key) beside the same read with an application key (the floor), both through the console's server
//      in front of the service at 10,000 models: p50 and p95 of each, and the difference;
//   2. how long a change of privileges takes to reach the policy, without a restart (AUTH_CACHE_SECONDS is 5 here).
// Every read is of a distinct page (no answer is served twice); the person signed in through a real provider
// (oidc-provider) in a real browser, as a person does.
import { chromium } from '@playwright/test';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { PRIVILEGE_FLAGS } from '../dist-server/common/privileges.js';
import { createIdentityProvider } from '../dist-server/server/console/people/identityProvider.js';
import { openDatabase } from '../dist-server/server/service/store/database.js';
import { createStores } from '../dist-server/server/service/store/index.js';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/browsers.mjs';
import { freePort, percentile, startBenchService, startChild } from './lib.mjs';
import { cachedLargeDatabase, LARGE_REPOSITORY } from './make-large-db.mjs';

const KEY = 'bench-people-key-0123456789';
const ADMIN = 'bench-admin-token-0123456789';
const CLIENT = { clientId: 'bench-console', clientSecret: 'bench-client-secret-0123456789' };
const PERSON = {
  login: 'bench',
  password: 'bench-password',
  email: 'bench@example.org',
  name: 'Bench Person',
  groups: [],
};
const PERSON_USER = '0be7c4a1-0000-4000-8000-00000000be01';
const REPOSITORIES = 50;
const READS = 300;
const AUTH_CACHE_SECONDS = 5;

const ms = (value) => Number(value.toFixed(2));
const privileges = (granted = []) => Object.fromEntries(PRIVILEGE_FLAGS.map((flag) => [flag, granted.includes(flag)]));

/** The 10,000-model database with 49 more repositories, each with 15 accessors; the person is one in all but 10. */
function prepareDatabase(path) {
  const db = openDatabase(path);
  const stores = createStores(db);
  db.transaction(() => {
    const large = db.prepare('SELECT id FROM repositories WHERE uuid = ?').get(LARGE_REPOSITORY).id;
    stores.accessors.createUser(large, PERSON_USER, privileges(['publish']));
    for (let n = 1; n < REPOSITORIES; n++) {
      const id = stores.repositories.create(randomUUID(), `Repository ${n}`);
      for (let a = 0; a < 14; a++)
        stores.accessors.createUser(id, randomUUID(), privileges(a % 3 ? [] : ['exportData']));
      if (n > 10) stores.accessors.createUser(id, PERSON_USER, privileges(n % 2 ? ['manageUsers'] : []));
    }
  })();
  db.close();
}

/** Reads in turn, a key's and the person's interleaved so that both meet the same moment of the machine. */
async function timeReads(origin, headersOf) {
  const times = { key: [], person: [] };
  for (let n = 0; n < READS * 2; n++) {
    const who = n % 2 ? 'person' : 'key';
    const url = `${origin}/api/v1/repositories/${LARGE_REPOSITORY}/models?fields=titles&startAt=${n * 20}&maxResults=20`;
    const started = performance.now();
    const response = await fetch(url, { headers: headersOf[who] });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status} for the ${who}`);
    times[who].push(performance.now() - started);
  }
  return { key: times.key.sort((a, b) => a - b), person: times.person.sort((a, b) => a - b) };
}

const folder = mkdtempSync(join(tmpdir(), 'people-bench-'));
const children = [];
let providerServer;
let browser;
try {
  const database = join(folder, 'repository.db');
  copyFileSync(cachedLargeDatabase(10_000).path, database);
  prepareDatabase(database);
  const service = await startBenchService(KEY, { DATABASE: database, SEED: 'none', ADMIN_TOKEN: ADMIN });
  children.push(service.server);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const providerPort = await freePort();
  const issuer = `http://127.0.0.1:${providerPort}`;
  const provider = await createIdentityProvider({
    issuer,
    client: { ...CLIENT, redirectUri: `${origin}/auth/callback`, postLogoutRedirectUri: `${origin}/` },
    people: [PERSON],
    claimsIn: 'idToken',
  });
  providerServer = createServer((request, response) => provider.handle(request, response));
  await new Promise((resolve) => providerServer.listen(providerPort, '127.0.0.1', resolve));

  // The console's server before the service, with no walker (no INDEX_API_KEY): only the reads are measured.
  const server = await startChild(
    ['dist-server/server/main.js'],
    {
      PORT: String(port),
      UPSTREAM_URL: `${service.origin}/api/v1`,
      ADMIN_TOKEN: ADMIN,
      CONSOLE_DATABASE: join(folder, 'console.db'),
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      AUTH_CACHE_SECONDS: String(AUTH_CACHE_SECONDS),
    },
    `${origin}/api/v1/openapi.json`,
  );
  children.push(server);
  const admin = { authorization: `Bearer ${ADMIN}` };
  await fetch(`${origin}/console-api/v1/directory/${PERSON_USER}`, {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'user', name: PERSON.name, email: PERSON.email }),
  });

  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.goto(`${origin}/auth/login?returnTo=%2Fsettings`);
  await page.getByLabel('Sign-in name').fill(PERSON.login);
  await page.getByLabel('Password').fill(PERSON.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${origin}/settings`).catch(async (error) => {
    throw new Error(`signed in at ${page.url()}: ${await page.locator('body').innerText()}`, { cause: error });
  });
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'console-session');
  await browser.close();
  browser = undefined;

  const headersOf = { key: { 'x-api-key': KEY }, person: { cookie: `console-session=${session.value}` } };
  // The person's key is issued at their first request, and the accessors read once per AUTH_CACHE_SECONDS:
  // a first request of each, not timed, as the reads after it find them ready.
  for (const headers of Object.values(headersOf))
    await (await fetch(`${origin}/api/v1/repositories?maxResults=1`, { headers })).arrayBuffer();
  const { key, person } = await timeReads(origin, headersOf);
  console.log(
    JSON.stringify({
      bench: 'people.personRead',
      models: 10_000,
      repositories: REPOSITORIES,
      reads: READS,
      keyP50Ms: ms(percentile(key, 50)),
      keyP95Ms: ms(percentile(key, 95)),
      personP50Ms: ms(percentile(person, 50)),
      personP95Ms: ms(percentile(person, 95)),
      extraP50Ms: ms(percentile(person, 50) - percentile(key, 50)),
      extraP95Ms: ms(percentile(person, 95) - percentile(key, 95)),
      ratioP50: Number((percentile(person, 50) / percentile(key, 50)).toFixed(2)),
    }),
  );

  // 2. A privilege taken away: the person's accessor entry in the large repository goes.
  const entries = await (
    await fetch(`${service.origin}/api/v1/repositories/${LARGE_REPOSITORY}/accessors?maxResults=100`, {
      headers: admin,
    })
  ).json();
  const entry = entries.data.find((accessor) => accessor.user === PERSON_USER);
  const changed = performance.now();
  const removed = await fetch(`${service.origin}/api/v1/repositories/${LARGE_REPOSITORY}/accessors/${entry.uuid}`, {
    method: 'DELETE',
    headers: admin,
  });
  if (removed.status !== 204) throw new Error(`the accessor was not removed: ${removed.status}`);
  let status = 200;
  while (status === 200) {
    if (performance.now() - changed > (AUTH_CACHE_SECONDS + 30) * 1000)
      throw new Error(`the change did not reach the policy in ${AUTH_CACHE_SECONDS + 30} s`);
    const response = await fetch(`${origin}/api/v1/repositories/${LARGE_REPOSITORY}/models?maxResults=1`, {
      headers: headersOf.person,
    });
    await response.arrayBuffer();
    status = response.status;
    if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(
    JSON.stringify({
      bench: 'people.privilegeChange',
      authCacheSeconds: AUTH_CACHE_SECONDS,
      reachedAfterSeconds: Number(((performance.now() - changed) / 1000).toFixed(2)),
      statusAfter: status,
    }),
  );
} finally {
  await browser?.close();
  providerServer?.closeAllConnections();
  providerServer?.close();
  for (const child of children) child.kill();
  rmSync(folder, { recursive: true, force: true });
}
