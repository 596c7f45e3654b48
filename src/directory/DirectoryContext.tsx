import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApiClient } from '../api/ClientContext';
import { useAdministrator } from '../session';
import { usePublishedDirectoryText, useServerDirectory, useServerDirectoryWrites } from './queries';
import { BUILT_IN_ENTRIES, mergeDirectory, parseDirectoryCsv, type DirectoryEntry, type RowError } from './directory';
import type { DirectoryDatabase } from './directoryDatabase';
import { t } from '../i18n/translate';

export interface Directory {
  /** Every named uuid: built-in, published and local, local winning. */
  entries: ReadonlyMap<string, DirectoryEntry>;
  lookup(uuid: string | undefined): DirectoryEntry | undefined;
  /** The name alone, for labels in words. */
  nameOf(uuid: string): string | undefined;
  /** This browser's own entries. */
  local: readonly DirectoryEntry[];
  /** Where a name comes from: this browser's edits win over the installation's file, which wins over the built-in names. */
  origin(uuid: string): EntryOrigin;
  /** How many entries the installation's file gave, and its bad rows; undefined while unread or where none is published. */
  published?: { entries: number; errors: RowError[] };
  /** Why local names cannot be kept (no IndexedDB in this browser), if so. */
  storageError?: string;
  /**
   * Where the names are kept: once for the installation by the console's server (every console sees them), or
   * in this browser where the console is served before a bare service.
   */
  keptBy: 'installation' | 'browser';
  /** Whether this session may change the names: the installation's are the administrator's to write. */
  editable: boolean;
  save(entries: readonly DirectoryEntry[]): Promise<void>;
  forget(uuid: string): Promise<void>;
}

export type EntryOrigin = 'installation' | 'this browser' | 'published' | 'built in';

/** The directory, and the call by which a reader asks for this browser's own entries. */
const DirectoryContext = createContext<{ directory: Directory; want: () => void } | undefined>(undefined);

/**
 * One directory for the signed-in console: the published file read once, local edits watched across tabs. This
 * browser's entries (and Dexie, 30 KB gzip) are read once a page that shows people asks for the directory, not
 * on pages that never name anyone.
 */
export function DirectoryProvider({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const baseUrl = client.connection.baseUrl;
  const server = useServerDirectory();
  const serverWrites = useServerDirectoryWrites();
  const administrator = useAdministrator();
  const serverEntries = server.data?.entries;
  // The published file is what seeds the server's directory: read only where no server keeps one.
  const publishedText = usePublishedDirectoryText(server.data === null).data;
  const [local, setLocal] = useState<{ of: string; db: DirectoryDatabase; entries: DirectoryEntry[] }>();
  const [storageError, setStorageError] = useState<string>();
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => {
    // This browser's names are read only where no server keeps the installation's (and it has answered so).
    if (!wanted || server.data !== null) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void Promise.all([import('./directoryDatabase'), import('../lib/watchQuery')]).then(
      ([{ directoryDatabase }, { watchQuery }]) => {
        if (stopped) return;
        const db = directoryDatabase(baseUrl);
        db.open().catch(() => setStorageError(t('directory.noIndexedDb')));
        stop = watchQuery(
          db,
          () => db.people.toArray(),
          (entries) => setLocal({ of: baseUrl, db, entries }),
        );
      },
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [baseUrl, wanted, server.data]);
  const current = local?.of === baseUrl ? local : undefined;
  const localEntries = current?.entries;
  const db = current?.db;
  const published = useMemo(
    () => (publishedText === undefined ? undefined : parseDirectoryCsv(publishedText)),
    [publishedText],
  );

  const value = useMemo<Directory>(() => {
    if (serverEntries) {
      const entries = mergeDirectory(BUILT_IN_ENTRIES, serverEntries);
      const kept = new Set(serverEntries.map((entry) => entry.uuid));
      return {
        origin: (uuid) => (kept.has(uuid) ? 'installation' : 'built in'),
        entries,
        lookup: (uuid) => (uuid ? entries.get(uuid.toLowerCase()) : undefined),
        nameOf: (uuid) => entries.get(uuid.toLowerCase())?.name,
        local: [],
        keptBy: 'installation',
        editable: administrator,
        save: serverWrites.save,
        forget: serverWrites.forget,
      };
    }
    const entries = mergeDirectory(BUILT_IN_ENTRIES, published?.entries, localEntries);
    const localIds = new Set(localEntries?.map((entry) => entry.uuid));
    const publishedIds = new Set(published?.entries.map((entry) => entry.uuid));
    return {
      origin: (uuid) => (localIds.has(uuid) ? 'this browser' : publishedIds.has(uuid) ? 'published' : 'built in'),
      entries,
      lookup: (uuid) => (uuid ? entries.get(uuid.toLowerCase()) : undefined),
      nameOf: (uuid) => entries.get(uuid.toLowerCase())?.name,
      local: localEntries ?? [],
      published: published && { entries: published.entries.length, errors: published.errors },
      storageError,
      keptBy: 'browser',
      editable: true,
      save: async (list) => {
        if (!db) throw new Error(storageError ?? t('directory.stillOpening'));
        await db.people.bulkPut(list.map((entry) => ({ ...entry, uuid: entry.uuid.toLowerCase() })));
      },
      forget: async (uuid) => {
        await db?.people.delete(uuid.toLowerCase());
      },
    };
  }, [db, published, localEntries, storageError, serverEntries, administrator, serverWrites]);
  const context = useMemo(() => ({ directory: value, want }), [value, want]);
  return <DirectoryContext.Provider value={context}>{children}</DirectoryContext.Provider>;
}

export function useDirectory(): Directory {
  const context = useContext(DirectoryContext);
  if (!context) throw new Error('useDirectory needs a DirectoryProvider');
  const { want } = context;
  useEffect(want, [want]);
  return context.directory;
}
