import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../ClientContext';
import type { ApiClient } from '../client';
import { ConsoleServerClient } from '../consoleServer/client';
import { getIndexStatus, searchInstallationTitles } from '../consoleServer/endpoints';
import type { IndexStatus } from '../consoleServer/types';
import { queryKeys } from './keys';

const consoleServers = new WeakMap<ApiClient, ConsoleServerClient>();

/** The console server's API for the signed-in identity (its credential, this page's origin). */
export function consoleServerOf(client: ApiClient): ConsoleServerClient {
  let server = consoleServers.get(client);
  if (!server) consoleServers.set(client, (server = new ConsoleServerClient(client.connection)));
  return server;
}

/** How often the header's "updated 3 min ago" and the counts are asked again. */
const STATUS_EVERY_MS = 60_000;

/**
 * Whether this origin keeps an installation index for the signed-in identity, and its state. Never an error: a
 * console served as static files before a bare service has no `/console-api` (a 404, or the host's index.html),
 * and a server whose index database is down answers 503; either way the browser keeps its own index.
 */
export function useInstallationIndex() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.installationIndex(client.identity),
    queryFn: async ({ signal }): Promise<IndexStatus | undefined> => {
      try {
        const status = await getIndexStatus(consoleServerOf(client), signal);
        return status.available ? status : undefined;
      } catch {
        return undefined;
      }
    },
    refetchInterval: STATUS_EVERY_MS,
    staleTime: STATUS_EVERY_MS / 2,
    retry: false,
  });
}

/** Which index answers this session: the installation's where its server keeps one, else the browser's own; undefined until known. */
export function useIndexSource(): 'installation' | 'browser' | undefined {
  const { data, isPending } = useInstallationIndex();
  if (isPending) return undefined;
  return data ? 'installation' : 'browser';
}

/** The installation index's hits for `text`, best first; only while `enabled` (the installation index answers). */
export function useInstallationTitles(text: string, limit: number, enabled: boolean) {
  const client = useApiClient();
  const q = text.trim();
  return useQuery({
    queryKey: queryKeys.installationTitles(client.identity, { q, limit }),
    queryFn: ({ signal }) => searchInstallationTitles(consoleServerOf(client), { q, limit }, signal),
    enabled: enabled && q !== '',
    // While the next answer comes, the last one stays: Ctrl+K does not flicker empty between keystrokes.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
