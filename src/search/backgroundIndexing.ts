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

/** The identity's index in this tab, opened once. */
export function indexDatabase(connection: Connection): IndexDatabase {
  const name = indexDatabaseName(identityName(connection));
  let db = databases.get(name);
  if (!db) databases.set(name, (db = new IndexDatabase(name)));
  return db;
}

/** Removes the identity's index from this device (signing out without "Remember on this device"). */
export async function deleteIndex(connection: Connection): Promise<void> {
  const name = indexDatabaseName(identityName(connection));
  databases.get(name)?.close();
  databases.delete(name);
  await Dexie.delete(name);
}

/**
 * Keeps the identity's index: every tab records the canvases its person opens (they are read anyway), and
 * one tab per identity, whichever holds the Web Lock, walks the service in the background; when that tab
 * closes, another takes the lock over. Returns a stop function.
 */
export function startIndexing(client: ApiClient, queryClient: QueryClient): () => void {
  const db = indexDatabase(client.connection);
  const stop = new AbortController();

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

  return () => {
    stop.abort();
    unsubscribeCache();
  };
}
