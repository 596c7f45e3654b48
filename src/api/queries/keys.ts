/**
 * Query keys per resource, as refine builds them: every key starts with the client's identity (so that
 * two sign-ins never share cache entries), then the resource, so that one prefix invalidates exactly
 * one resource's queries.
 */
type Params = Record<string, unknown>;

export const queryKeys = {
  repositories: (identity: string, query: Params = {}) => [identity, 'repositories', query] as const,
  languages: (identity: string, repositoryId: string) => [identity, 'repository', repositoryId, 'languages'] as const,
  models: (identity: string, repositoryId: string) => [identity, 'repository', repositoryId, 'models'] as const,
  modelList: (identity: string, repositoryId: string, query: Params) =>
    [...queryKeys.models(identity, repositoryId), 'list', query] as const,
  model: (identity: string, repositoryId: string, modelId: string) =>
    [...queryKeys.models(identity, repositoryId), 'detail', modelId] as const,
  /** What a draft's review reads of a target: its languages and the models with the draft's titles. */
  targetReview: (identity: string, repositoryId: string, params: Params = {}) =>
    [...queryKeys.models(identity, repositoryId), 'review', params] as const,
  canvas: (identity: string, repositoryId: string, modelId: string) =>
    [...queryKeys.model(identity, repositoryId, modelId), 'canvas'] as const,
  descriptions: (identity: string, repositoryId: string, modelId: string) =>
    [...queryKeys.model(identity, repositoryId, modelId), 'descriptions'] as const,
  symbol: (identity: string, repositoryId: string, symbolId: string) =>
    [identity, 'repository', repositoryId, 'symbols', symbolId] as const,
  documentSources: (identity: string, repositoryId: string) =>
    [identity, 'repository', repositoryId, 'document-sources'] as const,
  resolvedDocuments: (
    identity: string,
    repositoryId: string,
    sourceId: string,
    language: string,
    keys: readonly string[],
  ) => [identity, 'repository', repositoryId, 'documents', sourceId, language, keys] as const,
  accessors: (identity: string, repositoryId: string) => [identity, 'repository', repositoryId, 'accessors'] as const,
  accessorList: (identity: string, repositoryId: string, query: Params) =>
    [...queryKeys.accessors(identity, repositoryId), 'list', query] as const,
  apiKeys: (identity: string) => [identity, 'api-keys'] as const,
  apiKeyList: (identity: string, query: Params) => [...queryKeys.apiKeys(identity), 'list', query] as const,
};
