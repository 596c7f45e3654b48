import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.js';

describe('readConfig', () => {
  it('has the contract defaults and generates the secrets', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      database: './data/repository.db',
      seed: 'demo',
      rateLimit: 600,
      rateLimitWindowSeconds: 60,
      authCacheSeconds: 300,
      faultHeaders: false,
      upstreamUrl: undefined,
      adminTokenGenerated: true,
      demoApiKeyGenerated: true,
      databaseSync: 'normal',
      index: true,
      indexApiKey: undefined,
      indexShare: 50,
      consoleDatabase: './data/console.db',
    });
    expect(readConfig({ DATABASE_SYNC: 'FULL' }).databaseSync).toBe('full');
    expect(readConfig({ DATABASE: ':memory:' }).consoleDatabase).toBe(':memory:');
    expect(readConfig({ CONSOLE_DATABASE: 'postgres://db.example/console', INDEX: 'OFF' })).toMatchObject({
      consoleDatabase: 'postgres://db.example/console',
      index: false,
    });
    expect(config.adminToken).not.toBe(readConfig({}).adminToken);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535, got "eighty"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ RATE_LIMIT: '-1' }, 'RATE_LIMIT must be a whole number'],
    [{ SEED: 'lots' }, 'SEED must be "demo" or "none", got "lots"'],
    [{ FAULT_HEADERS: 'yes' }, 'FAULT_HEADERS must be 0 or 1'],
    [{ UPSTREAM_URL: 'ftp://x' }, 'UPSTREAM_URL must be an absolute http(s) URL'],
    [{ ADMIN_TOKEN: 'short' }, 'ADMIN_TOKEN must be at least 16 characters'],
    [{ DATABASE_SYNC: 'off' }, 'DATABASE_SYNC must be "normal" or "full", got "off"'],
    [{ INDEX: 'maybe' }, 'INDEX must be "on" or "off", got "maybe"'],
    [{ INDEX_SHARE: '0' }, 'INDEX_SHARE must be a whole number from 1 to 100, got "0"'],
    [{ INDEX_SHARE: '150' }, 'INDEX_SHARE must be a whole number from 1 to 100, got "150"'],
    [{ CONSOLE_DATABASE: 'postgres:nohost' }, 'CONSOLE_DATABASE must be a SQLite file, :memory:, or a postgres://'],
  ])('rejects %j with one clear line', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it('does not echo a secret it rejects', () => {
    try {
      readConfig({ ADMIN_TOKEN: 'has a space in it, and is long' });
    } catch (error) {
      expect((error as Error).message).not.toContain('has a space');
    }
  });
});
