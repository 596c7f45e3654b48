import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { freePort } from '../../scripts/freePort.mjs';
import { afterAll, beforeAll, expect } from 'vitest';
import { ALL_USERS_GROUP } from '../../common/groups.js';
import { openConsoleDatabase } from '../console/consoleDatabase.js';
import { openInstallation, publishedEntries, type Installation } from '../console/installation/installation.js';
import { CONSOLE_API_PREFIX } from '../console/api/operations.js';
import {
  createIdentityProvider,
  type IdentityProviderOptions,
  type ProviderPerson,
} from '../console/people/identityProvider.js';
import { openPeople } from '../console/people/people.js';
import type { ClaimSettings } from '../shared/config.js';
import { openAudit, type Audit } from '../console/audit/audit.js';
import { openKeySchedule } from '../console/keySchedule/openKeySchedule.js';
import { openEdits } from '../console/edits/index.js';
import { openProposals } from '../console/proposals/index.js';
import type { KeyScheduleServices } from '../console/keySchedule/routes.js';
import { demoDirectoryCsv } from '../service/seed/directory.js';
import { GROUPS } from '../service/seed/demo.js';
import { ADMIN_TOKEN, startService, type TestService } from './harness.js';
import { freshConsoleDatabase } from './consoleDatabases.js';
import type { AppConfig } from '../app.js';
import type { PrivilegesShape } from '../shared/serviceSchemas.js';

export const CLIENT = { clientId: 'console-under-test', clientSecret: 'client-secret-0123456789abcdef' };

export { freePort };

/** A real OpenID provider (oidc-provider) on a port of its own, for the console's server at `publicUrl`. */
export async function startProvider(
  publicUrl: string,
  people: readonly ProviderPerson[],
  options: Pick<IdentityProviderOptions, 'claimsIn' | 'tokenSeconds' | 'groupsAs'>,
): Promise<{ issuer: string; close(): Promise<void> }> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = await createIdentityProvider({
    issuer,
    client: { ...CLIENT, redirectUri: `${publicUrl}/auth/callback`, postLogoutRedirectUri: `${publicUrl}/` },
    people,
    ...options,
  });
  const server: Server = createServer((request, response) => provider.handle(request, response));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The cookies one site set, as a browser keeps them (by name; Max-Age=0 removes). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (/max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** One request as a browser sends it, with the jar's cookies, not following redirects. */
export async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.keep(response);
  return response;
}

export interface SignInSteps {
  /** The console server's answer at its callback: where it sends the browser, and the cookies it sets. */
  callback: Response;
  /** The callback URL the provider sent the browser to. */
  callbackUrl: string;
}

/**
 * A person signs in as a browser would: the console sends them to the provider, they fill in its form, and the
 * provider sends them back to the console's callback. `consoleJar` keeps the console's cookies.
 */
export async function signInAs(
  publicUrl: string,
  consoleJar: CookieJar,
  { login, password }: { login: string; password: string },
  returnTo = '/repositories',
): Promise<SignInSteps> {
  const providerJar = new CookieJar();
  const started = await browse(consoleJar, `${publicUrl}/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  if (started.status !== 303) throw new Error(`the sign-in did not start: ${started.status} ${await started.text()}`);
  const atProvider = await browse(providerJar, started.headers.get('location')!);
  const formUrl = new URL(atProvider.headers.get('location')!, started.headers.get('location')!).href;
  const form = await browse(providerJar, formUrl);
  if (form.status !== 200) throw new Error(`no sign-in form: ${form.status}`);
  const submitted = await browse(providerJar, formUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password }).toString(),
  });
  if (submitted.status !== 303) throw new Error(`the provider refused ${login}: ${submitted.status}`);
  const resumed = await browse(providerJar, new URL(submitted.headers.get('location')!, formUrl).href);
  const callbackUrl = new URL(resumed.headers.get('location')!, formUrl).href;
  if (!callbackUrl.startsWith(`${publicUrl}/auth/callback`))
    throw new Error(`the provider did not send the browser back: ${resumed.status} ${callbackUrl}`);
  return { callback: await browse(consoleJar, callbackUrl), callbackUrl };
}

export const ADMIN_GROUP = 'Console Admins';
export const PEOPLE = {
  petra: {
    login: 'petra',
    password: 'petra-password-1',
    email: 'Petra.Lindqvist@example.com',
    name: 'Petra Lindqvist',
    groups: [GROUPS.processOwners.name],
  },
  nemo: { login: 'nemo', password: 'nemo-password-1', email: 'nemo@example.org', name: 'Nemo', groups: [] },
  quinn: {
    login: 'quinn',
    password: 'quinn-password-1',
    email: 'quinn@example.org',
    name: 'Quinn',
    groups: [GROUPS.qualityAuditors.name],
  },
  ada: { login: 'ada', password: 'ada-password-1', email: 'ada@example.org', name: 'Ada', groups: [ADMIN_GROUP] },
  // In a group that a provider such as Keycloak sends as a path: the directory names it by its last segment.
  kim: {
    login: 'kim',
    password: 'kim-password-1',
    email: 'kim@example.org',
    name: 'Kim',
    groups: [`/Audit/${GROUPS.qualityAuditors.name}`],
  },
  // A provider that sends `groups` as one name rather than a list.
  odd: { login: 'odd', password: 'odd-password-1', email: 'odd@example.org', name: 'Odd', groups: 'Quality Auditors' },
} satisfies Record<string, Omit<ProviderPerson, 'groups'> & { groups: unknown }>;

export interface ConsoleUnderTest {
  /** PUBLIC_URL: where people reach the console (a balancer's address, where instances share one). */
  publicUrl: string;
  /** This instance's own address: its PUBLIC_URL, unless it stands beside another (see startConsole). */
  origin: string;
  issuer: string;
  service: TestService;
  /** The audit log this instance writes (server/console/audit). */
  audit: Audit;
  /** The key schedule this instance performs (server/console/keySchedule), started. */
  keys: KeyScheduleServices;
  /** Stops the provider, as an organisation's that goes down. */
  stopProvider(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The console's server with people signing in through a real provider on a port of its own; or, `beside` another
 * instance, a second instance behind the same PUBLIC_URL, signing in through the same provider, keeping the same
 * CONSOLE_DATABASE (`consoleDatabase`: a PostgreSQL URL for both) and forwarding to the first's service.
 */
export async function startConsole(
  claimsIn: IdentityProviderOptions['claimsIn'],
  config: Partial<AppConfig> = {},
  {
    consoleDatabase = ':memory:',
    beside,
    scheduleLeaseMs,
    provider: providerShape,
    serviceFetch,
    reviewWebhookUrl,
  }: {
    consoleDatabase?: string;
    beside?: ConsoleUnderTest;
    scheduleLeaseMs?: number;
    /** A provider that tells groups otherwise (`groupsAs`), and where the server is told to find them. */
    provider?: Pick<IdentityProviderOptions, 'groupsAs'> & Partial<ClaimSettings>;
    /** How the edits part reaches the service (a test that loses an answer on the way). */
    serviceFetch?: typeof fetch;
    /** REVIEW_WEBHOOK_URL: a test's receiver of the team chat's messages. */
    reviewWebhookUrl?: string;
  } = {},
): Promise<ConsoleUnderTest> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const publicUrl = beside?.publicUrl ?? origin;
  const provider = beside
    ? { issuer: beside.issuer, close: async () => undefined }
    : await startProvider(publicUrl, Object.values(PEOPLE) as ProviderPerson[], {
        claimsIn,
        tokenSeconds: 60,
        groupsAs: providerShape?.groupsAs,
      });
  let base = '';
  const installation: Installation = await openInstallation({
    engine: await openConsoleDatabase(consoleDatabase),
    serviceBaseUrl: () => base,
    authCacheSeconds: 1,
  });
  const audit = openAudit({
    engine: installation.engine,
    serviceBaseUrl: () => base,
    adminToken: ADMIN_TOKEN,
    retentionDays: 365,
  });
  const keys = openKeySchedule({
    engine: installation.engine,
    serviceBaseUrl: () => base,
    adminToken: ADMIN_TOKEN,
    audit: audit.writer,
    pollMs: 500,
    leaseMs: scheduleLeaseMs,
  });
  const people = await openPeople({
    engine: installation.engine,
    directory: installation.services.directory,
    serviceBaseUrl: () => base,
    adminToken: ADMIN_TOKEN,
    authCacheSeconds: 1,
    publicUrl,
    provider: {
      issuer: provider.issuer,
      ...CLIENT,
      name: 'Test SSO',
      adminGroup: ADMIN_GROUP,
      scopes: providerShape?.scopes,
      groupsClaim: providerShape?.groupsClaim,
      emailClaim: providerShape?.emailClaim,
    },
    keySignIn: true,
    audit: audit.recorder,
    keySchedule: keys.schedule,
  });
  const proposals = openProposals({
    engine: installation.engine,
    directory: installation.services.directory,
    publicUrl,
    webhookUrl: reviewWebhookUrl,
    log: () => undefined,
    webhook: { everyMs: 100 },
  });
  const service = await startService({
    port,
    installation: {
      ...installation.services,
      people: people.consoleApi,
      audit: audit.store,
      keySchedule: keys,
      edits: openEdits(installation.engine, () => base, proposals.store, { fetch: serviceFetch }),
      proposals: proposals.services,
    },
    acceptGate: proposals.gate,
    people,
    audit: audit.recorder,
    keySchedule: keys.schedule,
    seed: beside ? 'none' : 'demo',
    config: beside ? { ...config, upstreamUrl: beside.service.baseUrl } : config,
  });
  base = beside ? beside.service.baseUrl : service.baseUrl;
  if (!beside) await installation.services.directory.seed(publishedEntries(demoDirectoryCsv(service.db)), Date.now());
  keys.schedule.start();
  proposals.webhook?.start();
  return {
    publicUrl,
    origin,
    issuer: provider.issuer,
    service,
    audit,
    keys,
    stopProvider: () => provider.close(),
    async close() {
      await keys.schedule.stop();
      await proposals.webhook?.stop();
      await service.close();
      await installation.close();
      await provider.close();
    },
  };
}

/** A person signed in: the console's cookies. */
export async function signedIn(on: ConsoleUnderTest, person: keyof typeof PEOPLE): Promise<CookieJar> {
  const jar = new CookieJar();
  const { callback } = await signInAs(on.publicUrl, jar, PEOPLE[person]);
  expect(callback.status).toBe(303);
  return jar;
}

export const me = async (on: ConsoleUnderTest, jar: CookieJar) => {
  const response = await browse(jar, `${on.origin}${CONSOLE_API_PREFIX}/me`);
  return { status: response.status, body: (await response.json()) as any };
};

/** Waits out AUTH_CACHE_SECONDS (1 s in these tests): an accessor change has reached the policy after it. */
export const authCacheLapsed = () => new Promise((resolve) => setTimeout(resolve, 1100));

/**
 * Gives the All Users group an accessor entry in a repository (the demo has none), as an installation may, with
 * these flags; the service's API adds user accessors only. Resolves with the entry's uuid once the policy sees it.
 */
export async function grantAllUsers(on: ConsoleUnderTest, repositoryId: string, privileges: PrivilegesShape = {}) {
  const uuid = randomUUID();
  on.service.stores.accessors.createGroup(
    on.service.stores.repositories.resolve(repositoryId).id,
    ALL_USERS_GROUP,
    privileges,
    uuid,
  );
  await authCacheLapsed();
  return uuid;
}

/** Removes an accessor entry through the API, and waits out AUTH_CACHE_SECONDS. */
export async function removeAccessor(on: ConsoleUnderTest, repositoryId: string, uuid: string) {
  const path = `/repositories/${repositoryId}/accessors/${uuid}`;
  expect((await on.service.call(path, { method: 'DELETE', admin: true })).status).toBe(204);
  await authCacheLapsed();
}

export const grantsOf = (body: any): Record<string, Record<string, boolean>> =>
  Object.fromEntries(body.repositories.map((repository: any) => [repository.uuid, repository.may]));

/**
 * Two console servers behind one PUBLIC_URL, on one PostgreSQL database of their own, started before the tests of
 * the describe that calls it and stopped after them: `instances.first` and `instances.second` inside its tests.
 */
export function twoInstancesOnPostgres(claimsIn: IdentityProviderOptions['claimsIn']) {
  const instances = {} as { first: ConsoleUnderTest; second: ConsoleUnderTest };
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await freshConsoleDatabase('postgres');
    drop = database.drop;
    instances.first = await startConsole(claimsIn, {}, { consoleDatabase: database.location });
    instances.second = await startConsole(
      claimsIn,
      {},
      { consoleDatabase: database.location, beside: instances.first },
    );
  }, 60_000);
  afterAll(async () => {
    await instances.second?.close();
    await instances.first?.close();
    await drop?.();
  });
  return instances;
}
