import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, readConfig, type Config } from './config.js';
import { createStores } from './routes/services.js';
import { ensureBaseline, seedDemo } from './seed/demo.js';
import { demoDirectoryCsv } from './seed/directory.js';
import { DatabaseError, openDatabase, type Db } from './store/database.js';

const DEMO_KEY_NAME = 'Demo application (generated at start)';
const STATIC_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

/**
 * Makes the demo key exist; a generated one replaces the one generated at the previous start. A key given in
 * DEMO_API_KEY that an administrator deleted stays deleted: returns false then.
 */
function ensureDemoKey(db: Db, config: Config): boolean {
  const stores = createStores(db);
  if (stores.apiKeys.hasSecret(config.demoApiKey)) return true;
  if (stores.apiKeys.isRetired(config.demoApiKey)) return false;
  db.transaction(() => {
    if (config.demoApiKeyGenerated) stores.apiKeys.deleteByApplicationName(DEMO_KEY_NAME);
    const name = config.demoApiKeyGenerated ? DEMO_KEY_NAME : 'Demo application (DEMO_API_KEY)';
    stores.apiKeys.create(name, new Date(Date.now() + 365 * 86_400_000).toISOString(), config.demoApiKey);
  })();
  return true;
}

function fail(message: string): never {
  console.error(`model-repository: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let db: Db | undefined;
  let demoKeyExists = false;
  let publishedDirectory: string | undefined;
  if (!config.upstreamUrl) {
    try {
      db = openDatabase(config.database, { sync: config.databaseSync });
    } catch (error) {
      if (error instanceof DatabaseError) fail(error.message);
      throw error;
    }
    const stores = createStores(db);
    ensureBaseline(stores);
    if (config.seed === 'demo' && stores.repositories.isEmpty()) seedDemo(stores);
    demoKeyExists = ensureDemoKey(db, config);
    if (config.seed === 'demo') publishedDirectory = demoDirectoryCsv(db);
  }

  const { app } = await buildApp({ config, db, staticDir: STATIC_DIR, publishedDirectory, logger: { level: 'warn' } });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    fail(
      code === 'EADDRINUSE'
        ? `port ${config.port} on ${config.host} is already in use; set PORT to a free port`
        : `cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`,
    );
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const base = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const lines = [
    `Model Repository Console: ${base}/`,
    config.upstreamUrl
      ? `API: ${base}/api/v1 -> forwarded to ${config.upstreamUrl}`
      : `API: ${base}/api/v1 (embedded service, database ${config.database})`,
  ];
  if (!config.upstreamUrl) {
    lines.push(
      config.adminTokenGenerated
        ? `Administrator token (generated; set ADMIN_TOKEN to choose one): ${config.adminToken}`
        : 'Administrator token: the value of ADMIN_TOKEN',
      !demoKeyExists
        ? 'Demo API key: none; the key in DEMO_API_KEY was deleted by an administrator and stays deleted'
        : config.demoApiKeyGenerated
          ? `Demo API key (generated; set DEMO_API_KEY to choose one): ${config.demoApiKey}`
          : 'Demo API key: the value of DEMO_API_KEY',
    );
  }
  lines.push('', 'Stop with Ctrl+C.');
  console.log(framed(lines));

  const stop = async () => {
    await app.close();
    db?.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

/** The lines a person needs after start, in a box, so that they stand out from whatever was printed before. */
function framed(lines: readonly string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return [`┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`].join('\n');
}

main().catch((error: Error) => fail(`failed to start: ${error.message}`));
