import { queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useApiClient } from '../api/ClientContext';
import type { ApiClient } from '../api/client';
import { getCanvas } from '../api/endpoints/models';
import { getSymbol } from '../api/endpoints/symbols';
import { queryKeys } from '../api/queryKeys';
import type { SymbolObject } from '../api/types';
import { useBatchedValue } from '../lib/useBatchedValue';

/** A model's canvas: read once and kept five minutes, as canvases change only when a draft is accepted. */
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

export interface CanvasSymbols {
  symbols: ReadonlyMap<string, SymbolObject>;
  loaded: number;
  total: number;
  failed: number;
}

/** One symbol with all its fields, kept for the session: symbols change rarely and are shared by many canvases. */
export const symbolQuery = (client: ApiClient, repositoryId: string, symbolId: string) =>
  queryOptions({
    queryKey: queryKeys.symbol(client.identity, repositoryId, symbolId),
    queryFn: ({ signal }) => getSymbol(client, repositoryId, symbolId, { projection: 'ALL' }, signal),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });

/** While symbols arrive, the canvas hears of them at most this often, rather than once per answer. */
const SYMBOL_BATCH_MS = 250;

/**
 * The symbols placed on a canvas: each unique symbol is fetched once through the scheduler, kept for
 * the session and shared by every model of the repository that places it.
 */
export function useCanvasSymbols(repositoryId: string, symbolIds: readonly string[]): CanvasSymbols {
  const client = useApiClient();
  const unique = useMemo(() => [...new Set(symbolIds)], [symbolIds]);
  // A stable combine lets React Query hand back the same result until a symbol arrives, so that the
  // canvas's vertices are not drawn again whenever the page around them draws again.
  const combine = useCallback(
    (results: UseQueryResult<SymbolObject>[]) => {
      const symbols = new Map<string, SymbolObject>();
      let failed = 0;
      results.forEach((result, index) => {
        if (result.data) symbols.set(unique[index], result.data);
        if (result.isError) failed++;
      });
      return { symbols, loaded: symbols.size, total: unique.length, failed };
    },
    [unique],
  );
  const combined = useQueries({
    queries: unique.map((symbolId) => symbolQuery(client, repositoryId, symbolId)),
    combine,
  });
  return useBatchedValue(combined, combined.loaded + combined.failed >= combined.total, SYMBOL_BATCH_MS);
}
