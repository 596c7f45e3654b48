export {
  ConsoleDatabaseError,
  describeConsoleDatabase,
  isPostgresUrl,
  openSqlEngine,
  type SqlEngine,
  type SqlRunner,
  type SqlValue,
} from './sql.js';
