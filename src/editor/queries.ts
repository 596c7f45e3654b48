import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useApiClient } from '../api/ClientContext';
import { consoleServerOf } from '../api/consoleServer/client';
import { beginEdit, discardEdit, listEdits, submitEdit } from '../api/consoleServer/endpoints';
import { getSymbol } from '../api/endpoints/symbols';
import { getModel } from '../api/endpoints/models';
import { isApiError } from '../api/errors';
import { queryKeys } from '../api/queryKeys';
import type { SymbolObject } from '../api/types';
import { useRepositories } from '../repositories';

/** How often the list of one's edits is read again: another window's or browser's edit shows up within it. */
const EDITS_EVERY_MS = 30_000;

/**
 * The caller's edits in progress. An error means this console's server keeps no edits (a bare service, or no
 * CONSOLE_DATABASE): the console then offers no editing.
 */
export function useEdits() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.edits(client.identity),
    queryFn: ({ signal }) => listEdits(consoleServerOf(client), signal),
    refetchInterval: EDITS_EVERY_MS,
    retry: false,
  });
}

/** Begins an edit of a model (or resumes the caller's), then lists it. */
export function useBeginEdit() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: { repositoryId: string; modelId: string }) => beginEdit(consoleServerOf(client), source),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.edits(client.identity) }),
  });
}

/** Ends an edit without a draft. */
export function useDiscardEdit() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (editId: string) => discardEdit(consoleServerOf(client), editId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.edits(client.identity) }),
  });
}

/** Submits an edit: the draft made, the edit ended, the drafts' lists read again. */
export function useSubmitEdit() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ editId, statement }: { editId: string; statement: string }) =>
      submitEdit(consoleServerOf(client), editId, statement),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.edits(client.identity) });
      await queryClient.invalidateQueries({ queryKey: [{ identity: client.identity, scope: 'models' }] });
    },
  });
}

/**
 * The symbols a working copy places, by uuid: each looked for first where it is known to be (the model's
 * repository, or the repository the library found it in), then in the caller's other repositories, since a
 * symbol placed from the library may live in any of them.
 */
export function useEditorSymbols(
  sourceRepositoryId: string,
  symbolIds: readonly string[],
  homes: ReadonlyMap<string, string>,
): ReadonlyMap<string, SymbolObject> {
  const client = useApiClient();
  const repositories = useRepositories({ maxResults: 100 }).data?.data;
  const unique = useMemo(() => [...new Set(symbolIds)], [symbolIds]);
  const combine = useCallback(
    (results: { data?: SymbolObject | null }[]) =>
      new Map(results.flatMap((result, n) => (result.data ? [[unique[n], result.data] as const] : []))),
    [unique],
  );
  return useQueries({
    queries: unique.map((symbolId) => {
      const home = homes.get(symbolId) ?? sourceRepositoryId;
      return {
        queryKey: queryKeys.symbolAnywhere(client.identity, home, symbolId),
        queryFn: async ({ signal }: { signal: AbortSignal }) => {
          const order = [home, ...(repositories ?? []).flatMap((r) => (r.uuid && r.uuid !== home ? [r.uuid] : []))];
          for (const repositoryId of order) {
            try {
              return await getSymbol(client, repositoryId, symbolId, { projection: 'ALL' }, signal);
            } catch (error) {
              if (!isApiError(error) || error.status !== 404) throw error;
            }
          }
          return null;
        },
        staleTime: Infinity,
        enabled: home === sourceRepositoryId || homes.has(symbolId) || repositories !== undefined,
      };
    }),
    combine,
  });
}

/** How often an edit asks whether the model it began from is still there. */
const SOURCE_EVERY_MS = 60_000;

/**
 * Whether the model an edit began from is gone (deleted, or no longer visible): the edit goes on, and its submit
 * still makes the draft from the copy it keeps.
 */
export function useSourceGone(source: { repositoryId: string; modelId: string } | undefined): boolean {
  const client = useApiClient();
  const read = useQuery({
    queryKey: queryKeys.model(client.identity, source?.repositoryId ?? '', source?.modelId ?? ''),
    queryFn: ({ signal }) => getModel(client, source!.repositoryId, source!.modelId, {}, signal),
    enabled: Boolean(source),
    refetchInterval: SOURCE_EVERY_MS,
    retry: false,
  });
  return isApiError(read.error) && read.error.status === 404;
}
