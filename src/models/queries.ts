import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ClientContext';
import type { ApiClient } from '../api/client';
import { acceptDraft, createDraft, getModel, listDescriptions, listModels } from '../api/endpoints/models';
import { walkPages } from '../../common/pagination';
import type { DraftCreate, ListModelsQuery } from '../api/types';
import { queryKeys } from '../api/queryKeys';
import { useAnnounceChanges } from '../api/changes';
import { useInvalidatingMutation } from '../api/mutation';
import { DRAFT_REPOSITORY } from '../repositories';

export function useModels(repositoryId: string, query: ListModelsQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.modelList(client.identity, repositoryId, query),
    queryFn: ({ signal }) => listModels(client, repositoryId, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Reads one page of a model list on demand, uncached: what an export walks through. */
export function useModelPageReader(repositoryId: string) {
  const client = useApiClient();
  return (query: ListModelsQuery, signal?: AbortSignal) => listModels(client, repositoryId, query, signal);
}

export const modelQuery = (client: ApiClient, repositoryId: string, modelId: string) =>
  queryOptions({
    queryKey: queryKeys.model(client.identity, repositoryId, modelId),
    queryFn: ({ signal }) => getModel(client, repositoryId, modelId, { projection: 'ALL' }, signal),
  });

export function useModel(repositoryId: string, modelId: string, enabled = true) {
  return useQuery({ ...modelQuery(useApiClient(), repositoryId, modelId), enabled });
}

/** Every description of a model, all pages. */
export const descriptionsQuery = (client: ApiClient, repositoryId: string, modelId: string) =>
  queryOptions({
    queryKey: queryKeys.descriptions(client.identity, repositoryId, modelId),
    queryFn: async ({ signal }) =>
      (
        await walkPages(
          (startAt, maxResults) => listDescriptions(client, repositoryId, modelId, { startAt, maxResults }, signal),
          {
            signal,
            keyOf: (d) => d.descriptionType,
          },
        )
      ).items,
  });

export function useDescriptions(repositoryId: string, modelId: string) {
  return useQuery(descriptionsQuery(useApiClient(), repositoryId, modelId));
}

/** A new draft changes the draft repository's model lists. */
export function useCreateDraft() {
  const client = useApiClient();
  return useInvalidatingMutation((draft: DraftCreate) => createDraft(client, draft), {
    scope: 'models',
    repository: DRAFT_REPOSITORY,
    view: 'list',
  });
}

/**
 * Accepting changes the target's model lists (and what reviews read of the target), the draft itself (now
 * archived) and every list that shows the draft, whatever id (alias or uuid) that list was read by.
 */
/** Whether the API is this page's own origin: the console's server, which keeps the audit log, is in the way. */
const sameOrigin = (client: ApiClient) => new URL(client.connection.baseUrl).origin === window.location.origin;

export function useAcceptDraft() {
  const client = useApiClient();
  const announce = useAnnounceChanges();
  return useMutation({
    mutationFn: ({
      target,
      draftId,
      group,
      acceptedFailing,
    }: {
      target: string;
      draftId: string;
      group?: string;
      acceptedFailing?: readonly string[];
    }) =>
      // Only the console's own server records them; a service elsewhere would refuse the header before the accept.
      acceptDraft(client, target, draftId, group, sameOrigin(client) ? acceptedFailing : undefined),
    onSettled: (_model, _error, { target, draftId }) =>
      announce([
        { queries: { scope: 'models', repository: target, view: 'list' } },
        { queries: { scope: 'models', repository: target, view: 'target-review' } },
        // The draft, now archived: its detail and everything read of it (canvas, review, …).
        { queries: { scope: 'models', repository: DRAFT_REPOSITORY, model: draftId } },
        { modelListsHolding: draftId },
      ]),
  });
}
