import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, inject } from 'vitest';
import { createSchema } from '../console/consoleDatabase.js';
import { openSqlEngine, type SqlEngine } from '../console/database/sql.js';

/** The engines the console server's stores run on; their tests run once on each. */
export const ENGINES = ['sqlite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

/**
 * A new, empty console database: `:memory:` for SQLite (a file of its own where several opens must `share` it, as
 * instances and restarts do), a database of its own in the run's PostgreSQL.
 */
export async function freshConsoleDatabase(
  engine: Engine,
  { share = false } = {},
): Promise<{ location: string; drop(): Promise<void> }> {
  if (engine === 'sqlite' && share) {
    const folder = mkdtempSync(join(tmpdir(), 'console-db-'));
    return { location: join(folder, 'console.db'), drop: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  if (engine === 'sqlite') return { location: ':memory:', drop: async () => undefined };
  const base = inject('postgresUrl');
  const name = `console_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    location: `${base}/${name}`,
    async drop() {
      const client = new pg.Client({ connectionString: `${base}/postgres` });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * One console database a test's instances share, as servers on one database do: a fresh one per test (a file for
 * SQLite), each `open()` a connection of its own with the schema made as a start makes it; all closed and the
 * database dropped after the test.
 */
export function sharedConsoleDatabase(engine: Engine) {
  let location = '';
  let drop: () => Promise<void> = async () => undefined;
  const opened: SqlEngine[] = [];
  beforeEach(async () => {
    ({ location, drop } = await freshConsoleDatabase(engine, { share: true }));
  });
  afterEach(async () => {
    for (const sql of opened.splice(0)) await sql.close();
    await drop();
  });
  return {
    location: () => location,
    async open(): Promise<SqlEngine> {
      const sql = await openSqlEngine(location);
      opened.push(sql);
      await createSchema(sql);
      return sql;
    },
  };
}
