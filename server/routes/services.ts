import type { Authenticator } from '../auth/authenticator.js';
import { writeCount, type Db } from '../store/database.js';
import { AccessorStore } from '../store/accessors.js';
import { ApiKeyStore } from '../store/apiKeys.js';
import { DocumentStore } from '../store/documents.js';
import type { ListedModelsOptions } from '../store/listedModels.js';
import { ModelStore } from '../store/models.js';
import { GroupStore, LanguageStore, RepositoryStore } from '../store/repositories.js';
import type { ServiceStore } from '../store/serviceStore.js';
import { SymbolStore } from '../store/symbols.js';

/** The SQLite stores over one database, shared by routes, seed and tests; the routes see only `ServiceStore`. */
export function createStores(db: Db, options: ListedModelsOptions = {}) {
  const symbols = new SymbolStore(db);
  const store = {
    writeCount: () => writeCount(db),
    repositories: new RepositoryStore(db),
    languages: new LanguageStore(db),
    groups: new GroupStore(db),
    symbols,
    models: new ModelStore(db, symbols, options),
    documents: new DocumentStore(db),
    accessors: new AccessorStore(db),
    apiKeys: new ApiKeyStore(db),
  } satisfies ServiceStore;
  return { db, ...store };
}

export type Stores = ReturnType<typeof createStores>;
/** What the routes are given: the store's interface, not its SQLite classes. */
export type Services = ServiceStore & { authenticator: Authenticator };
