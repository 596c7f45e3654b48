import { STORAGE_KEYS } from '../storageKeys.mjs';
/**
 * Which search indexes stay on this device. An index is kept while a tab has its session open, or when its
 * session was remembered; one whose session ended with its tab (not remembered, never signed out) is deleted
 * the next time the console opens. Native IndexedDB and Web Locks only: this runs on every first page,
 * before the index's own code (Dexie) is loaded.
 */
const PREFIX = STORAGE_KEYS.indexDatabasePrefix;
const KEPT = STORAGE_KEYS.keptIndexes;

/** The database name of an identity (see identityName): per service URL and credential. */
export const indexDatabaseName = (identityName: string) => `${PREFIX}${identityName}`;

function keptIndexes(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEPT) ?? '[]');
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** Marks an index as kept after its session ends ("Remember on this device"), or not. */
export function keepIndex(name: string, keep: boolean): void {
  const others = keptIndexes().filter((kept) => kept !== name);
  localStorage.setItem(KEPT, JSON.stringify(keep ? [...others, name] : others));
}

/**
 * Says, for as long as this page lives or until `release`, that a tab has the index's session open; `held`
 * settles once other tabs can see it.
 */
export function holdIndex(name: string): { held: Promise<void>; release: () => void } {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return { held: Promise.resolve(), release: () => undefined };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((granted) => {
    void locks
      .request(`${name}.open`, { mode: 'shared' }, () => {
        granted();
        return released;
      })
      .catch(() => granted());
  });
  return { held, release };
}

/** Deletes the indexes no open tab holds and no remembered session keeps. */
export async function sweepIndexes(): Promise<string[]> {
  if (
    typeof indexedDB === 'undefined' ||
    typeof indexedDB.databases !== 'function' ||
    typeof navigator === 'undefined' ||
    !navigator.locks
  )
    return [];
  const [databases, locks] = await Promise.all([indexedDB.databases(), navigator.locks.query()]);
  const open = new Set([...(locks.held ?? []), ...(locks.pending ?? [])].map((lock) => lock.name));
  const kept = new Set(keptIndexes());
  const abandoned = databases
    .map((database) => database.name)
    .filter((name): name is string => !!name?.startsWith(PREFIX) && !kept.has(name) && !open.has(`${name}.open`));
  await Promise.all(
    abandoned.map(
      (name) =>
        new Promise<void>((resolve) => {
          const deleting = indexedDB.deleteDatabase(name);
          deleting.onsuccess = deleting.onerror = deleting.onblocked = () => resolve();
        }),
    ),
  );
  return abandoned;
}
