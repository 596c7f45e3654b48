import type { Authenticator } from '../auth/authenticator.js';
import type { Db } from '../store/database.js';
import { AccessorStore } from '../store/accessors.js';
import { ApiKeyStore } from '../store/apiKeys.js';
import { DocumentStore } from '../store/documents.js';
import type { ListedModelsOptions } from '../store/listedModels.js';
import { ModelStore } from '../store/models.js';
import { GroupStore, LanguageStore, RepositoryStore } from '../store/repositories.js';
import { SymbolStore } from '../store/symbols.js';

/** The stores over one database, shared by routes, seed and tests. */
export function createStores(db: Db, options: ListedModelsOptions = {}) {
  const symbols = new SymbolStore(db);
  return {
    db,
    repositories: new RepositoryStore(db),
    languages: new LanguageStore(db),
    groups: new GroupStore(db),
    symbols,
    models: new ModelStore(db, symbols, options),
    documents: new DocumentStore(db),
    accessors: new AccessorStore(db),
    apiKeys: new ApiKeyStore(db),
  };
}

export type Stores = ReturnType<typeof createStores>;
export type Services = Stores & { authenticator: Authenticator };
