import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ClientContext';
import type { ApiClient } from '../api/client';
import type { Canvas, Description, Model, SymbolObject } from '../api/types';
import { queryKeys } from '../api/queryKeys';
import { canvasQuery } from '../canvas';
import { descriptionsQuery, modelQuery } from '../models';
import { DRAFT_REPOSITORY } from '../repositories';
import { loadTargetForReview } from '../checks';
import { symbolQuery } from '../canvas';

/** A canvas with the symbols it places, as far as they could be read (one that cannot be is left out). */
export interface CanvasWithSymbols {
  canvas: Canvas;
  symbols: ReadonlyMap<string, SymbolObject>;
}

/** Read through the same cache entries as the pages that show them: nothing is read twice. */
export async function loadCanvasWithSymbols(
  queryClient: QueryClient,
  client: ApiClient,
  repositoryId: string,
  modelId: string,
): Promise<CanvasWithSymbols> {
  const canvas = await queryClient.fetchQuery(canvasQuery(client, repositoryId, modelId));
  const ids = [...new Set(canvas.vertices.map((vertex) => vertex.symbol))];
  const read = await Promise.allSettled(ids.map((id) => queryClient.fetchQuery(symbolQuery(client, repositoryId, id))));
  const symbols = new Map<string, SymbolObject>();
  read.forEach((result, index) => {
    if (result.status === 'fulfilled') symbols.set(ids[index], result.value);
  });
  return { canvas, symbols };
}

export interface DraftForReview extends CanvasWithSymbols {
  draft: Model;
  descriptions: Description[];
}

export async function loadDraftForReview(
  queryClient: QueryClient,
  client: ApiClient,
  draftId: string,
): Promise<DraftForReview> {
  const [draft, drawn, descriptions] = await Promise.all([
    queryClient.fetchQuery(modelQuery(client, DRAFT_REPOSITORY, draftId)),
    loadCanvasWithSymbols(queryClient, client, DRAFT_REPOSITORY, draftId),
    queryClient.fetchQuery(descriptionsQuery(client, DRAFT_REPOSITORY, draftId)),
  ]);
  return { draft, ...drawn, descriptions };
}

/** The draft as the review reads it; under the draft's own key, so that accepting it refreshes the review too. */
export function useDraftForReview(draftId: string, enabled = true) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.draftReview(client.identity, DRAFT_REPOSITORY, draftId),
    queryFn: () => loadDraftForReview(queryClient, client, draftId),
    enabled,
  });
}

/** What the review compares the draft with in the target: its languages and the models with the same titles. */
export function useTargetForReview(target: string | undefined, draft: Model | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.targetReview(client.identity, target ?? '', { draft: draft?.uuid, titles: draft?.titles }),
    queryFn: () => loadTargetForReview(queryClient, client, target!, draft!),
    enabled: Boolean(target && draft),
  });
}

/** A model's canvas and symbols, for comparing with the draft. */
export function useCanvasWithSymbols(repositoryId: string, modelId: string | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.canvasWithSymbols(client.identity, repositoryId, modelId ?? ''),
    queryFn: () => loadCanvasWithSymbols(queryClient, client, repositoryId, modelId!),
    enabled: Boolean(modelId),
  });
}
