import { useMemo } from 'react';
import type { TableSource } from './useListController';
import { localPage, type LocalListOptions } from './localList';
import { pageCount, type ListDefaults } from '../lib/urlState';
import { useListController } from './useListController';

/** A list of rows already at hand, with its page, sort and filter in the URL like every list (see localPage). */
export function useLocalList<T>(
  defaults: ListDefaults,
  rows: Iterable<T> | undefined,
  options: LocalListOptions<T>,
): TableSource<T> {
  const list = useListController(defaults);
  const page = useMemo(() => localPage(rows ?? [], list.state, options), [rows, list.state, options]);
  return {
    list,
    query: {
      isLoading: rows === undefined,
      isFetching: false,
      error: undefined,
      dataUpdatedAt: 0,
      refetch: () => undefined,
    },
    rows: page.rows,
    total: page.total,
    pages: pageCount(page.total, list.state.pageSize),
  };
}
