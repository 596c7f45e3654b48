import { useRef, useState } from 'react';
import { walkPages, type WalkEnd, type WalkProgress } from '../../common/pagination';
import type { Page } from '../api/types';
import { toCsv } from '../../common/csv';
import { download } from '../lib/download';
import { describeError } from '../ui/errors';
import { t } from '../i18n/translate';

export const EXPORT_PAGE_SIZE = 100;

const WALK_END_MESSAGES = {
  'empty-page': 'walkEnd.emptyPage',
  'nothing-new': 'walkEnd.nothingNew',
  'page-cap': 'walkEnd.pageCap',
} as const;

/** Why a walk stopped short, in words. */
const walkEndMessage = (end: Exclude<WalkEnd, 'complete'>) => t(WALK_END_MESSAGES[end]);

export interface CsvExportSpec<T> {
  fileName: string;
  header: readonly string[];
  row(item: T): (string | number | undefined)[];
  /** Rows to leave out that the service cannot filter (a status it does not store). */
  keep?: (item: T) => boolean;
  fetchPage(startAt: number, maxResults: number, signal?: AbortSignal): Promise<Page<T>>;
}

/** "Export CSV" of a whole list: every page through walkPages, with progress and Cancel. */
export function useCsvExport<T>(spec: CsvExportSpec<T>) {
  const [progress, setProgress] = useState<WalkProgress>();
  const [error, setError] = useState<string>();
  const controller = useRef<AbortController | null>(null);

  async function start() {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setError(undefined);
    setProgress({ loaded: 0, total: 0, pages: 0, totalChanged: false });
    try {
      const result = await walkPages(spec.fetchPage, {
        pageSize: EXPORT_PAGE_SIZE,
        signal: abort.signal,
        onProgress: setProgress,
      });
      const kept = spec.keep ? result.items.filter(spec.keep) : result.items;
      download(spec.fileName, toCsv(spec.header, kept.map(spec.row)));
      if (result.ended !== 'complete') {
        setError(t('csv.stopped', { count: result.loaded, reason: walkEndMessage(result.ended) }));
      } else if (result.totalChanged) setError(t('csv.changed'));
    } catch (failure) {
      if (!abort.signal.aborted) setError(describeError(failure));
    } finally {
      if (controller.current === abort) controller.current = null;
      setProgress(undefined);
    }
  }

  return { start, cancel: () => controller.current?.abort(), running: progress !== undefined, progress, error };
}

export type CsvExport = ReturnType<typeof useCsvExport>;
