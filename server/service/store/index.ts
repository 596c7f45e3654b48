import { writeCount, type Db } from './database.js';
import { AccessorStore } from './accessors.js';
import { ApiKeyStore } from './apiKeys.js';
import { DocumentStore } from './documents.js';
import { DraftStore } from './drafts.js';
import type { ListedModelsOptions } from './listedModels.js';
import { ModelStore } from './models.js';
import { GroupStore, LanguageStore, RepositoryStore } from './repositories.js';
import type { ServiceStore } from './serviceStore.js';
import { SymbolStore } from './symbols.js';

/** The SQLite stores over one database, shared by routes, seed and tests; the routes see only `ServiceStore`. */
export function createStores(db: Db, options: ListedModelsOptions = {}) {
  const symbols = new SymbolStore(db);
  const models = new ModelStore(db, options);
  const store = {
    writeCount: () => writeCount(db),
    repositories: new RepositoryStore(db),
    languages: new LanguageStore(db),
    groups: new GroupStore(db),
    symbols,
    models,
    drafts: new DraftStore(db, models, symbols),
    documents: new DocumentStore(db),
    accessors: new AccessorStore(db),
    apiKeys: new ApiKeyStore(db),
  } satisfies ServiceStore;
  return { db, ...store };
}

export type Stores = ReturnType<typeof createStores>;
