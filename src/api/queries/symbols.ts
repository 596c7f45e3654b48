import { queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useBatchedValue } from '../../lib/useBatchedValue';
import { useApiClient } from '../ClientContext';
import type { ApiClient } from '../client';
import { getSymbol } from '../endpoints/symbols';
import type { SymbolObject } from '../types';
import { queryKeys } from './keys';

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
  // canvas's 2,000 nodes are not rebuilt whenever the page around them draws again.
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

/** One symbol, all its fields; shares its cache entry with the canvas's symbols. */
export function useSymbol(repositoryId: string, symbolId: string) {
  return useQuery(symbolQuery(useApiClient(), repositoryId, symbolId));
}
