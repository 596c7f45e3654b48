import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../ClientContext';
import { createApiKey, deleteApiKey, listApiKeys } from '../endpoints/apiKeys';
import type { ApiKeyCreate, ListApiKeysQuery } from '../types';
import { queryKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

export function useApiKeys(query: ListApiKeysQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.apiKeyList(client.identity, query),
    queryFn: ({ signal }) => listApiKeys(client, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCreateApiKey() {
  const client = useApiClient();
  // Key writes change the key lists only.
  return useInvalidatingMutation((key: ApiKeyCreate) => createApiKey(client, key), queryKeys.apiKeys);
}

export function useDeleteApiKey() {
  const client = useApiClient();
  return useInvalidatingMutation((apiKeyId: string) => deleteApiKey(client, apiKeyId), queryKeys.apiKeys);
}
