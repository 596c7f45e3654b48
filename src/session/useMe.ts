import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ClientContext';
import { getMe } from '../api/consoleServer/endpoints';
import { queryKeys } from '../api/queryKeys';
import { consoleServerOf } from '../api/consoleServer/client';

/** How often a signed-in person's rights are asked again: a change of privileges reaches the page within it. */
const ME_EVERY_MS = 60_000;

/**
 * Who a person signed in through the identity provider is to the console's server, and what they may do in each
 * repository they see (GET /console-api/v1/me); the console hides or disables the rest. Not asked for a key or the
 * administrator's token, which keep the service's own rules.
 */
export function useMe() {
  const client = useApiClient();
  return useQuery({
    enabled: client.connection.credential.kind === 'person',
    queryKey: queryKeys.me(client.identity),
    queryFn: ({ signal }) => getMe(consoleServerOf(client), signal),
    refetchInterval: ME_EVERY_MS,
    staleTime: ME_EVERY_MS / 2,
  });
}

/** Whether the signed-in identity administers: the administrator's token, or a person in the administrators' group. */
export function useAdministrator(): boolean {
  const client = useApiClient();
  const me = useMe();
  return client.connection.credential.kind === 'admin' || me.data?.administrator === true;
}

/** What the signed-in identity may do in a repository, beyond seeing it. */
export interface RepositoryAbilities {
  editAccessors: boolean;
  acceptDraft: boolean;
  export: boolean;
}

const EVERYTHING: RepositoryAbilities = { editAccessors: true, acceptDraft: true, export: true };
const NOTHING: RepositoryAbilities = { editAccessors: false, acceptDraft: false, export: false };

/**
 * What the signed-in identity may do in each repository: for a person, what GET /me says (nothing until it has
 * answered); a key or the administrator's token keep the service's own rules, which let them do everything.
 */
export function useMayIn(): (repositoryId: string) => RepositoryAbilities {
  const client = useApiClient();
  const me = useMe();
  const person = client.connection.credential.kind === 'person';
  return (repositoryId) =>
    !person
      ? EVERYTHING
      : (me.data?.repositories.find((repository) => repository.uuid === repositoryId.toLowerCase())?.may ?? NOTHING);
}
