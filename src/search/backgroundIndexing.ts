import type { QueryClient } from '@tanstack/react-query';
import Dexie, { liveQuery } from 'dexie';
import { identityName, type ApiClient } from '../api/client';
import type { Connection } from '../api/http';
import { isKeyOf, partsOf } from '../api/queryKeys';
import type { Canvas } from '../api/types';
import { IndexDatabase, type IndexControl } from './database';
import { indexDatabaseName } from './indexRetention';
import { Indexer } from './indexer';

const databases = new Map<string, IndexDatabase>();
/** Who hears that an index was opened anew (see reopenIndex). */
const reopenListeners = new Set<() => void>();

/** The identity's index in this tab, opened once (and again by reopenIndex). */
export function indexDatabase(connection: Connection): IndexDatabase {
  const name = indexDatabaseName(identityName(connection));
  let db = databases.get(name);
  if (!db) databases.set(name, (db = new IndexDatabase(name)));
  return db;
}

/**
 * Opens the identity's index anew in this tab: the connection it had, with its transactions and an opening that
 * never ended, is given up, and every view and the walk move to the new one (see onIndexReopened).
 */
export function reopenIndex(connection: Connection): void {
  const name = indexDatabaseName(identityName(connection));
  const stale = databases.get(name);
  stale?.letGo();
  // Also ends an opening still waiting, so that its queries fail rather than wait for good.
  stale?.close();
  databases.set(name, new IndexDatabase(name));
  for (const listener of reopenListeners) listener();
}

/** Calls `listener` whenever reopenIndex has replaced an index; returns the unsubscribe. */
export function onIndexReopened(listener: () => void): () => void {
  reopenListeners.add(listener);
  return () => void reopenListeners.delete(listener);
}

/** Removes the identity's index from this device (signing out without "Remember on this device"). */
export async function deleteIndex(connection: Connection): Promise<void> {
  const name = indexDatabaseName(identityName(connection));
  databases.get(name)?.close();
  databases.delete(name);
  await Dexie.delete(name);
}

/**
 * Walks the service in the background in whichever tab of the identity holds the Web Lock (when that tab
 * closes, another takes the lock over). Returns a stop function, which also gives the lock up.
 */
function startWalk(db: IndexDatabase, client: ApiClient): () => void {
  const stop = new AbortController();
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const walk = async () => {
    const indexer = new Indexer(db, client);
    // Pause, Resume and Rebuild come through the database, from whichever tab. Only a person's change ends the
    // current turn: the indexer's own clearing of rebuildRequested, as its rebuild starts, must not end that
    // rebuild's walk (which, heard late, sent its first request twice).
    let last: IndexControl | undefined;
    const control = liveQuery(() => db.control()).subscribe({
      next: (now) => {
        if (last && (now.paused !== last.paused || (now.rebuildRequested && !last.rebuildRequested)))
          indexer.interrupt();
        last = now;
      },
      error: () => undefined,
    });
    try {
      await indexer.run(stop.signal);
    } finally {
      control.unsubscribe();
    }
  };
  if (locks) void locks.request(`${db.name}.indexer`, { signal: stop.signal }, walk).catch(() => undefined);
  else void walk().catch(() => undefined);
  return () => stop.abort();
}

/**
 * Keeps the identity's index: every tab records the canvases its person opens (they are read anyway), and
 * one tab per identity walks the service in the background (see startWalk). A page that is hidden (left for
 * another page, perhaps into the back-forward cache) stops its walk and lets the database go, and takes both
 * up again if it is shown again (see IndexDatabase.letGo). Returns a stop function.
 */
export function startIndexing(
  client: ApiClient,
  queryClient: QueryClient,
  db = indexDatabase(client.connection),
): () => void {
  // A canvas the person opened is the freshest there is.
  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey } = event.query;
    if (!isKeyOf(queryKey, client.identity, { scope: 'models', view: 'canvas' })) return;
    const { repository, model } = partsOf(queryKey)!;
    void db
      .recordCanvas(String(repository), String(model), event.action.data as Canvas, Date.now())
      .catch(() => undefined);
  });

  let stopWalk: (() => void) | undefined = startWalk(db, client);
  const onPageHide = () => {
    stopWalk?.();
    stopWalk = undefined;
    db.letGo();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && !stopWalk) stopWalk = startWalk(db, client);
  };
  addEventListener('pagehide', onPageHide);
  addEventListener('pageshow', onPageShow);

  return () => {
    removeEventListener('pagehide', onPageHide);
    removeEventListener('pageshow', onPageShow);
    stopWalk?.();
    unsubscribeCache();
  };
}
