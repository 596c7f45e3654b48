import Dexie, { type Table } from 'dexie';
import type { DirectoryEntry } from './directory';
import { STORAGE_KEYS } from '../storageKeys.mjs';

/** This browser's own names for one service's uuids (edits and imports), kept per service URL. */
export class DirectoryDatabase extends Dexie {
  people!: Table<DirectoryEntry, string>;

  constructor(name: string) {
    super(name, { chromeTransactionDurability: 'relaxed' });
    this.version(1).stores({ people: 'uuid' });
  }
}

const databases = new Map<string, DirectoryDatabase>();

export function directoryDatabase(baseUrl: string): DirectoryDatabase {
  const name = `${STORAGE_KEYS.directoryDatabasePrefix}${baseUrl}`;
  let db = databases.get(name);
  if (!db) databases.set(name, (db = new DirectoryDatabase(name)));
  return db;
}
