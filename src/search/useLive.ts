import { useCallback, useEffect, useState, useSyncExternalStore, type DependencyList } from 'react';
import { useApiClient } from '../api/ClientContext';
import type { IndexDatabase } from './database';
import { indexDatabase, onIndexReopened, reopenIndex } from './backgroundIndexing';
import { watchQuery } from '../lib/watchQuery';

/** The signed-in identity's index: the one open now, which Try again may replace (see reopenIndex). */
export function useIndexDatabase(): IndexDatabase {
  const { connection } = useApiClient();
  return useSyncExternalStore(onIndexReopened, () => indexDatabase(connection));
}

/** Try again, where the index has not opened: opens it anew (see reopenIndex). */
export function useReopenIndex(): () => void {
  const { connection } = useApiClient();
  return useCallback(() => reopenIndex(connection), [connection]);
}

/**
 * A query on the index, answered again after the index changes, in this tab or another (see watchQuery). Not
 * asked while `enabled` is false (where the installation index answers, the browser's is never opened).
 */
export function useLive<T>(
  query: (db: IndexDatabase) => Promise<T>,
  deps: DependencyList,
  enabled = true,
): T | undefined {
  const db = useIndexDatabase();
  const [value, setValue] = useState<{ of: IndexDatabase; deps: DependencyList; value: T }>();
  useEffect(() => {
    if (!enabled) return;
    return watchQuery(
      db,
      () => query(db),
      (next) => setValue({ of: db, deps, value: next }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, enabled, ...deps]);
  // An answer to other arguments is not shown as this one's.
  const current =
    enabled &&
    value &&
    value.of === db &&
    value.deps.length === deps.length &&
    value.deps.every((dep, n) => Object.is(dep, deps[n]));
  return current ? value.value : undefined;
}
