import { randomBytes } from 'node:crypto';
import type { Config } from '../shared/config.js';
import { embeddedService, type EmbeddedService } from './embeddedService.js';
import { ensureBaseline, seedDemo } from './seed/demo.js';
import { demoDirectoryCsv } from './seed/directory.js';
import { openDatabase, type Db } from './store/database.js';
import { createStores, type Stores } from './store/index.js';

const DEMO_KEY_NAME = 'Demo application (generated at start)';
const WALKER_KEY_NAME = 'Installation index (the console server, issued at start)';
const YEAR_MS = 365 * 86_400_000;

/** The embedded service as `npm run serve` starts it, where no UPSTREAM_URL is given. */
export interface StartedService {
  db: Db;
  service: EmbeddedService;
  /** Whether DEMO_API_KEY's key exists: one an administrator deleted stays deleted. */
  demoKeyExists: boolean;
  /** The demo directory of people and groups (CSV), where the demo data is seeded. */
  publishedDirectory?: string;
  /** A key of its own for the console server's walk: a new one each start, replacing the one before. */
  issueWalkerKey(): string;
  /** Throws where its database does not answer (the server's readiness). */
  check(): void;
  close(): void;
}

/**
 * Makes the demo key exist; a generated one replaces the one generated at the previous start. A key given in
 * DEMO_API_KEY that an administrator deleted stays deleted: returns false then.
 */
function ensureDemoKey(db: Db, stores: Stores, config: Config): boolean {
  if (stores.apiKeys.hasSecret(config.demoApiKey)) return true;
  if (stores.apiKeys.isRetired(config.demoApiKey)) return false;
  db.transaction(() => {
    if (config.demoApiKeyGenerated) stores.apiKeys.deleteByApplicationName(DEMO_KEY_NAME);
    const name = config.demoApiKeyGenerated ? DEMO_KEY_NAME : 'Demo application (DEMO_API_KEY)';
    stores.apiKeys.create(name, new Date(Date.now() + YEAR_MS).toISOString(), config.demoApiKey);
  })();
  return true;
}

/** The walker's own key against the embedded service: a new one each start, replacing the one before. */
function issueWalkerKey(db: Db, stores: Stores): string {
  const secret = randomBytes(24).toString('base64url');
  db.transaction(() => {
    stores.apiKeys.deleteByApplicationName(WALKER_KEY_NAME);
    stores.apiKeys.create(WALKER_KEY_NAME, new Date(Date.now() + YEAR_MS).toISOString(), secret);
  })();
  return secret;
}

/**
 * Opens DATABASE (a DatabaseError says why it cannot be), loads the demo data into an empty one (SEED=demo), and
 * makes the demo key exist.
 */
export function startEmbeddedService(config: Config): StartedService {
  const db = openDatabase(config.database, { sync: config.databaseSync });
  const stores = createStores(db);
  ensureBaseline(stores);
  if (config.seed === 'demo' && stores.repositories.isEmpty()) seedDemo(stores);
  const demoKeyExists = ensureDemoKey(db, stores, config);
  const publishedDirectory = config.seed === 'demo' ? demoDirectoryCsv(db) : undefined;
  return {
    db,
    service: embeddedService(db, { config }),
    demoKeyExists,
    publishedDirectory,
    issueWalkerKey: () => issueWalkerKey(db, stores),
    check: () => void db.prepare('SELECT 1').get(),
    close: () => db.close(),
  };
}
