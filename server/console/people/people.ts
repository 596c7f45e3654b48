import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditRecorder } from '../audit/index.js';
import type { ClaimSettings } from '../../shared/config.js';
import type { KeySchedule } from '../keySchedule/index.js';
import type { DirectoryStore } from '../installation/index.js';
import type { SqlEngine } from '../database/index.js';
import { ConsoleCookies } from './cookies.js';
import { OidcClient } from './oidcClient.js';
import type { PersonForwardingOptions } from './forwarding.js';
import { PeopleAccess, type PersonCaller } from './peopleAccess.js';
import { PersonKeys } from './personKeys.js';
import { RepositoryAccessors } from './repositoryAccessors.js';
import { signOut, type SignInRoutesOptions } from './routes.js';
import { installationSecret, SecretBox } from './secrets.js';
import { SESSION_ABSOLUTE_MS, SessionStore } from './sessionStore.js';

export interface PeopleOptions {
  engine: SqlEngine;
  directory: DirectoryStore;
  /** The service's base URL, ending in `/api/v1` (known once the server listens). */
  serviceBaseUrl: () => string;
  /** The service's administrator credential, with which the server reads every repository's accessors. */
  adminToken: string;
  authCacheSeconds: number;
  /** CONSOLE_SECRET, else the one kept in CONSOLE_DATABASE. */
  consoleSecret?: string;
  /** PUBLIC_URL. */
  publicUrl: string;
  provider: {
    issuer: string;
    clientId: string;
    clientSecret: string;
    name: string;
    adminGroup?: string;
  } & Partial<ClaimSettings>;
  keySignIn: boolean;
  /** Where sign-ins are recorded (server/console/audit). */
  audit?: AuditRecorder;
  /** Revokes a renewed key's predecessor after an overlap (server/console/keySchedule); else it is revoked at once. */
  keySchedule?: KeySchedule;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * What the console server's API needs of people signing in: who a session cookie stands for, the origin their
 * writes must come from, and what the sign-in page offers.
 */
export interface PeopleConsoleApi {
  access: PeopleAccess;
  publicUrl: string;
  providerName: string;
  /** Whether the provider answers now (see OidcClient.answers). */
  providerAnswers: () => Promise<boolean>;
  keySignIn: boolean;
  /** The person's own key at the service, for the calls the console's server makes for them. */
  keyFor(caller: PersonCaller): Promise<string>;
  /** Ends the session the request's cookie names (server/console/people/routes.ts). */
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<{ providerSignOut?: string }>;
}

/**
 * The people part of the console's server: who a session is and what they may do, the routes that sign them in,
 * and what their requests to the service need (their keys, the policy).
 */
export interface People {
  /** What `/console-api` needs of the part. */
  consoleApi: PeopleConsoleApi;
  client: OidcClient;
  sessions: SessionStore;
  signIn: SignInRoutesOptions;
  forwarding: PersonForwardingOptions;
  /**
   * What each instance does now and then (HOUSEKEEPING_MS): forgets lapsed sessions, and revokes the keys of
   * people not seen for 30 days. Safe beside other instances doing the same.
   */
  housekeep(now: number): Promise<{ sessionsLapsed: number; keysRevoked: number }>;
}

/** How often each instance of the server housekeeps for people. */
export const HOUSEKEEPING_MS = 60 * 60 * 1000;

export async function openPeople(options: PeopleOptions): Promise<People> {
  const secret = await installationSecret(options.engine, options.consoleSecret);
  const sessions = new SessionStore(options.engine);
  const cookies = new ConsoleCookies(options.publicUrl);
  const client = new OidcClient({
    issuer: options.provider.issuer,
    clientId: options.provider.clientId,
    clientSecret: options.provider.clientSecret,
    redirectUri: `${options.publicUrl}/auth/callback`,
    postLogoutRedirectUri: `${options.publicUrl}/`,
    adminGroup: options.provider.adminGroup,
    scopes: options.provider.scopes,
    groupsClaim: options.provider.groupsClaim,
    emailClaim: options.provider.emailClaim,
  });
  const access = new PeopleAccess({
    sessions,
    cookies,
    directory: options.directory,
    accessors: new RepositoryAccessors({
      baseUrl: options.serviceBaseUrl,
      adminToken: options.adminToken,
      cacheSeconds: options.authCacheSeconds,
      fetch: options.fetch,
      now: options.now,
    }),
    cacheSeconds: options.authCacheSeconds,
    now: options.now,
  });
  const keys = new PersonKeys({
    engine: options.engine,
    box: new SecretBox(secret, 'person-keys'),
    baseUrl: options.serviceBaseUrl,
    adminToken: options.adminToken,
    schedule: options.keySchedule,
    audit: options.audit?.writer,
    fetch: options.fetch,
    now: options.now,
  });
  return {
    consoleApi: {
      access,
      publicUrl: options.publicUrl,
      providerName: options.provider.name,
      providerAnswers: () => client.answers(),
      keySignIn: options.keySignIn,
      keyFor: (caller) => keys.secretFor(caller.person),
      signOut: (request, reply) => signOut(request, reply, { client, sessions, cookies }),
    },
    client,
    sessions,
    forwarding: {
      people: access,
      keys,
      sessions,
      publicUrl: options.publicUrl,
      adminToken: options.adminToken,
      baseUrl: options.serviceBaseUrl,
    },
    housekeep: async (now) => ({
      sessionsLapsed: await sessions.sweep(now),
      keysRevoked: await keys.revokeUnused(now),
    }),
    signIn: {
      client,
      sessions,
      cookies,
      pendingBox: new SecretBox(secret, 'sign-in'),
      publicUrl: options.publicUrl,
      sessionAbsoluteMs: SESSION_ABSOLUTE_MS,
      audit: options.audit,
      now: options.now,
    },
  };
}
