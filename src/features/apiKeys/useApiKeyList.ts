import { useApiKeys } from '../../api/queries/apiKeys';
import { pageCount, pageWindow, type ListDefaults } from '../../lib/urlState';
import { useListController } from '../useListController';

export const API_KEY_LIST: ListDefaults = {
  pageSize: 25,
  pageSizes: [10, 25, 50, 100],
  sort: 'createdAt',
  sortable: ['applicationName', 'createdAt', 'expiresAt', 'status', 'uuid'],
};

/** The API keys page's logic: URL state to the service's list parameters. */
export function useApiKeyList() {
  const list = useListController(API_KEY_LIST);
  const { state } = list;
  const query = useApiKeys(
    {
      sortBy: state.sort as 'createdAt',
      ascending: state.ascending,
      filter: state.filter || undefined,
      filterFields: 'applicationName',
      ...pageWindow(state),
    },
  );
  const total = query.data?.total ?? 0;
  return { list, query, rows: query.data?.data ?? [], total, pages: pageCount(total, state.pageSize) };
}
