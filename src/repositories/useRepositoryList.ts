import { useRepositories } from './queries';
import type { ListRepositoriesQuery } from '../api/types';
import { pageCount, pageWindow, type ListDefaults } from '../lib/urlState';
import { useListController } from '../list/useListController';

export const REPOSITORY_LIST: ListDefaults = {
  pageSize: 25,
  pageSizes: [10, 25, 50, 100],
  sort: 'name',
  sortable: ['name', 'uuid'],
};
const SORT_PATHS: Record<string, ListRepositoriesQuery['sortBy']> = { name: 'name', uuid: 'uuid' };

/** The repositories page's logic: URL state to the service's list parameters and back. */
export function useRepositoryList() {
  const list = useListController(REPOSITORY_LIST);
  const { state } = list;
  const query = useRepositories({
    projection: 'ALL',
    sortBy: SORT_PATHS[state.sort ?? 'name'],
    ascending: state.ascending,
    filter: state.filter || undefined,
    filterFields: 'name',
    ...pageWindow(state),
  });
  const total = query.data?.total ?? 0;
  return { list, query, rows: query.data?.data ?? [], total, pages: pageCount(total, state.pageSize) };
}
