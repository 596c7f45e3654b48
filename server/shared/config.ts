import { randomBytes } from 'node:crypto';

/** CONSOLE_SECRET's least length: 32 characters, as the contract says. */
export const CONSOLE_SECRET_MIN_LENGTH = 32;

/**
 * Where an organisation's provider tells who a person is: the scopes to ask for and the claims that hold their
 * groups and e-mail address (OIDC_SCOPES, OIDC_GROUPS_CLAIM, OIDC_EMAIL_CLAIM). Providers differ: Keycloak sends
 * realm roles under `realm_access.roles` and group paths through a mapper, Microsoft Entra ID refuses a scope it
 * does not know and names people by `upn`, Google sends no groups at all.
 */
export interface ClaimSettings {
  /** Space-separated, `openid` among them. */
  scopes: string;
  /** A claim's name, or a dotted path into the claims. */
  groupsClaim: string;
  emailClaim: string;
}

export const DEFAULT_CLAIMS: ClaimSettings = {
  scopes: 'openid email profile groups',
  groupsClaim: 'groups',
  emailClaim: 'email',
};

export interface Config {
  port: number;
  host: string;
  database: string;
  seed: 'demo' | 'none';
  adminToken: string;
  adminTokenGenerated: boolean;
  demoApiKey: string;
  demoApiKeyGenerated: boolean;
  rateLimit: number;
  rateLimitWindowSeconds: number;
  authCacheSeconds: number;
  faultHeaders: boolean;
  upstreamUrl: string | undefined;
  /** SQLite's `synchronous` under WAL: NORMAL survives a killed process, FULL also a power loss. */
  databaseSync: 'normal' | 'full';
  /** Whether the server keeps one installation index (INDEX). */
  index: boolean;
  /** The walker's application key (INDEX_API_KEY); issued at start against the embedded service when unset. */
  indexApiKey: string | undefined;
  /** Percent of the walker's key's limit the walk may spend per window (INDEX_SHARE). */
  indexShare: number;
  /** The installation's own database: a SQLite file, `:memory:`, or a postgres:// URL (CONSOLE_DATABASE). */
  consoleDatabase: string;
  /** The origin people reach the console at (PUBLIC_URL): the OpenID redirect and sign-out return are below it. */
  publicUrl: string;
  /**
   * How people sign in (IDENTITY): through the demo provider inside the server, through the organisation's
   * (OIDC_ISSUER), or with a key or token only.
   */
  identity: 'demo' | 'oidc' | 'keys';
  /** The organisation's provider and the console's client there (IDENTITY=oidc). */
  oidc: ({ issuer: string; clientId: string; clientSecret: string } & ClaimSettings) | undefined;
  /** The words on the sign-in button: "Sign in with {oidcName}" (OIDC_NAME). */
  oidcName: string;
  /** Members of this group are administrators (OIDC_ADMIN_GROUP). */
  oidcAdminGroup: string | undefined;
  /** CONSOLE_SECRET; generated once and kept in CONSOLE_DATABASE when unset. */
  consoleSecret: string | undefined;
  /** Whether the sign-in page offers "Use a key or token" where a provider is configured (KEY_SIGN_IN). */
  keySignIn: boolean;
  /** How many days the audit log keeps events; 0 keeps everything (AUDIT_RETENTION_DAYS). */
  auditRetentionDays: number;
  /** When set, `/metrics` asks for it as a bearer token (METRICS_TOKEN). */
  metricsToken: string | undefined;
  /** Where the team's chat takes a JSON message for each review event (REVIEW_WEBHOOK_URL); none when unset. */
  reviewWebhookUrl: string | undefined;
  /** The JSON log's level (LOG_LEVEL). */
  logLevel: LogLevel;
  /**
   * After SIGTERM, how long the server still accepts and answers new requests while `/readyz` says 503, so that a
   * balancer that learns of the stop only now sends it nothing more (SHUTDOWN_DELAY_SECONDS).
   */
  shutdownDelaySeconds: number;
  /** How long a stop then waits for the requests in flight (SHUTDOWN_SECONDS). */
  shutdownSeconds: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A setting that cannot be used: main.ts prints its message as one line and exits. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

/** A secret given in `name`, if any: at least 16 characters without spaces. */
function givenSecret(env: Env, name: string): string | undefined {
  const raw = env[name] || undefined;
  if (raw !== undefined && (raw.length < 16 || /\s/.test(raw)))
    throw new ConfigError(`${name} must be at least 16 characters without spaces`);
  return raw;
}

/** A secret given in `name`, else a generated one. */
function secret(env: Env, name: string): { value: string; generated: boolean } {
  const raw = givenSecret(env, name);
  return raw === undefined
    ? { value: randomBytes(24).toString('base64url'), generated: true }
    : { value: raw, generated: false };
}

function onOff(env: Env, name: string, fallback: 'on' | 'off'): boolean {
  const value = (env[name] || fallback).toLowerCase();
  if (value !== 'on' && value !== 'off') throw new ConfigError(`${name} must be "on" or "off", got "${env[name]}"`);
  return value === 'on';
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** An absolute http(s) URL; plain http only on a loopback address where `loopbackOnly`. */
function httpUrl(env: Env, name: string, { loopbackOnly = false } = {}): URL {
  let parsed: URL;
  try {
    parsed = new URL(env[name]!);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new ConfigError(`${name} must be an absolute http(s) URL`);
  if (loopbackOnly && parsed.protocol === 'http:' && !LOOPBACK_HOSTS.includes(parsed.hostname))
    throw new ConfigError(`${name} must use https (http only on a loopback address such as 127.0.0.1)`);
  return parsed;
}

/** A scope as RFC 6749 §3.3 allows one: printable ASCII but for space, `"` and `\`. */
const SCOPE_TOKEN = /^[\x21\x23-\x5b\x5d-\x7e]+$/;
/** A claim's name or a dotted path into the claims: no empty segment, nothing but printable ASCII. */
const CLAIM_PATH = /^[\x21-\x7e]+$/;

/** What the server asks the provider for and where it finds a person's groups and e-mail address. */
function claimSettings(env: Env): ClaimSettings {
  const scopes = (env.OIDC_SCOPES?.trim() || DEFAULT_CLAIMS.scopes).split(/\s+/);
  const odd = scopes.find((scope) => !SCOPE_TOKEN.test(scope));
  if (odd !== undefined) throw new ConfigError(`OIDC_SCOPES must be scopes separated by spaces, got "${odd}"`);
  const claim = (name: string, fallback: string) => {
    const path = env[name]?.trim() || fallback;
    if (!CLAIM_PATH.test(path) || path.split('.').some((segment) => segment === ''))
      throw new ConfigError(
        `${name} must be a claim's name or a dotted path such as realm_access.roles, got "${path}"`,
      );
    return path;
  };
  return {
    // The provider answers with an ID token only where `openid` is asked for: it is always.
    scopes: [...new Set(['openid', ...scopes])].join(' '),
    groupsClaim: claim('OIDC_GROUPS_CLAIM', DEFAULT_CLAIMS.groupsClaim),
    emailClaim: claim('OIDC_EMAIL_CLAIM', DEFAULT_CLAIMS.emailClaim),
  };
}

/** The identity settings: which mode, the provider and its client, and the installation's secret. */
function identitySettings(env: Env) {
  const issuer = env.OIDC_ISSUER || undefined;
  const identity = (env.IDENTITY || (issuer ? 'oidc' : 'keys')).toLowerCase();
  if (identity !== 'demo' && identity !== 'oidc' && identity !== 'keys')
    throw new ConfigError(`IDENTITY must be "demo", "oidc" or "keys", got "${env.IDENTITY}"`);
  let oidc: Config['oidc'];
  if (identity === 'oidc') {
    if (!issuer) throw new ConfigError("IDENTITY=oidc needs OIDC_ISSUER, the identity provider's issuer URL");
    if (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET)
      throw new ConfigError("OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, the console's client there");
    oidc = {
      issuer: httpUrl(env, 'OIDC_ISSUER', { loopbackOnly: true }).href.replace(/\/$/, ''),
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      ...claimSettings(env),
    };
  } else if (issuer) {
    throw new ConfigError(`OIDC_ISSUER is set but IDENTITY is "${identity}"; unset one of them`);
  }
  const consoleSecret = env.CONSOLE_SECRET || undefined;
  if (consoleSecret !== undefined && consoleSecret.length < CONSOLE_SECRET_MIN_LENGTH)
    throw new ConfigError(`CONSOLE_SECRET must be at least ${CONSOLE_SECRET_MIN_LENGTH} characters`);
  return {
    identity: identity as Config['identity'],
    oidc,
    oidcName: env.OIDC_NAME?.trim() || 'your organisation',
    oidcAdminGroup: env.OIDC_ADMIN_GROUP?.trim() || undefined,
    consoleSecret,
    keySignIn: onOff(env, 'KEY_SIGN_IN', 'on'),
  };
}

/** PUBLIC_URL as an origin, or the address the server listens on. */
function publicUrl(env: Env, host: string, port: number): string {
  if (!env.PUBLIC_URL) {
    const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    return `http://${reachable}:${port}`;
  }
  const parsed = httpUrl(env, 'PUBLIC_URL');
  if (parsed.pathname !== '/' || parsed.search || parsed.hash)
    throw new ConfigError('PUBLIC_URL must be an origin alone, such as https://console.example.org');
  return parsed.origin;
}

export function readConfig(env: Env = process.env): Config {
  const seed = env.SEED || 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new ConfigError(`SEED must be "demo" or "none", got "${seed}"`);
  const upstreamUrl = env.UPSTREAM_URL || undefined;
  if (upstreamUrl !== undefined) httpUrl(env, 'UPSTREAM_URL');
  const faults = env.FAULT_HEADERS || '0';
  if (faults !== '0' && faults !== '1') throw new ConfigError(`FAULT_HEADERS must be 0 or 1, got "${faults}"`);
  const databaseSync = (env.DATABASE_SYNC || 'normal').toLowerCase();
  if (databaseSync !== 'normal' && databaseSync !== 'full') {
    throw new ConfigError(`DATABASE_SYNC must be "normal" or "full", got "${env.DATABASE_SYNC}"`);
  }
  const indexApiKey = env.INDEX_API_KEY || undefined;
  if (indexApiKey !== undefined && /\s/.test(indexApiKey)) throw new ConfigError('INDEX_API_KEY must have no spaces');
  const database = env.DATABASE || './data/repository.db';
  const consoleDatabase = env.CONSOLE_DATABASE || (database === ':memory:' ? ':memory:' : './data/console.db');
  if (/^postgres(ql)?:/i.test(consoleDatabase) && !/^postgres(ql)?:\/\/[^/]/i.test(consoleDatabase))
    throw new ConfigError('CONSOLE_DATABASE must be a SQLite file, :memory:, or a postgres://host/database URL');
  const admin = secret(env, 'ADMIN_TOKEN');
  const demoKey = secret(env, 'DEMO_API_KEY');
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    database,
    seed,
    adminToken: admin.value,
    adminTokenGenerated: admin.generated,
    demoApiKey: demoKey.value,
    demoApiKeyGenerated: demoKey.generated,
    rateLimit: integer(env, 'RATE_LIMIT', 600, 0, 1_000_000_000),
    rateLimitWindowSeconds: integer(env, 'RATE_LIMIT_WINDOW', 60, 1, 86_400),
    authCacheSeconds: integer(env, 'AUTH_CACHE_SECONDS', 300, 0, 86_400),
    faultHeaders: faults === '1',
    upstreamUrl: upstreamUrl?.replace(/\/+$/, ''),
    databaseSync,
    index: onOff(env, 'INDEX', 'on'),
    indexApiKey,
    indexShare: integer(env, 'INDEX_SHARE', 50, 1, 100),
    consoleDatabase,
    auditRetentionDays: integer(env, 'AUDIT_RETENTION_DAYS', 365, 0, 36_500),
    metricsToken: givenSecret(env, 'METRICS_TOKEN'),
    reviewWebhookUrl: env.REVIEW_WEBHOOK_URL ? httpUrl(env, 'REVIEW_WEBHOOK_URL').href : undefined,
    logLevel: logLevel(env),
    shutdownDelaySeconds: integer(env, 'SHUTDOWN_DELAY_SECONDS', 5, 0, 3_600),
    shutdownSeconds: integer(env, 'SHUTDOWN_SECONDS', 20, 0, 3_600),
    ...peopleSettings(env, host, port),
  };
}

function logLevel(env: Env): LogLevel {
  const level = (env.LOG_LEVEL || 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return level as LogLevel;
}

/** How people sign in, and where they reach the console: over https, or plain http on a loopback address alone. */
function peopleSettings(env: Env, host: string, port: number) {
  const identity = identitySettings(env);
  const origin = publicUrl(env, host, port);
  const { protocol, hostname } = new URL(origin);
  if (identity.identity !== 'keys' && protocol === 'http:' && !LOOPBACK_HOSTS.includes(hostname))
    throw new ConfigError(
      'PUBLIC_URL must use https where people sign in (plain http only on a loopback address such as 127.0.0.1)',
    );
  return { publicUrl: origin, ...identity };
}
