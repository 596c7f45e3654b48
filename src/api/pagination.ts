import type { Page } from './types';

export interface WalkProgress {
  loaded: number;
  total: number;
  pages: number;
  /** The list's total changed between pages: rows were added or removed while walking. */
  totalChanged: boolean;
}

export interface WalkResult<T> extends WalkProgress {
  items: T[];
  initialTotal: number;
}

export interface WalkOptions<T> {
  pageSize?: number;
  signal?: AbortSignal;
  onProgress?: (progress: WalkProgress) => void;
  /** Identity for de-duplication; offset paging is no snapshot, so a row can come twice. */
  keyOf?: (item: T) => string | undefined;
}

/**
 * Reads every page of a list: from startAt=0, advancing by the items returned, stopping on an empty
 * page or when the offset reaches the total. Items are de-duplicated by uuid; a total that changes
 * mid-walk is reported.
 */
export async function walkPages<T>(
  fetchPage: (startAt: number, maxResults: number, signal?: AbortSignal) => Promise<Page<T>>,
  { pageSize = 100, signal, onProgress, keyOf = (item) => (item as { uuid?: string }).uuid }: WalkOptions<T> = {},
): Promise<WalkResult<T>> {
  const items = new Map<string, T>();
  const unkeyed: T[] = [];
  let startAt = 0;
  let pages = 0;
  let initialTotal: number | undefined;
  let total = 0;
  let totalChanged = false;
  for (;;) {
    signal?.throwIfAborted();
    const page = await fetchPage(startAt, pageSize, signal);
    pages++;
    if (initialTotal === undefined) initialTotal = page.total;
    else if (page.total !== total) totalChanged = true;
    total = page.total;
    for (const item of page.data) {
      const key = keyOf(item);
      if (key === undefined) unkeyed.push(item);
      else if (!items.has(key)) items.set(key, item);
    }
    startAt += page.data.length;
    const loaded = items.size + unkeyed.length;
    onProgress?.({ loaded, total, pages, totalChanged });
    if (page.data.length === 0 || startAt >= page.total) {
      return { items: [...items.values(), ...unkeyed], loaded, total, pages, totalChanged, initialTotal };
    }
  }
}
