import type {
  AccessorShape,
  ApiKeyCreatedShape,
  ApiKeyShape,
  CanvasShape,
  DescriptionShape,
  DraftCreateShape,
  LanguageShape,
  ModelShape,
  PrivilegesShape,
  RepositoryShape,
  ResolvedDocumentShape,
  SymbolShape,
} from '../../shared/serviceSchemas.js';
import type { ParsedQuery } from './query.js';
import type { KeyRecord } from './apiKeys.js';
import type { JsonItems } from './jsonWriting.js';
import type { LanguageRow, RepositoryRow } from './repositories.js';

/** One page of a list: the items the query selected (only its `fields`) and how many there are in all. */
export interface Listed<T> {
  total: number;
  data: Partial<T>[];
}

/**
 * What the service's routes and its authentication ask of storage, written down so that a second store (a
 * PostgreSQL one, for a team that outgrows one SQLite file) has one interface to meet; `createStores`
 * checks the SQLite stores against it. Failures are the domain errors of `./errors.ts`: `NotFound`,
 * `Invalid` and `Conflict`, never HTTP statuses. What seeds and benchmarks use besides (inserting demo
 * models, defining languages) is the SQLite stores' own.
 */
export interface ServiceStore {
  /** Advances with every write: answers kept while it stands still are never stale. */
  writeCount(): number;
  repositories: {
    list(query: ParsedQuery): Listed<RepositoryShape>;
    /** A uuid or the alias `draft`; `Invalid` when malformed, `NotFound` when unknown. */
    resolve(idOrAlias: string): RepositoryRow;
  };
  languages: {
    list(repositoryId: number, query: ParsedQuery): Listed<LanguageShape>;
    ofRepository(repositoryId: number): LanguageRow[];
    defaultOf(repositoryId: number): string | undefined;
  };
  groups: { exists(uuid: string): boolean };
  symbols: { get(repositoryId: number, uuid: string, select: ReadonlySet<string>): Partial<SymbolShape> };
  models: {
    /** Model lists are the service's hot path: their items come as JSON already written. */
    list(
      repositoryId: number,
      query: ParsedQuery,
      sortLanguage: string | undefined,
    ): { total: number; items: JsonItems };
    get(repositoryId: number, uuid: string, select: ReadonlySet<string>): ModelShape;
    canvas(repositoryId: number, uuid: string): CanvasShape;
    descriptions(repositoryId: number, uuid: string, query: ParsedQuery): Listed<DescriptionShape>;
  };
  drafts: {
    create(draftRepositoryId: number, knownLanguages: ReadonlySet<string>, body: DraftCreateShape): ModelShape;
    /** Imports a NEW draft and archives it, both or neither; `Conflict` when it is not NEW. */
    accept(draftRepositoryId: number, draftUuid: string, targetRepositoryId: number, group: string): ModelShape;
  };
  documents: {
    sources(repositoryId: number): string[];
    resolve(
      repositoryId: number,
      sourceId: string,
      language: string,
      defaultLanguage: string | undefined,
      keys: string[],
    ): ResolvedDocumentShape[];
  };
  accessors: {
    list(repositoryId: number, query: ParsedQuery): Listed<AccessorShape>;
    get(repositoryId: number, uuid: string, select: ReadonlySet<string>): AccessorShape;
    /** `Conflict` when the user has an accessor in this repository already. */
    createUser(repositoryId: number, user: string, privileges: PrivilegesShape): AccessorShape;
    updatePrivileges(repositoryId: number, uuid: string, privileges: PrivilegesShape): AccessorShape;
    delete(repositoryId: number, uuid: string): void;
  };
  apiKeys: {
    list(query: ParsedQuery): Listed<ApiKeyShape>;
    get(uuid: string, select: ReadonlySet<string>): Partial<ApiKeyShape>;
    /** The secret is in this answer only; the store keeps its hash. */
    create(applicationName: string, expiresAt: string): ApiKeyCreatedShape;
    delete(uuid: string): void;
    findBySecretHash(hash: string): KeyRecord | undefined;
    isRetired(secret: string): boolean;
  };
}
