import { useRef, useState } from 'react';
import type { AuditQuery } from '../api/consoleServer/endpoints';
import type { DownloadProgress } from '../api/http';
import { download } from '../lib/download';
import { isApiError } from '../api/errors';
import { useAuditExporter } from './queries';

export type AuditExportFormat = 'csv' | 'jsonl';

/** A file name for an export made now: `audit-20261203T140200.csv`. */
export const exportFileName = (format: AuditExportFormat, now = new Date()) =>
  `audit-${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}.${format}`;

/**
 * An export of the filtered log, any size: streamed by the server, its progress counted as it arrives, cancelable,
 * saved through the browser once whole. One at a time.
 */
export function useAuditExport() {
  const exporter = useAuditExporter();
  const [running, setRunning] = useState<{ format: AuditExportFormat; progress: DownloadProgress }>();
  const [outcome, setOutcome] = useState<
    { kind: 'saved'; file: string; lines: number } | { kind: 'failed'; error: unknown } | { kind: 'cancelled' }
  >();
  const controller = useRef<AbortController | undefined>(undefined);
  const start = async (query: AuditQuery, format: AuditExportFormat) => {
    if (controller.current) return;
    const abort = (controller.current = new AbortController());
    setOutcome(undefined);
    setRunning({ format, progress: { bytes: 0, lines: 0 } });
    try {
      let lines = 0;
      const file = await exporter(
        query,
        format,
        (progress) => {
          lines = progress.lines;
          setRunning({ format, progress });
        },
        abort.signal,
      );
      const name = exportFileName(format);
      download(name, file, file.type);
      // The CSV's first line names its columns.
      setOutcome({ kind: 'saved', file: name, lines: format === 'csv' ? Math.max(0, lines - 1) : lines });
    } catch (error) {
      setOutcome(isApiError(error) && error.kind === 'aborted' ? { kind: 'cancelled' } : { kind: 'failed', error });
    } finally {
      controller.current = undefined;
      setRunning(undefined);
    }
  };
  return {
    running,
    outcome,
    start: (query: AuditQuery, format: AuditExportFormat) => void start(query, format),
    cancel: () => controller.current?.abort(),
    dismiss: () => setOutcome(undefined),
  };
}
