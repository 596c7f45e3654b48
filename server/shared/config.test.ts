import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.js';

const PROVIDER = {
  OIDC_ISSUER: 'https://id.example.org/realms/acme/',
  OIDC_CLIENT_ID: 'console',
  OIDC_CLIENT_SECRET: 'client-secret',
};

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
      publicUrl: 'http://127.0.0.1:8080',
      identity: 'keys',
      oidc: undefined,
      oidcName: 'your organisation',
      oidcAdminGroup: undefined,
      consoleSecret: undefined,
      keySignIn: true,
      metricsToken: undefined,
      logLevel: 'info',
      shutdownDelaySeconds: 5,
      shutdownSeconds: 20,
    });
    expect(readConfig({ LOG_LEVEL: 'WARN', SHUTDOWN_SECONDS: '0' })).toMatchObject({
      logLevel: 'warn',
      shutdownSeconds: 0,
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
    [{ PUBLIC_URL: 'https://console.example.org/app' }, 'PUBLIC_URL must be an origin alone'],
    [{ IDENTITY: 'ldap' }, 'IDENTITY must be "demo", "oidc" or "keys", got "ldap"'],
    [{ IDENTITY: 'oidc' }, 'IDENTITY=oidc needs OIDC_ISSUER'],
    [{ OIDC_ISSUER: 'https://id.example.org' }, 'OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET'],
    [{ ...PROVIDER, OIDC_ISSUER: 'http://id.example.org' }, 'OIDC_ISSUER must use https (http only on a loopback'],
    [{ ...PROVIDER, IDENTITY: 'demo' }, 'OIDC_ISSUER is set but IDENTITY is "demo"'],
    [{ CONSOLE_SECRET: 'too short' }, 'CONSOLE_SECRET must be at least 32 characters'],
    [{ KEY_SIGN_IN: 'no' }, 'KEY_SIGN_IN must be "on" or "off", got "no"'],
    [{ IDENTITY: 'demo', PUBLIC_URL: 'http://console.example.org' }, 'PUBLIC_URL must use https where people sign in'],
    [{ METRICS_TOKEN: 'scrape' }, 'METRICS_TOKEN must be at least 16 characters without spaces'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [{ SHUTDOWN_SECONDS: 'soon' }, 'SHUTDOWN_SECONDS must be a whole number from 0 to 3600'],
    [{ SHUTDOWN_DELAY_SECONDS: '-1' }, 'SHUTDOWN_DELAY_SECONDS must be a whole number from 0 to 3600'],
    [{ ...PROVIDER, OIDC_SCOPES: 'openid "groups"' }, 'OIDC_SCOPES must be scopes separated by spaces, got ""groups""'],
    [{ ...PROVIDER, OIDC_GROUPS_CLAIM: 'realm_access..roles' }, "OIDC_GROUPS_CLAIM must be a claim's name or a dotted"],
    [{ ...PROVIDER, OIDC_EMAIL_CLAIM: 'e mail' }, "OIDC_EMAIL_CLAIM must be a claim's name or a dotted path"],
  ])('rejects %j with one clear line', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it('reads the organisation’s provider, or the demo’s, and the origin people reach the console at', () => {
    expect(
      readConfig({ ...PROVIDER, OIDC_NAME: ' Acme SSO ', OIDC_ADMIN_GROUP: 'console-admins', KEY_SIGN_IN: 'OFF' }),
    ).toMatchObject({
      identity: 'oidc',
      oidc: { issuer: 'https://id.example.org/realms/acme', clientId: 'console', clientSecret: 'client-secret' },
      oidcName: 'Acme SSO',
      oidcAdminGroup: 'console-admins',
      keySignIn: false,
    });
    expect(readConfig(PROVIDER).oidc).toMatchObject({
      scopes: 'openid email profile groups',
      groupsClaim: 'groups',
      emailClaim: 'email',
    });
    // Keycloak's realm roles, Entra ID's user principal name; `openid` asked for even where the list forgets it.
    expect(
      readConfig({
        ...PROVIDER,
        OIDC_SCOPES: ' email  profile ',
        OIDC_GROUPS_CLAIM: 'realm_access.roles',
        OIDC_EMAIL_CLAIM: 'upn',
      }).oidc,
    ).toMatchObject({ scopes: 'openid email profile', groupsClaim: 'realm_access.roles', emailClaim: 'upn' });
    expect(readConfig({ ...PROVIDER, OIDC_ISSUER: 'http://127.0.0.1:9000/' }).oidc?.issuer).toBe(
      'http://127.0.0.1:9000',
    );
    expect(readConfig({ IDENTITY: 'demo', HOST: '0.0.0.0', PORT: '9090' })).toMatchObject({
      identity: 'demo',
      publicUrl: 'http://localhost:9090',
    });
    expect(readConfig({ PUBLIC_URL: 'https://console.example.org/' }).publicUrl).toBe('https://console.example.org');
    expect(readConfig({ CONSOLE_SECRET: 'x'.repeat(32) }).consoleSecret).toBe('x'.repeat(32));
  });

  it('does not echo a secret it rejects', () => {
    try {
      readConfig({ ADMIN_TOKEN: 'has a space in it, and is long' });
    } catch (error) {
      expect((error as Error).message).not.toContain('has a space');
    }
  });
});
