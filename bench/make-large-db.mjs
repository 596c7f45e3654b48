// Builds a database with a repository of N generated models for the benchmarks, and keeps the large ones
// in bench/.cache so that they are made once: a file is reused while the code that generates it is unchanged.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createStores } from '../dist-server/server/service/store/index.js';
import { ensureBaseline, generateModels, LANGUAGES } from '../dist-server/server/service/seed/demo.js';
import { openDatabase } from '../dist-server/server/service/store/database.js';

export const LARGE_REPOSITORY = '7e57be9c-0000-4000-8000-000000010000';
const CACHE = 'bench/.cache';

export function makeLargeDatabase(path, count = 10_000) {
  const db = openDatabase(path);
  const stores = createStores(db);
  ensureBaseline(stores);
  db.transaction(() => {
    for (const language of Object.values(LANGUAGES)) stores.languages.define(language.uuid, language.name);
    const id = stores.repositories.create(LARGE_REPOSITORY, 'Benchmark repository');
    stores.languages.attach(id, LANGUAGES.en.uuid, true, 0);
    stores.languages.attach(id, LANGUAGES.de.uuid, false, 1);
    generateModels(stores, id, { languages: ['en', 'de'], sources: [], seed: 1 }, count);
  })();
  stores.models.optimizeSearch();
  db.close();
}

/** The generating code's fingerprint: a cached database made by other code is made again. */
function fingerprint() {
  const hash = createHash('sha256');
  for (const file of [
    'seed/demo.js',
    'seed/demoFixtures.js',
    'seed/generate.js',
    'seed/vocabulary.js',
    'store/database.js',
    'store/models.js',
  ]) {
    hash.update(readFileSync(join('dist-server/server', file)));
  }
  hash.update(readFileSync(new URL(import.meta.url)));
  return hash.digest('hex').slice(0, 12);
}

/** A database of `count` models from the cache, made (and timed) when missing. */
export function cachedLargeDatabase(count) {
  mkdirSync(CACHE, { recursive: true });
  const name = `models-${count}-${fingerprint()}.db`;
  const path = join(CACHE, name);
  if (existsSync(path)) return { path, seconds: 0, reused: true };
  for (const stale of readdirSync(CACHE).filter((file) => file.startsWith(`models-${count}-`)))
    rmSync(join(CACHE, stale));
  const started = performance.now();
  const partial = `${path}.partial`;
  makeLargeDatabase(partial, count);
  renameSync(partial, path);
  return { path, seconds: Number(((performance.now() - started) / 1000).toFixed(1)), reused: false };
}
