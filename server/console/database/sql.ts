import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';

export type SqlValue = string | number | null;
export type Row = Record<string, unknown>;

/** What the stores ask of a database: SQL with `?` placeholders, the same text on both engines. */
export interface SqlRunner {
  all<T = Row>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
}

/** One database behind the installation's stores: a SQLite file, or PostgreSQL shared by several servers. */
export interface SqlEngine extends SqlRunner {
  readonly kind: 'sqlite' | 'postgres';
  /** Runs `work` in one transaction: all of it or none. */
  transaction<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T>;
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's pool as it is now (for the metrics); SQLite has none. */
  pool?(): { total: number; idle: number; waiting: number };
}

/** A database that cannot be opened or reached, in words for the one line the start prints. */
export class ConsoleDatabaseError extends Error {}

/** Where CONSOLE_DATABASE points that is not PostgreSQL: a file, or `:memory:`. */
export const isPostgresUrl = (location: string) => /^postgres(ql)?:\/\//i.test(location);

/** Where the installation's database is, in words a person may see: a PostgreSQL URL without its password. */
export function describeConsoleDatabase(location: string): string {
  if (!isPostgresUrl(location)) return location;
  const url = new URL(location);
  url.password = url.password ? '***' : '';
  return url.toString();
}

/**
 * better-sqlite3 is synchronous, so statements never interleave; a transaction, though, spans awaits, and
 * another caller's write must not land inside it. Transactions take turns, and every write is in one.
 */
export function openSqliteEngine(location: string): SqlEngine {
  let db: Database.Database;
  try {
    if (location !== ':memory:') mkdirSync(dirname(location), { recursive: true });
    db = new Database(location);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
  } catch (error) {
    throw new ConsoleDatabaseError(`cannot open CONSOLE_DATABASE ${location}: ${(error as Error).message}`);
  }
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  const runner: SqlRunner = {
    all: async <T>(sql: string, params: readonly SqlValue[] = []) => prepared(sql).all(...params) as T[],
    run: async (sql, params = []) => prepared(sql).run(...params).changes,
  };
  let turn: Promise<unknown> = Promise.resolve();
  return {
    kind: 'sqlite',
    ...runner,
    transaction<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T> {
      const mine = turn.then(async () => {
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(runner);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw error;
        }
      });
      turn = mine.catch(() => undefined);
      return mine;
    },
    exec: async (script) => void db.exec(script),
    close: async () => void db.close(),
  };
}

/** `?` placeholders as PostgreSQL numbers them; the stores' SQL has no `?` inside its literals. */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

// BIGINT columns hold milliseconds, well inside a double: read them as numbers, not strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A pool of PostgreSQL connections; the URL's password never appears in an error this makes. */
export async function openPostgresEngine(url: string): Promise<SqlEngine> {
  let where: string;
  try {
    const parsed = new URL(url);
    where = `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    throw new ConsoleDatabaseError('CONSOLE_DATABASE is not a valid postgres:// URL');
  }
  const pool = new pg.Pool({ connectionString: url, max: 8, connectionTimeoutMillis: 5000 });
  // A connection that drops (the database restarted, or gone) must not end the process, whether it was idle in the
  // pool or checked out between two statements: the next query on it reports the loss, and the pool replaces it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    (await pool.connect()).release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new ConsoleDatabaseError(`cannot reach PostgreSQL at ${where}: ${(error as Error).message}`);
  }
  const runnerOf = (client: pg.Pool | pg.PoolClient): SqlRunner => ({
    all: async <T>(sql: string, params: readonly SqlValue[] = []) =>
      (await client.query(numbered(sql), params as SqlValue[])).rows as T[],
    run: async (sql, params = []) => (await client.query(numbered(sql), params as SqlValue[])).rowCount ?? 0,
  });
  return {
    kind: 'postgres',
    ...runnerOf(pool),
    async transaction<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(runnerOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (script) => void (await pool.query(script)),
    close: () => pool.end(),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export const openSqlEngine = (location: string): Promise<SqlEngine> =>
  isPostgresUrl(location) ? openPostgresEngine(location) : Promise.resolve(openSqliteEngine(location));
