import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ClientContext';
import {
  exportAuditEvents,
  listAuditActors,
  listAuditEvents,
  verifyAuditLog,
  type AuditQuery,
} from '../api/consoleServer/endpoints';
import type { DownloadProgress } from '../api/http';
import { queryKeys } from '../api/queryKeys';
import { consoleServerOf } from '../api/consoleServer/client';

/**
 * A page of the audit log. Read again whenever the page shows it: what was just done elsewhere in the console must
 * be there at once, which a cached page would hide.
 */
export function useAuditEvents(query: AuditQuery & { limit: number; cursor?: string }) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.audit(client.identity, 'list', { ...query }),
    queryFn: ({ signal }) => listAuditEvents(consoleServerOf(client), query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Everyone who has acted, for the actor filter. */
export function useAuditActors() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.audit(client.identity, 'list', { actors: true }),
    queryFn: ({ signal }) => listAuditActors(consoleServerOf(client), signal),
    staleTime: 0,
  });
}

/** The chain checked, on demand only (it reads the whole log). */
export function useAuditVerification() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.audit(client.identity, 'detail', { verification: true }),
    queryFn: ({ signal }) => verifyAuditLog(consoleServerOf(client), signal),
    enabled: false,
    gcTime: 0,
    retry: false,
  });
}

/** Reads every event a filter matches as a file, for the export (see useAuditExport). */
export function useAuditExporter() {
  const client = useApiClient();
  return (
    query: AuditQuery,
    format: 'csv' | 'jsonl',
    onProgress: (progress: DownloadProgress) => void,
    signal: AbortSignal,
  ) => exportAuditEvents(consoleServerOf(client), query, format, onProgress, signal);
}

/**
 * The newest events on one target, for the pages that show their own history; only for administrators (`enabled`),
 * and quiet where the console's server keeps no log (a bare service): no retry, and the page shows nothing.
 */
export function useTargetHistory(targets: readonly string[], limit: number, enabled: boolean) {
  const client = useApiClient();
  const target = targets.join(',');
  return useQuery({
    queryKey: queryKeys.audit(client.identity, 'list', { target, limit }),
    queryFn: ({ signal }) => listAuditEvents(consoleServerOf(client), { target, limit }, signal),
    enabled: enabled && targets.length > 0,
    staleTime: 0,
    retry: false,
  });
}
