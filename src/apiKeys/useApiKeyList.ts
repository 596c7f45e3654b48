import { useSearchParams } from 'react-router';
import { useAllApiKeys, useApiKeys } from './queries';
import type { ApiKey } from '../api/types';
import { pageCount, pageWindow, type ListDefaults, type ListState } from '../lib/urlState';
import { useListController } from '../list/useListController';
import { KEY_STATUSES, keyStatus, type KeyStatusKind } from './expiry';

export const API_KEY_LIST: ListDefaults = {
  pageSize: 25,
  pageSizes: [10, 25, 50, 100],
  sort: 'createdAt',
  sortable: ['applicationName', 'createdAt', 'expiresAt', 'status', 'uuid'],
};

/**
 * The service's list parameters for a view of the key list (a page of it, or any window for export). The
 * status shown is read from the expiry (see keyStatus), so sorting by status is sorting by expiry: expired
 * keys first, then expiring, then active.
 */
export function apiKeyListQuery(
  state: ListState,
  paging: { startAt?: number; maxResults?: number } = pageWindow(state),
) {
  return {
    sortBy: (state.sort === 'status' ? 'expiresAt' : state.sort) as 'createdAt',
    ascending: state.ascending,
    filter: state.filter || undefined,
    filterFields: 'applicationName' as const,
    ...paging,
  };
}

const readStatus = (value: string | null) =>
  KEY_STATUSES.includes(value as KeyStatusKind) ? (value as KeyStatusKind) : undefined;

/** Keys whose one status is `status`, at the time `now`. */
export const withStatus = (keys: readonly ApiKey[], status: KeyStatusKind, now = Date.now()) =>
  keys.filter((key) => keyStatus(key, now).status === status);

/**
 * The API keys page's logic: URL state to the service's list parameters, and ?status=EXPIRING to the keys
 * of one status. The service cannot filter by a status it does not store, so a status filter walks the
 * (sorted, text-filtered) list and pages through what matches; so does the count of expiring keys.
 */
export function useApiKeyList() {
  const list = useListController(API_KEY_LIST);
  const { state } = list;
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const page = useApiKeys(apiKeyListQuery(state), !status);
  const matching = useAllApiKeys(apiKeyListQuery(state, {}), status !== undefined);
  // Under a status filter without a text filter, that walk already read every key: the count comes from it.
  const walkedEveryKey = status !== undefined && !state.filter;
  const everyKey = useAllApiKeys({ sortBy: 'expiresAt', ascending: true }, !walkedEveryKey);
  const keysToCount = (walkedEveryKey ? matching : everyKey).data;
  const filtered = status && matching.data ? withStatus(matching.data, status) : undefined;
  const { startAt, maxResults } = pageWindow(state);
  const rows = filtered ? filtered.slice(startAt, startAt + maxResults) : (page.data?.data ?? []);
  const total = filtered ? filtered.length : (page.data?.total ?? 0);
  return {
    list,
    query: status ? matching : page,
    rows,
    total,
    pages: pageCount(total, state.pageSize),
    status,
    setStatus: (next: KeyStatusKind | undefined) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('status', next);
        else updated.delete('status');
        updated.delete('page');
        return updated;
      }),
    /** Keys that expire within the next 30 days (and have not yet). */
    expiringSoon: keysToCount ? withStatus(keysToCount, 'EXPIRING').length : undefined,
  };
}
