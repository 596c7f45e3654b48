import Dexie from 'dexie';

/**
 * How often, at most, a watched query is read again while its database is being written: once a second, as a
 * person reads a progress figure. Each answer re-renders what shows it; at four a second, Chromium spent about
 * 20.6 s of CPU building the demo index on the Search page, at one 17.9 s (medians of four builds each).
 */
export const WATCH_INTERVAL_MS = 1000;
/** A query that failed is read again after this long, twice as long after each failure in a row, at most a minute. */
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 60_000;

/**
 * Answers `query` now, and again after every change to `db` from this tab or another, at most once per
 * interval, until the returned function is called.
 *
 * Not Dexie's liveQuery: it abandons a query in flight whenever a change arrives, so while the indexer writes
 * faster than a query reads (three canvases at once on a slow machine) it answers nothing at all, and the
 * progress a person watches stands still for as long as the walk runs. Here a query always finishes; what
 * changed meanwhile is read by the next one. A query that fails is read again after the next change, or after
 * a while without one: an index that is complete may not change for many minutes, and a failure the browser
 * mends (a database still opening, a connection it lost) must not leave the page without an answer till then.
 */
export function watchQuery<T>(
  db: Dexie,
  query: () => Promise<T>,
  onValue: (value: T) => void,
  intervalMs = WATCH_INTERVAL_MS,
): () => void {
  const prefix = `idb://${db.name}/`;
  let stopped = false;
  let running = false;
  let changed = true;
  let lastStart = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The wait before the next read after a failure; 0 while the last read succeeded. */
  let retryMs = 0;

  const read = async () => {
    timer = undefined;
    running = true;
    changed = false;
    lastStart = Date.now();
    try {
      const value = await query();
      retryMs = 0;
      if (!stopped) onValue(value);
    } catch {
      // Kept quiet: the last answer stands until the query reads again.
      retryMs = Math.min(LAST_RETRY_MS, Math.max(FIRST_RETRY_MS, retryMs * 2));
    }
    running = false;
    schedule(changed ? undefined : retryMs || undefined);
  };
  const schedule = (afterMs?: number) => {
    if (stopped || running || timer !== undefined || (afterMs === undefined && !changed)) return;
    timer = setTimeout(() => void read(), afterMs ?? Math.max(0, lastStart + intervalMs - Date.now()));
  };
  // Dexie announces every committed change, with the other tabs' ones relayed; "all" after a page comes back from the back-forward cache.
  const onChange = (parts: Record<string, unknown>) => {
    if (!Object.keys(parts).some((part) => part.startsWith(prefix) || part === 'all')) return;
    changed = true;
    // A change is read at once rather than after a failure's wait.
    if (retryMs > 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    schedule();
  };
  Dexie.on('storagemutated', onChange);
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
    Dexie.on('storagemutated').unsubscribe(onChange);
  };
}
