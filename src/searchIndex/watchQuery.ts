import Dexie from 'dexie';

/** How often, at most, a watched query is read again while its database is being written. */
export const WATCH_INTERVAL_MS = 250;

/**
 * Answers `query` now, and again after every change to `db` from this tab or another, at most once per
 * interval, until the returned function is called.
 *
 * Not Dexie's liveQuery: it abandons a query in flight whenever a change arrives, so while the indexer writes
 * faster than a query reads (three canvases at once on a slow machine) it answers nothing at all, and the
 * progress a person watches stands still for as long as the walk runs. Here a query always finishes; what
 * changed meanwhile is read by the next one. A query that fails is read again after the next change.
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

  const read = async () => {
    timer = undefined;
    running = true;
    changed = false;
    lastStart = Date.now();
    try {
      const value = await query();
      if (!stopped) onValue(value);
    } catch {
      // Kept quiet: the last answer stands until a change lets the query read again.
    }
    running = false;
    if (changed) schedule();
  };
  const schedule = () => {
    if (stopped || running || timer !== undefined) return;
    timer = setTimeout(() => void read(), Math.max(0, lastStart + intervalMs - Date.now()));
  };
  // Dexie announces every committed change, with the other tabs' ones relayed; "all" after a page comes back from the back-forward cache.
  const onChange = (parts: Record<string, unknown>) => {
    if (!Object.keys(parts).some((part) => part.startsWith(prefix) || part === 'all')) return;
    changed = true;
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
