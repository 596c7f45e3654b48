import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../ClientContext';
import type { ApiClient } from '../client';
import { listLanguages, listRepositories } from '../endpoints/repositories';
import { walkPages } from '../pagination';
import type { ListRepositoriesQuery } from '../types';
import { queryKeys } from './keys';

export function useRepositories(query: ListRepositoriesQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.repositories(client.identity, query),
    queryFn: ({ signal }) => listRepositories(client, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every language of a repository (a short list, read whole). */
export const languagesQuery = (client: ApiClient, repositoryId: string) =>
  queryOptions({
    queryKey: queryKeys.languages(client.identity, repositoryId),
    queryFn: async ({ signal }) =>
      (await walkPages((startAt, maxResults) => listLanguages(client, repositoryId, { startAt, maxResults }, signal), { signal, keyOf: (l) => l.uuid }))
        .items,
    staleTime: 5 * 60_000,
  });

export function useLanguages(repositoryId: string) {
  return useQuery(languagesQuery(useApiClient(), repositoryId));
}
