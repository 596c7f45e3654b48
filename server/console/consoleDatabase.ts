import { AUDIT_TABLES } from './audit/index.js';
import { openSqlEngine, type SqlEngine } from './database/index.js';
import {
  INSTALLATION_POSTGRES,
  INSTALLATION_POSTGRES_EXTENSION,
  INSTALLATION_SQLITE,
  INSTALLATION_TABLES,
} from './installation/index.js';
import { EDITS_COLUMNS, EDITS_TABLES } from './edits/index.js';
import { KEY_SCHEDULE_TABLES } from './keySchedule/index.js';
import { PEOPLE_TABLES } from './people/index.js';
import { PROPOSALS_COLUMNS, PROPOSALS_INDEXES, PROPOSALS_TABLES } from './proposals/index.js';

/**
 * The console database's tables: each part's, one text for both engines but for the installation index's title
 * search. Times are milliseconds since the epoch.
 */
const tables = (titleId: string) => `${INSTALLATION_TABLES(titleId)}
  ${PEOPLE_TABLES}
  ${AUDIT_TABLES}
  ${KEY_SCHEDULE_TABLES}
  ${EDITS_TABLES}
  ${PROPOSALS_TABLES}
`;

const SQLITE = `${tables('INTEGER PRIMARY KEY')}${INSTALLATION_SQLITE}`;

/**
 * Columns later schemas add to a part's earlier tables: a database made by an older server gains them on start.
 * PostgreSQL says `IF NOT EXISTS`; SQLite cannot, so its table's columns are read first.
 */
const ADDED_COLUMNS: readonly { table: string; column: string; type: string }[] = [
  ...EDITS_COLUMNS,
  ...PROPOSALS_COLUMNS,
];

/** What needs the added columns. */
const AFTER_COLUMNS = PROPOSALS_INDEXES;

const POSTGRES = `
  ${INSTALLATION_POSTGRES_EXTENSION}
  ${tables('BIGSERIAL PRIMARY KEY')}${INSTALLATION_POSTGRES}
  ${ADDED_COLUMNS.map(({ table, column, type }) => `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${column} ${type};`).join('\n')}
  ${AFTER_COLUMNS}`;

async function createSqlite(engine: SqlEngine): Promise<void> {
  await engine.exec(SQLITE);
  for (const { table, column, type } of ADDED_COLUMNS) {
    const present = await engine.all<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`);
    if (!present.some(({ name }) => name === column))
      await engine.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
  }
  await engine.exec(AFTER_COLUMNS);
}

/**
 * What the schema's creation records, so that a server starting beside others that walk leaves their tables be
 * (1: the index and the directory; 2: people's sessions; 3: people's keys; 4: when people were last seen; 5: the
 * audit log; 6: its indexes by time; 7: the key schedule; 8: the canvases read, by repository; 9: edits in progress
 * and proposals; 10: the proposals' conversations, revisions and chat messages).
 */
const SCHEMA_VERSION = 10;

/**
 * Creates what is missing. Several servers on one PostgreSQL may start at once: an advisory lock makes them take
 * turns, and once the schema is there no statement of it runs again. Even `CREATE INDEX IF NOT EXISTS` locks its
 * table first, and beside an instance that walks, that deadlocked the second instance's start.
 */
export async function createSchema(engine: SqlEngine): Promise<void> {
  if (engine.kind === 'sqlite') return createSqlite(engine);
  await engine.transaction(async (sql) => {
    await sql.all('SELECT pg_advisory_xact_lock(4747)');
    const [{ present }] = await sql.all<{ present: boolean }>(
      "SELECT to_regclass('installation_meta') IS NOT NULL AS present",
    );
    const [created] = present
      ? await sql.all<{ value: string }>("SELECT value FROM installation_meta WHERE name = 'schemaVersion'")
      : [];
    if (created && Number(JSON.parse(created.value)) >= SCHEMA_VERSION) return;
    await sql.run(POSTGRES);
    await sql.run(
      `INSERT INTO installation_meta (name, value) VALUES ('schemaVersion', ?)
       ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
      [JSON.stringify(SCHEMA_VERSION)],
    );
  });
}

/** CONSOLE_DATABASE opened, with what is missing of its tables created. */
export async function openConsoleDatabase(location: string): Promise<SqlEngine> {
  const engine = await openSqlEngine(location);
  try {
    await createSchema(engine);
  } catch (error) {
    await engine.close().catch(() => undefined);
    throw error;
  }
  return engine;
}
