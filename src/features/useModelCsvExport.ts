import { useRef, useState } from 'react';
import { useApiClient } from '../api/ClientContext';
import { listModels } from '../api/endpoints/models';
import { walkPages, type WalkProgress } from '../api/pagination';
import type { Language } from '../api/types';
import { toCsv } from '../lib/csv';
import { describeError } from '../lib/errors';
import type { ListState } from '../lib/urlState';
import { modelListQuery } from './useModelList';

export const EXPORT_PAGE_SIZE = 100;

/** Saves text as a file through the browser's download. */
export function download(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Export CSV" of the whole filtered, sorted list: every page through walkPages, with progress and Cancel. */
export function useModelCsvExport(
  repositoryId: string,
  state: ListState,
  languages: readonly Language[],
  language: string | undefined,
  defaultLanguage: string | undefined,
) {
  const client = useApiClient();
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
      const result = await walkPages(
        (startAt, maxResults, signal) =>
          listModels(client, repositoryId, modelListQuery(state, language, defaultLanguage, { startAt, maxResults }), signal),
        { pageSize: EXPORT_PAGE_SIZE, signal: abort.signal, onProgress: setProgress },
      );
      const header = ['uuid', 'modelType', ...languages.map((l) => `title (${l.name})`)];
      const rows = result.items.map((model) => [model.uuid, model.modelType, ...languages.map((l) => model.titles?.[l.uuid!]?.title)]);
      download(`models-${repositoryId}.csv`, toCsv(header, rows));
      if (result.totalChanged) setError('The list changed while it was exported; the file holds every model seen once.');
    } catch (failure) {
      if (!abort.signal.aborted) setError(describeError(failure));
    } finally {
      if (controller.current === abort) controller.current = null;
      setProgress(undefined);
    }
  }

  return {
    start,
    cancel: () => controller.current?.abort(),
    running: progress !== undefined,
    progress,
    error,
  };
}
