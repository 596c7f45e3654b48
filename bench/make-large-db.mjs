// Builds a database with a repository of N generated models (default 10,000) for the service benchmark.
import { createStores } from '../dist-server/server/routes/services.js';
import { ensureBaseline, generateModels, LANGUAGES } from '../dist-server/server/seed/demo.js';
import { openDatabase } from '../dist-server/server/store/database.js';

export const LARGE_REPOSITORY = '7e57be9c-0000-4000-8000-000000010000';

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
  db.close();
}
