import { useMemo } from 'react';
import type { TableSource } from '../../components/DataTable';
import { pageCount, pageWindow, type ListDefaults, type ListState } from '../../lib/urlState';
import { useListController } from '../useListController';
import { entryMatches, type DirectoryEntry } from './directory';
import { useDirectory } from './DirectoryContext';

export const DIRECTORY_LIST: ListDefaults = { pageSize: 25, pageSizes: [10, 25, 50, 100], sort: 'name', sortable: ['name', 'kind', 'email'] };

/** One page of the directory as the list's URL state asks: filtered by name, e-mail or uuid, sorted, paged. */
export function directoryPage(entries: Iterable<DirectoryEntry>, state: ListState): { rows: DirectoryEntry[]; total: number } {
  const key = (state.sort ?? 'name') as 'name' | 'kind' | 'email';
  const matching = [...entries]
    .filter((entry) => entryMatches(entry, state.filter))
    .sort((a, b) => ((a[key] ?? '').localeCompare(b[key] ?? '') || a.name.localeCompare(b.name)) * (state.ascending ? 1 : -1));
  const { startAt, maxResults } = pageWindow(state);
  return { rows: matching.slice(startAt, startAt + maxResults), total: matching.length };
}

/** The directory page's list: every named uuid, with its page, sort and filter in the URL. */
export function useDirectoryList(): TableSource<DirectoryEntry> {
  const list = useListController(DIRECTORY_LIST);
  const { entries } = useDirectory();
  const { rows, total } = useMemo(() => directoryPage(entries.values(), list.state), [entries, list.state]);
  return {
    list,
    query: { isLoading: false, isFetching: false, error: undefined, dataUpdatedAt: 0, refetch: () => undefined },
    rows,
    total,
    pages: pageCount(total, list.state.pageSize),
  };
}
