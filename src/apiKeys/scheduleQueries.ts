import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ClientContext';
import { cancelKeyRevocation, listKeyRevocations, moveKeyRevocation, rollApiKey } from '../api/consoleServer/endpoints';
import { isApiError } from '../api/errors';
import { useInvalidatingMutation } from '../api/mutation';
import { queryKeys } from '../api/queryKeys';
import { consoleServerOf } from '../api/consoleServer/client';
import { isPendingRevocation } from '../../common/keySchedule';

/** While a revoke is open, the list is read again this often: the server performs revokes on its own. */
const OPEN_REFRESH_MS = 30_000;

/**
 * The key schedule the console's server keeps: every revoke, open ones first. `null` where the server keeps none
 * (no ADMIN_TOKEN in front of a real service, or a bare service): the console offers no roll then.
 */
export function useKeyRevocations(enabled = true) {
  const client = useApiClient();
  return useQuery({
    // Under the keys' scope: a key's issue, revoke or roll reads it again.
    queryKey: queryKeys.apiKeyList(client.identity, { revocations: true }),
    queryFn: async ({ signal }) => {
      try {
        return (await listKeyRevocations(consoleServerOf(client), signal)).revocations;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    refetchInterval: (query) =>
      query.state.data?.some((revocation) => isPendingRevocation(revocation.state)) ? OPEN_REFRESH_MS : false,
  });
}

export function useRollKey() {
  const client = useApiClient();
  return useInvalidatingMutation(
    ({ keyUuid, revokeAt, expiresAt }: { keyUuid: string; revokeAt: string; expiresAt?: string }) =>
      rollApiKey(consoleServerOf(client), keyUuid, { revokeAt, ...(expiresAt ? { expiresAt } : {}) }),
    { scope: 'api-keys' },
  );
}

export function useCancelRevocation() {
  const client = useApiClient();
  return useInvalidatingMutation((uuid: string) => cancelKeyRevocation(consoleServerOf(client), uuid), {
    scope: 'api-keys',
  });
}

/** Brings a revoke forward to now: the server performs it within moments. */
export function useRevokeNow() {
  const client = useApiClient();
  return useInvalidatingMutation(
    (uuid: string) => moveKeyRevocation(consoleServerOf(client), uuid, new Date().toISOString()),
    { scope: 'api-keys' },
  );
}
