import type { ApiClient } from '../client';
import { segment } from '../http';
import type { DraftCreate, ListModelsQuery, PageQuery, QueryOf } from '../types';
import { ACCEPTED_CHECKS_HEADER } from '../../../common/audit';

const modelPath = (repositoryId: string, modelId: string) =>
  `/repositories/${segment(repositoryId)}/models/${segment(modelId)}`;

export const listModels = (
  client: ApiClient,
  repositoryId: string,
  query: ListModelsQuery = {},
  signal?: AbortSignal,
) =>
  client.request({
    operation: 'listModels',
    method: 'GET',
    path: `/repositories/${segment(repositoryId)}/models`,
    query,
    signal,
  });

export const getModel = (
  client: ApiClient,
  repositoryId: string,
  modelId: string,
  query: QueryOf<'getModel'> = {},
  signal?: AbortSignal,
) => client.request({ operation: 'getModel', method: 'GET', path: modelPath(repositoryId, modelId), query, signal });

export const getCanvas = (client: ApiClient, repositoryId: string, modelId: string, signal?: AbortSignal) =>
  client.request({ operation: 'getCanvas', method: 'GET', path: `${modelPath(repositoryId, modelId)}/canvas`, signal });

export const listDescriptions = (
  client: ApiClient,
  repositoryId: string,
  modelId: string,
  query: PageQuery & { fields?: string } = {},
  signal?: AbortSignal,
) =>
  client.request({
    operation: 'listDescriptions',
    method: 'GET',
    path: `${modelPath(repositoryId, modelId)}/descriptions`,
    query,
    signal,
  });

export const createDraft = (client: ApiClient, draft: DraftCreate) =>
  client.request({ operation: 'createDraftModel', method: 'POST', path: '/repositories/draft/models', body: draft });

/**
 * Accepts a draft into a target repository; `group` defaults (in the service) to All Users. The ids of the checks
 * accepted failing go along for the audit log; the service ignores them.
 */
export const acceptDraft = (
  client: ApiClient,
  targetRepositoryId: string,
  draftId: string,
  group?: string,
  acceptedFailing: readonly string[] = [],
) =>
  client.request({
    operation: 'acceptDraft',
    method: 'POST',
    path: `${modelPath(targetRepositoryId, draftId)}/versions/accept`,
    body: group ? { group } : {},
    ...(acceptedFailing.length > 0 ? { headers: { [ACCEPTED_CHECKS_HEADER]: acceptedFailing.join(',') } } : {}),
  });
