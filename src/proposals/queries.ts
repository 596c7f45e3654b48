import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ClientContext';
import { consoleServerOf } from '../api/consoleServer/client';
import { getProposal } from '../api/consoleServer/endpoints';
import { isApiError } from '../api/errors';
import { queryKeys } from '../api/queryKeys';

/**
 * Where a draft came from, where the console's editor made it: null for a draft made otherwise (404), or where this
 * console's server keeps no proposals (a bare service).
 */
export function useProposal(draftId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.proposal(client.identity, draftId),
    queryFn: async ({ signal }) => {
      try {
        return await getProposal(consoleServerOf(client), draftId, signal);
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 503 || error.kind === 'invalid-response'))
          return null;
        throw error;
      }
    },
    retry: false,
    staleTime: 60_000,
  });
}
