/** One page of a list, as every list operation of the service answers. */
export interface PageOf<T> {
  total: number;
  data: T[];
}

export interface WalkProgress {
  loaded: number;
  total: number;
  pages: number;
  /** The list's total changed between pages: rows were added or removed while walking. */
  totalChanged: boolean;
}

/**
 * Why a walk ended: it reached the total; a page came back empty; a page added nothing not seen before (a
 * service that repeats itself); or it read as many pages as the first page's total could need, with room for
 * a list that grows while it is read (a total that runs ahead of the data).
 */
export type WalkEnd = 'complete' | 'empty-page' | 'nothing-new' | 'page-cap';

export interface WalkResult<T> extends WalkProgress {
  items: T[];
  initialTotal: number;
  ended: WalkEnd;
}

export interface WalkOptions<T> {
  pageSize?: number;
  signal?: AbortSignal;
  onProgress?: (progress: WalkProgress) => void;
  /** Identity for de-duplication; offset paging is no snapshot, so a row can come twice. */
  keyOf?: (item: T) => string | undefined;
}

/** The default identity of a row: its uuid. */
const byUuid = <T>(item: T) => (item as { uuid?: string }).uuid;

/** Pages a walk may read: what the first page's total needs, half again for a list that grows, and two more. */
export const pageCap = (firstTotal: number, pageSize: number) =>
  Math.ceil((Math.max(0, firstTotal) / pageSize) * 1.5) + 2;

/**
 * Reads every page of a list: from startAt=0, advancing by the items returned, until the offset reaches the
 * total, or it stops early and says why (see WalkEnd): a total is a service's claim, not a promise. Items
 * are de-duplicated by uuid; a total that changes mid-walk is reported.
 */
export async function walkPages<T>(
  fetchPage: (startAt: number, maxResults: number, signal?: AbortSignal) => Promise<PageOf<T>>,
  { pageSize = 100, signal, onProgress, keyOf = byUuid }: WalkOptions<T> = {},
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
    const before = items.size + unkeyed.length;
    for (const item of page.data) {
      const key = keyOf(item);
      if (key === undefined) unkeyed.push(item);
      else if (!items.has(key)) items.set(key, item);
    }
    startAt += page.data.length;
    const loaded = items.size + unkeyed.length;
    onProgress?.({ loaded, total, pages, totalChanged });
    const ended: WalkEnd | undefined =
      startAt >= page.total
        ? 'complete'
        : page.data.length === 0
          ? 'empty-page'
          : loaded === before
            ? 'nothing-new'
            : pages >= pageCap(initialTotal, pageSize)
              ? 'page-cap'
              : undefined;
    if (ended)
      return { items: [...items.values(), ...unkeyed], loaded, total, pages, totalChanged, initialTotal, ended };
  }
}

export interface StableWalkResult<T> {
  items: T[];
  /** Walks made: more than one when the total changed during a walk. */
  walks: number;
  /** The totals each walk began and ended with, when any changed: what a report of the change says. */
  changes: { from: number; to: number }[];
  /** The last walk reached its total with the total unchanged: every row was seen. */
  complete: boolean;
  total: number;
}

/**
 * Walks a list until one walk sees its total unchanged from first page to last, at most `maxWalks` times,
 * keeping the union of what every walk saw. Offset paging is no snapshot: a row inserted before the offset
 * pushes another past it unseen (a hole), a row removed pulls one back (a duplicate, dropped by key). A walk
 * in which nothing changed has neither; rows that vanished in the meantime stay in the union, and are told
 * apart by the caller with the last walk's `complete`.
 */
export async function walkUntilStable<T>(
  fetchPage: (startAt: number, maxResults: number, signal?: AbortSignal) => Promise<PageOf<T>>,
  options: WalkOptions<T> & { maxWalks?: number } = {},
): Promise<StableWalkResult<T>> {
  const { maxWalks = 3, keyOf = byUuid } = options;
  const union = new Map<string, T>();
  const changes: { from: number; to: number }[] = [];
  for (let walks = 1; ; walks++) {
    const walk = await walkPages(fetchPage, options);
    const unkeyed: T[] = [];
    for (const item of walk.items) {
      const key = keyOf(item);
      if (key === undefined) unkeyed.push(item);
      else union.set(key, item);
    }
    if (walk.totalChanged) changes.push({ from: walk.initialTotal, to: walk.total });
    if (!walk.totalChanged || walks >= maxWalks) {
      const complete = !walk.totalChanged && walk.ended === 'complete';
      // Only the last walk's rows count when it saw everything: what the earlier ones saw may since be gone.
      const items = complete ? walk.items : [...union.values(), ...unkeyed];
      return { items, walks, changes, complete, total: walk.total };
    }
  }
}
