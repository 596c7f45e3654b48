import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../api/ClientContext';
import {
  deleteServerDirectoryEntry,
  getServerDirectory,
  importServerDirectory,
  putServerDirectoryEntry,
} from '../api/consoleServer/endpoints';
import type { ServerDirectoryEntry } from '../api/consoleServer/types';
import { fetchPublishedDirectory } from './endpoints';
import { consoleServerOf } from '../api/consoleServer/client';
import { queryKeys } from '../api/queryKeys';

/** The installation's published directory, read once per page load while `enabled`. */
export function usePublishedDirectoryText(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['published-directory'],
    queryFn: ({ signal }) => fetchPublishedDirectory(signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** How often every console asks again for the installation's names: an administrator's change reaches them within it. */
const SERVER_DIRECTORY_EVERY_MS = 30_000;

/**
 * The directory the console server keeps for the installation, or undefined where there is none (static files
 * before a bare service: no `/console-api`). Never an error: the console then keeps its names in this browser.
 */
export function useServerDirectory() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.serverDirectory(client.identity),
    queryFn: async ({ signal }) => {
      try {
        return await getServerDirectory(consoleServerOf(client), signal);
      } catch {
        return null;
      }
    },
    refetchInterval: SERVER_DIRECTORY_EVERY_MS,
    staleTime: SERVER_DIRECTORY_EVERY_MS / 2,
    retry: false,
  });
}

/** The administrator's writes to the installation's directory; each is sent once, and the names are read again after. */
export function useServerDirectoryWrites() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const server = consoleServerOf(client);
    const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.serverDirectory(client.identity) });
    return {
      async save(entries: readonly ServerDirectoryEntry[]) {
        try {
          if (entries.length === 1) await putServerDirectoryEntry(server, entries[0]);
          else await importServerDirectory(server, entries);
        } finally {
          await refresh();
        }
      },
      async forget(uuid: string) {
        try {
          await deleteServerDirectoryEntry(server, uuid);
        } finally {
          await refresh();
        }
      },
    };
  }, [client, queryClient]);
}
