import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readListState, writeListState, type ListDefaults, type ListState } from '../lib/urlState';

export const FILTER_DEBOUNCE_MS = 300;

/**
 * A list's view state, owned by the URL: page, page size, sort, direction, filter and language. The
 * filter box updates the URL after a pause in typing; every other change at once.
 */
export function useListController(defaults: ListDefaults) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, defaults), [params, defaults]);

  const update = useCallback(
    (patch: Partial<ListState>, replace = false) =>
      setParams((current) => writeListState({ ...readListState(current, defaults), ...patch }, defaults, current), {
        replace,
      }),
    [setParams, defaults],
  );

  const [filterInput, setFilterInput] = useState(state.filter);
  const [debouncedFilter] = useDebouncedValue(filterInput, FILTER_DEBOUNCE_MS);
  // Back and forward move the URL: show its filter in the box.
  useEffect(() => setFilterInput(state.filter), [state.filter]);
  useEffect(() => {
    if (debouncedFilter !== state.filter) update({ filter: debouncedFilter, page: 1 }, true);
    // Only a settled change of the box moves the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedFilter]);

  return {
    state,
    filterInput,
    setFilterInput,
    setPage: (page: number) => update({ page }),
    setPageSize: (pageSize: number) => update({ pageSize, page: 1 }),
    /** A click on the sorted column flips the direction; on another column sorts by it ascending. */
    toggleSort: (sort: string) => update({ sort, ascending: state.sort === sort ? !state.ascending : true, page: 1 }),
    setLanguage: (language: string | undefined) => update({ language }),
  };
}

export type ListController = ReturnType<typeof useListController>;

/** What every list hook returns: its controller, its query and the page it holds. */
export interface TableSource<Row> {
  list: ListController;
  /** `dataUpdatedAt`: when the rows shown were read (ms since epoch; 0 while not yet). */
  query: { isLoading: boolean; isFetching: boolean; error: unknown; dataUpdatedAt: number; refetch(): unknown };
  rows: readonly Row[];
  total: number;
  pages: number;
}
