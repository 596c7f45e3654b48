import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ClientContext';
import type { ApiClient } from '../api/client';
import { listLanguages, listRepositories } from '../api/endpoints/repositories';
import { walkPages } from '../../common/pagination';
import type { Language, ListRepositoriesQuery } from '../api/types';
import { queryKeys } from '../api/queryKeys';

export function useRepositories(query: ListRepositoriesQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.repositories(client.identity, query),
    queryFn: ({ signal }) => listRepositories(client, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A language that titles can be keyed by: it has a uuid, and a name (its uuid when the service gives none). */
export type KnownLanguage = Language & { uuid: string; name: string };

/** The schema makes a language's uuid and name optional: one without a uuid names no title and is left out. */
export const knownLanguages = (languages: readonly Language[]): KnownLanguage[] =>
  languages.flatMap((language) =>
    language.uuid ? [{ ...language, uuid: language.uuid, name: language.name?.trim() || language.uuid }] : [],
  );

/** Every language of a repository (a short list, read whole). */
export const languagesQuery = (client: ApiClient, repositoryId: string) =>
  queryOptions({
    queryKey: queryKeys.languages(client.identity, repositoryId),
    queryFn: async ({ signal }) =>
      knownLanguages(
        (
          await walkPages(
            (startAt, maxResults) => listLanguages(client, repositoryId, { startAt, maxResults }, signal),
            { signal, keyOf: (l) => l.uuid },
          )
        ).items,
      ),
    staleTime: 5 * 60_000,
  });

export function useLanguages(repositoryId: string) {
  return useQuery(languagesQuery(useApiClient(), repositoryId));
}

/**
 * A repository's name for the pages under it (there is no single-repository read): the list filtered by its
 * uuid. Undefined while loading, or when the service does not know it or gives it no name, or when not `enabled`
 * (a page with a name of its own, such as the drafts).
 */
export function useRepositoryName(repositoryId: string, enabled = true) {
  const client = useApiClient();
  const query = { filter: repositoryId, filterFields: 'uuid' } as const;
  return useQuery({
    queryKey: queryKeys.repositories(client.identity, query),
    queryFn: ({ signal }) => listRepositories(client, query, signal),
    select: (page) => page.data.find((repository) => repository.uuid === repositoryId)?.name?.trim() || undefined,
    staleTime: 5 * 60_000,
    enabled,
  }).data;
}
