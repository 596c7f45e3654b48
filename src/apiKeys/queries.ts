import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ClientContext';
import { createApiKey, deleteApiKey, listApiKeys } from '../api/endpoints/apiKeys';
import { walkPages } from '../../common/pagination';
import type { ApiKeyCreate, ListApiKeysQuery } from '../api/types';
import { queryKeys } from '../api/queryKeys';
import { useInvalidatingMutation } from '../api/mutation';

export function useApiKeys(query: ListApiKeysQuery, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.apiKeyList(client.identity, query),
    queryFn: ({ signal }) => listApiKeys(client, query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Reads one page of the key list on demand, uncached: what an export walks through. */
export function useApiKeyPageReader() {
  const client = useApiClient();
  return (query: ListApiKeysQuery, signal?: AbortSignal) => listApiKeys(client, query, signal);
}

/**
 * Every key a list query matches, walked page by page: for what the service cannot answer in one page (a
 * status it does not store, a count over the whole list). Key lists are short, a few pages at most.
 */
export function useAllApiKeys(query: Omit<ListApiKeysQuery, 'startAt' | 'maxResults'>, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.apiKeyList(client.identity, { ...query, all: true }),
    queryFn: async ({ signal }) =>
      (
        await walkPages((startAt, maxResults) => listApiKeys(client, { ...query, startAt, maxResults }, signal), {
          signal,
        })
      ).items,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useCreateApiKey() {
  const client = useApiClient();
  // Key writes change the key lists only.
  return useInvalidatingMutation((key: ApiKeyCreate) => createApiKey(client, key), { scope: 'api-keys' });
}

export function useDeleteApiKey() {
  const client = useApiClient();
  return useInvalidatingMutation((apiKeyId: string) => deleteApiKey(client, apiKeyId), { scope: 'api-keys' });
}
