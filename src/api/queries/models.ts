import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../ClientContext';
import type { ApiClient } from '../client';
import { acceptDraft, createDraft, getCanvas, getModel, listDescriptions, listModels } from '../endpoints/models';
import { walkPages } from '../../../common/pagination';
import type { DraftCreate, ListModelsQuery } from '../types';
import { queryKeys } from './keys';
import { useAnnounceChanges } from './changes';
import { useInvalidatingMutation } from './mutation';

export const DRAFT_REPOSITORY = 'draft';
/** The draft repository's name in the repository list, where its uuid is not known in advance. */
const DRAFTS_NAME = 'Drafts';
export const isDraftRepository = (repository: { name?: string } | undefined) => repository?.name === DRAFTS_NAME;

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

export const canvasQuery = (client: ApiClient, repositoryId: string, modelId: string) =>
  queryOptions({
    queryKey: queryKeys.canvas(client.identity, repositoryId, modelId),
    queryFn: ({ signal }) => getCanvas(client, repositoryId, modelId, signal),
    staleTime: 5 * 60_000,
  });

export function useCanvas(repositoryId: string, modelId: string) {
  const client = useApiClient();
  return useQuery(canvasQuery(client, repositoryId, modelId));
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
export function useAcceptDraft() {
  const client = useApiClient();
  const announce = useAnnounceChanges();
  return useMutation({
    mutationFn: ({ target, draftId, group }: { target: string; draftId: string; group?: string }) =>
      acceptDraft(client, target, draftId, group),
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
