// CONSOLE_DATABASE: one SQL interface over SQLite (better-sqlite3) or PostgreSQL (pg), and what cannot be opened, in
// words. Each part keeps its own tables (its schema.ts); ../consoleDatabase.ts creates them all.

export {
  ConsoleDatabaseError,
  describeConsoleDatabase,
  isPostgresUrl,
  openSqlEngine,
  type SqlEngine,
  type SqlRunner,
  type SqlValue,
} from './sql.js';
