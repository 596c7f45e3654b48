import { useMemo } from 'react';
import type { TableSource } from '../list/useListController';
import { byText, type LocalListOptions } from '../list/localList';
import type { ListDefaults } from '../lib/urlState';
import { useLocalList } from '../list/useLocalList';
import { entryMatches, type DirectoryEntry } from './directory';
import { useDirectory } from './DirectoryContext';

export const DIRECTORY_LIST: ListDefaults = {
  pageSize: 25,
  pageSizes: [10, 25, 50, 100],
  sort: 'name',
  sortable: ['name', 'kind', 'email'],
};

/** The directory as a list: filtered by name, e-mail or uuid, sorted by name, kind or e-mail (ties by name). */
export const DIRECTORY_ORDER: LocalListOptions<DirectoryEntry> = {
  compare: { name: byText((e) => e.name), kind: byText((e) => e.kind), email: byText((e) => e.email) },
  matches: entryMatches,
};

/** The directory page's list: every named uuid, with its page, sort and filter in the URL. */
export function useDirectoryList(): TableSource<DirectoryEntry> {
  const { entries } = useDirectory();
  return useLocalList(
    DIRECTORY_LIST,
    useMemo(() => [...entries.values()], [entries]),
    DIRECTORY_ORDER,
  );
}
