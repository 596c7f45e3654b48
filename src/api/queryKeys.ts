import type { QueryKey } from '@tanstack/react-query';

/**
 * Query keys as objects, built and matched here alone (refine's style): a key is `[{ identity, scope, … }]`,
 * so that invalidation reads `{ scope: 'models', repository, view: 'list' }` rather than a position in an
 * array. TanStack Query matches a filter's object against a key's partially, so naming fewer parts selects
 * more queries: `{ scope: 'models', repository, model }` is that model's detail, canvas, descriptions and
 * review. Every key carries the client's identity, so that two sign-ins never share cache entries.
 */
export interface QueryTarget {
  scope:
    | 'repositories'
    | 'languages'
    | 'models'
    | 'symbols'
    | 'document-sources'
    | 'documents'
    | 'accessors'
    | 'api-keys'
    | 'installation-index'
    | 'directory'
    | 'me'
    | 'audit'
    | 'edits'
    | 'proposals';
  repository?: string;
  /** A model of `repository`, for its detail and what hangs off it. */
  model?: string;
  view?:
    | 'list'
    | 'detail'
    | 'canvas'
    | 'canvas-with-symbols'
    | 'descriptions'
    | 'review'
    | 'target-review'
    | 'conversation'
    | 'settings';
  /** A symbol, or a document source. */
  id?: string;
  params?: unknown;
}

export type QueryKeyParts = QueryTarget & { identity: string };

type Params = Record<string, unknown>;

/** A key, or a filter over keys: undefined parts are left out, as a filter must not name them. */
export function keyOf<T extends Partial<QueryTarget>>(
  identity: string,
  target: T,
): readonly [{ identity: string } & T] {
  const named = Object.entries({ identity, ...target }).filter(([, value]) => value !== undefined);
  return [Object.fromEntries(named) as { identity: string } & T];
}

/** The parts of a key that this module built; undefined for any other key. */
export function partsOf(key: QueryKey): QueryKeyParts | undefined {
  const [first] = key;
  return key.length === 1 && typeof first === 'object' && first !== null && 'identity' in first && 'scope' in first
    ? (first as QueryKeyParts)
    : undefined;
}

/** Whether a key is one of the identity's and has every part that `target` names. */
export function isKeyOf(key: QueryKey, identity: string, target: Partial<QueryTarget>): boolean {
  const parts = partsOf(key);
  return (
    parts?.identity === identity &&
    Object.entries(target).every(([name, value]) => parts[name as keyof QueryTarget] === value)
  );
}

export const queryKeys = {
  repositories: (identity: string, query: Params = {}) => keyOf(identity, { scope: 'repositories', params: query }),
  languages: (identity: string, repository: string) => keyOf(identity, { scope: 'languages', repository }),
  modelList: (identity: string, repository: string, query: Params) =>
    keyOf(identity, { scope: 'models', repository, view: 'list', params: query }),
  model: (identity: string, repository: string, model: string) =>
    keyOf(identity, { scope: 'models', repository, model, view: 'detail' }),
  /** A draft as its review reads it: the model, its canvas, symbols and descriptions at once. */
  draftReview: (identity: string, repository: string, model: string) =>
    keyOf(identity, { scope: 'models', repository, model, view: 'review' }),
  /** What a draft's review reads of a target: its languages and the models with the draft's titles. */
  targetReview: (identity: string, repository: string, params: Params) =>
    keyOf(identity, { scope: 'models', repository, view: 'target-review', params }),
  canvas: (identity: string, repository: string, model: string) =>
    keyOf(identity, { scope: 'models', repository, model, view: 'canvas' }),
  canvasWithSymbols: (identity: string, repository: string, model: string) =>
    keyOf(identity, { scope: 'models', repository, model, view: 'canvas-with-symbols' }),
  descriptions: (identity: string, repository: string, model: string) =>
    keyOf(identity, { scope: 'models', repository, model, view: 'descriptions' }),
  symbol: (identity: string, repository: string, symbol: string) =>
    keyOf(identity, { scope: 'symbols', repository, id: symbol }),
  /** A symbol looked for first in `repository`, then in every other (the editor's library places from any). */
  symbolAnywhere: (identity: string, repository: string, symbol: string) =>
    keyOf(identity, { scope: 'symbols', repository, id: symbol, params: { anywhere: true } }),
  documentSources: (identity: string, repository: string) => keyOf(identity, { scope: 'document-sources', repository }),
  resolvedDocuments: (
    identity: string,
    repository: string,
    source: string,
    language: string,
    keys: readonly string[],
  ) => keyOf(identity, { scope: 'documents', repository, id: source, params: { language, keys } }),
  accessorList: (identity: string, repository: string, query: Params) =>
    keyOf(identity, { scope: 'accessors', repository, view: 'list', params: query }),
  apiKeyList: (identity: string, query: Params) => keyOf(identity, { scope: 'api-keys', view: 'list', params: query }),
  /** The console server's installation index: its state, and its answers. */
  installationIndex: (identity: string) => keyOf(identity, { scope: 'installation-index', view: 'detail' }),
  installationTitles: (identity: string, params: Params) =>
    keyOf(identity, { scope: 'installation-index', view: 'list', params }),
  /** The directory of people and groups the console server keeps for the installation. */
  serverDirectory: (identity: string) => keyOf(identity, { scope: 'directory', view: 'list' }),
  /** Who the signed-in person is to the console's server, and what they may do. */
  me: (identity: string) => keyOf(identity, { scope: 'me', view: 'detail' }),
  /** The console server's audit log: a filtered page, who has acted, and the chain's verification. */
  audit: (identity: string, view: 'list' | 'detail', params: Params = {}) =>
    keyOf(identity, { scope: 'audit', view, params }),
  /** The caller's edits in progress (list), or one with its working copy and steps (detail, `id`). */
  edits: (identity: string, id?: string) => keyOf(identity, { scope: 'edits', view: id ? 'detail' : 'list', id }),
  /** What the editor's checks read of the repository an edit's model came from, for these titles. */
  editChecks: (identity: string, repository: string, params: Params) =>
    keyOf(identity, { scope: 'models', repository, view: 'target-review', params }),
  /** Where a draft came from (its proposal). */
  proposal: (identity: string, draftId: string) => keyOf(identity, { scope: 'proposals', view: 'detail', id: draftId }),
  /** A proposal's state, revisions and thread, polled. */
  conversation: (identity: string, draftId: string) =>
    keyOf(identity, { scope: 'proposals', view: 'conversation', id: draftId }),
  /** What waits on the caller (the inbox). */
  inbox: (identity: string) => keyOf(identity, { scope: 'proposals', view: 'list' }),
  /** The installation's review settings. */
  reviewSettings: (identity: string) => keyOf(identity, { scope: 'proposals', view: 'settings' }),
  /** A draft's look-alikes, from whichever index answers (its version in the params). */
  similarTitles: (identity: string, params: Params) =>
    keyOf(identity, { scope: 'installation-index', view: 'list', id: 'similar', params }),
  /** Where a symbol is used and what it relates to, by the installation index. */
  installationUsage: (identity: string, params: Params) =>
    keyOf(identity, { scope: 'installation-index', view: 'detail', id: 'usage', params }),
};
