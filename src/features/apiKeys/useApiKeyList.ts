import { useApiKeys } from '../../api/queries/apiKeys';
import { pageCount, pageWindow, type ListDefaults, type ListState } from '../../lib/urlState';
import { useListController } from '../useListController';

export const API_KEY_LIST: ListDefaults = {
  pageSize: 25,
  pageSizes: [10, 25, 50, 100],
  sort: 'createdAt',
  sortable: ['applicationName', 'createdAt', 'expiresAt', 'status', 'uuid'],
};

/** The service's list parameters for a view of the key list (a page of it, or any window for export). */
export function apiKeyListQuery(state: ListState, paging = pageWindow(state)) {
  return {
    sortBy: state.sort as 'createdAt',
    ascending: state.ascending,
    filter: state.filter || undefined,
    filterFields: 'applicationName' as const,
    ...paging,
  };
}

/** The API keys page's logic: URL state to the service's list parameters. */
export function useApiKeyList() {
  const list = useListController(API_KEY_LIST);
  const { state } = list;
  const query = useApiKeys(apiKeyListQuery(state));
  const total = query.data?.total ?? 0;
  return { list, query, rows: query.data?.data ?? [], total, pages: pageCount(total, state.pageSize) };
}
