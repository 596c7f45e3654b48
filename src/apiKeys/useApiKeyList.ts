import { useSearchParams } from 'react-router';
import { useAllApiKeys, useApiKeys } from './queries';
import type { ApiKey } from '../api/types';
import { pageCount, pageWindow, type ListDefaults, type ListState } from '../lib/urlState';
import { useListController } from '../list/useListController';
import { KEY_STATUSES, keyStatus, parseDateTime, type KeyStatusKind } from './expiry';
import { isPersonKey } from '../../common/personKeys';

/** Who holds a key: an application, or a person signed in through the provider (the key the server issued them). */
export const KEY_HOLDERS = ['applications', 'people'] as const;
export type KeyHolder = (typeof KEY_HOLDERS)[number];

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
const readHolder = (value: string | null) =>
  KEY_HOLDERS.includes(value as KeyHolder) ? (value as KeyHolder) : undefined;

/** Whether a key is of the status and the holder asked for (either may be left out). */
export const keyMatches =
  ({ status, holder }: { status?: KeyStatusKind; holder?: KeyHolder }, now = Date.now()) =>
  (key: ApiKey) =>
    (!status || keyStatus(key, now).status === status) &&
    (!holder || isPersonKey(key.applicationName) === (holder === 'people'));

const bySoonest = (a: ApiKey, b: ApiKey) => (parseDateTime(a.expiresAt) ?? 0) - (parseDateTime(b.expiresAt) ?? 0);

/**
 * Applications' keys about to expire (Settings' window, not yet expired), soonest first: what the keys page lists
 * first and the navigation counts. People's keys are left out: the console's server renews them itself.
 */
export const aboutToExpire = (keys: readonly ApiKey[]) =>
  keys.filter(keyMatches({ status: 'EXPIRING', holder: 'applications' })).sort(bySoonest);

/**
 * The API keys page's logic: URL state to the service's list parameters, and ?status=EXPIRING and ?holder=people
 * to the keys of one status or holder. The service cannot filter by a status it does not store, nor by who holds
 * a key, so such a filter walks the (sorted, text-filtered) list and pages through what matches; so does the
 * count of expiring keys.
 */
export function useApiKeyList() {
  const list = useListController(API_KEY_LIST);
  const { state } = list;
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const holder = readHolder(params.get('holder'));
  const walking = status !== undefined || holder !== undefined;
  const page = useApiKeys(apiKeyListQuery(state), !walking);
  const matching = useAllApiKeys(apiKeyListQuery(state, {}), walking);
  // Under a filter of the walk without a text filter, that walk already read every key: the count comes from it.
  const walkedEveryKey = walking && !state.filter;
  const everyKey = useAllApiKeys({ sortBy: 'expiresAt', ascending: true }, !walkedEveryKey);
  const keysToCount = (walkedEveryKey ? matching : everyKey).data;
  const filtered = walking && matching.data ? matching.data.filter(keyMatches({ status, holder })) : undefined;
  const { startAt, maxResults } = pageWindow(state);
  const rows = filtered ? filtered.slice(startAt, startAt + maxResults) : (page.data?.data ?? []);
  const total = filtered ? filtered.length : (page.data?.total ?? 0);
  /** Sets one of the walk's filters in the URL (none: every key), back to the first page. */
  const setParam = (name: 'status' | 'holder', value: string | undefined) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value) updated.set(name, value);
      else updated.delete(name);
      updated.delete('page');
      return updated;
    });
  return {
    list,
    query: walking ? matching : page,
    rows,
    total,
    pages: pageCount(total, state.pageSize),
    status,
    setStatus: (next: KeyStatusKind | undefined) => setParam('status', next),
    holder,
    setHolder: (next: KeyHolder | undefined) => setParam('holder', next),
    /** Applications' keys about to expire, soonest first (see aboutToExpire). */
    aboutToExpire: keysToCount && aboutToExpire(keysToCount),
  };
}
