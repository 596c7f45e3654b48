import { randomBytes } from 'node:crypto';

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
}

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

function secret(env: Env, name: string): { value: string; generated: boolean } {
  const raw = env[name];
  if (raw === undefined || raw === '') return { value: randomBytes(24).toString('base64url'), generated: true };
  if (raw.length < 16 || /\s/.test(raw)) {
    throw new ConfigError(`${name} must be at least 16 characters without spaces`);
  }
  return { value: raw, generated: false };
}

export function readConfig(env: Env = process.env): Config {
  const seed = env.SEED || 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new ConfigError(`SEED must be "demo" or "none", got "${seed}"`);
  const upstreamUrl = env.UPSTREAM_URL || undefined;
  if (upstreamUrl !== undefined) {
    let parsed: URL;
    try {
      parsed = new URL(upstreamUrl);
    } catch {
      throw new ConfigError('UPSTREAM_URL must be an absolute http(s) URL');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new ConfigError('UPSTREAM_URL must be an absolute http(s) URL');
    }
  }
  const faults = env.FAULT_HEADERS || '0';
  if (faults !== '0' && faults !== '1') throw new ConfigError(`FAULT_HEADERS must be 0 or 1, got "${faults}"`);
  const databaseSync = (env.DATABASE_SYNC || 'normal').toLowerCase();
  if (databaseSync !== 'normal' && databaseSync !== 'full') {
    throw new ConfigError(`DATABASE_SYNC must be "normal" or "full", got "${env.DATABASE_SYNC}"`);
  }
  const index = (env.INDEX || 'on').toLowerCase();
  if (index !== 'on' && index !== 'off') throw new ConfigError(`INDEX must be "on" or "off", got "${env.INDEX}"`);
  const indexApiKey = env.INDEX_API_KEY || undefined;
  if (indexApiKey !== undefined && /\s/.test(indexApiKey)) throw new ConfigError('INDEX_API_KEY must have no spaces');
  const database = env.DATABASE || './data/repository.db';
  const consoleDatabase = env.CONSOLE_DATABASE || (database === ':memory:' ? ':memory:' : './data/console.db');
  if (/^postgres(ql)?:/i.test(consoleDatabase) && !/^postgres(ql)?:\/\/[^/]/i.test(consoleDatabase))
    throw new ConfigError('CONSOLE_DATABASE must be a SQLite file, :memory:, or a postgres://host/database URL');
  const admin = secret(env, 'ADMIN_TOKEN');
  const demoKey = secret(env, 'DEMO_API_KEY');
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
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
    index: index === 'on',
    indexApiKey,
    indexShare: integer(env, 'INDEX_SHARE', 50, 1, 100),
    consoleDatabase,
  };
}
