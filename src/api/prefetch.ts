import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * Starts a query while the caller draws, as React Query's usePrefetchQuery does, unless it is cached or
 * under way already: a page can ask for its data before the code that shows it has loaded.
 */
export function usePrefetch<Data, Key extends QueryKey>(
  query: FetchQueryOptions<Data, Error, Data, Key>,
  enabled = true,
) {
  const queryClient = useQueryClient();
  if (enabled && !queryClient.getQueryState(query.queryKey)) void queryClient.prefetchQuery(query);
}
