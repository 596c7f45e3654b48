import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseError } from './errors.js';
import { migrate } from './migrations.js';

export type Db = Database.Database;

export interface OpenOptions {
  /** Called with every statement run, its parameters filled in (tests read the query plans). */
  onStatement?: (sql: string) => void;
  /** See Config.databaseSync; NORMAL unless asked. */
  sync?: 'normal' | 'full';
}

/** Per connection opened here: how many times it has run a statement that can write. */
const writeCounts = new WeakMap<Db, { count: number }>();

/**
 * How many times this connection has run a statement that can write (one that SQLite does not call
 * read-only), or `exec`: it moves with every write, as total_changes() does. Caches of what was read keep
 * it until it moves; each request asks several of them, and asking SQLite took 0.3-3 µs a time.
 */
export function writeCount(db: Db): number {
  const writes = writeCounts.get(db);
  if (!writes) throw new Error('writeCount needs a database opened by openDatabase, which counts its writes');
  return writes.count;
}

/** Counts every run of a statement of `db` that can write, however it is run. */
function countWrites(db: Db): void {
  const writes = { count: 0 };
  writeCounts.set(db, writes);
  const prepare = db.prepare;
  db.prepare = function (this: Db, ...args: Parameters<Db['prepare']>) {
    const prepared = prepare.apply(this, args);
    if (!prepared.readonly) {
      for (const method of ['run', 'get', 'all', 'iterate'] as const) {
        const run = prepared[method] as (...values: unknown[]) => unknown;
        Object.defineProperty(prepared, method, {
          value: (...values: unknown[]) => {
            writes.count++;
            return run.apply(prepared, values);
          },
        });
      }
    }
    return prepared;
  } as Db['prepare'];
  const exec = db.exec;
  db.exec = function (this: Db, source: string) {
    writes.count++;
    return exec.call(this, source);
  };
}

/** Opens (creating when needed) the SQLite database and brings its schema up to date. */
export function openDatabase(path: string, { onStatement, sync = 'normal' }: OpenOptions = {}): Db {
  let db: Db;
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    db = new Database(path, onStatement ? { verbose: (sql) => onStatement(String(sql)) } : {});
    countWrites(db);
    db.pragma('journal_mode = WAL');
  } catch (error) {
    throw new DatabaseError(`cannot open DATABASE "${path}": ${(error as Error).message}`);
  }
  db.pragma('foreign_keys = ON');
  db.pragma(`synchronous = ${sync === 'full' ? 'FULL' : 'NORMAL'}`);
  // Reads map the file instead of copying pages through read() calls: list pages touch rows all over it.
  db.pragma('mmap_size = 1073741824');
  migrate(db);
  return db;
}
