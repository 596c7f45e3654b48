import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ClientContext';
import { consoleServerOf } from '../api/consoleServer/client';
import { getIndexStatus, searchInstallationTitles } from '../api/consoleServer/endpoints';
import type { IndexStatus } from '../api/consoleServer/types';
import { isApiError } from '../api/errors';
import { queryKeys } from '../api/queryKeys';

/** How often the header's "updated 3 min ago" and the counts are asked again. */
const STATUS_EVERY_MS = 60_000;

/**
 * What this origin says of an installation index: there is none (a console served as static files before a bare
 * service has no `/console-api`, and a server may keep none), or one that cannot be read now (its database or
 * the service unreachable: the console falls back to its own and says so), or its state.
 */
export type InstallationIndex =
  { state: 'none' } | { state: 'unavailable'; reason: string } | { state: 'available'; status: IndexStatus };

/** The installation index as this origin tells it, asked at sign-in and every minute; never an error. */
function useInstallationIndexState() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.installationIndex(client.identity),
    queryFn: async ({ signal }): Promise<InstallationIndex> => {
      try {
        const status = await getIndexStatus(consoleServerOf(client), signal);
        return status.available ? { state: 'available', status } : { state: 'none' };
      } catch (error) {
        const down =
          isApiError(error) && (error.status === 503 || error.kind === 'network' || error.kind === 'timeout');
        return down ? { state: 'unavailable', reason: error.serviceMessage ?? error.message } : { state: 'none' };
      }
    },
    refetchInterval: STATUS_EVERY_MS,
    staleTime: STATUS_EVERY_MS / 2,
    retry: false,
  });
}

/** The installation index's state where it answers; undefined otherwise. */
export function useInstallationIndex() {
  const query = useInstallationIndexState();
  return { ...query, data: query.data?.state === 'available' ? query.data.status : undefined };
}

/** Why the installation's index, which this origin keeps, cannot be read now; undefined where it can or there is none. */
export function useInstallationIndexDown(): string | undefined {
  const data = useInstallationIndexState().data;
  return data?.state === 'unavailable' ? data.reason : undefined;
}

/** Which index answers this session: the installation's where its server keeps one, else the browser's own; undefined until known. */
export function useIndexSource(): 'installation' | 'browser' | undefined {
  const { data, isPending } = useInstallationIndexState();
  if (isPending) return undefined;
  return data?.state === 'available' ? 'installation' : 'browser';
}

/** The installation index's hits for `text`, best first; only while `enabled` (the installation index answers). */
export function useInstallationTitles(text: string, limit: number, enabled: boolean, kind?: 'model' | 'symbol') {
  const client = useApiClient();
  const q = text.trim();
  return useQuery({
    queryKey: queryKeys.installationTitles(client.identity, { q, limit, kind }),
    queryFn: ({ signal }) => searchInstallationTitles(consoleServerOf(client), { q, limit, kind }, signal),
    enabled: enabled && q !== '',
    // While the next answer comes, the last one stays: Ctrl+K does not flicker empty between keystrokes.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
