// `npm run audit:verify` (scripts/audit-verify.mjs runs this once the server is built): the audit log's hash
// chain in CONSOLE_DATABASE checked from its first kept event. Exit 0 when every event matches; 1 naming the first
// that does not, or saying why the log could not be read. One line each, never a stack trace.
import { existsSync } from 'node:fs';
import { ConfigError, readConfig } from '../config.js';
import { ConsoleDatabaseError, isPostgresUrl, openSqlEngine } from '../installation/sql.js';
import { AuditStore } from './auditStore.js';

function where(location: string): string {
  if (!isPostgresUrl(location)) return location;
  const url = new URL(location);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

async function verify(): Promise<number> {
  let location: string;
  try {
    location = readConfig().consoleDatabase;
  } catch (error) {
    if (error instanceof ConfigError) return failed(error.message);
    throw error;
  }
  if (location === ':memory:') return failed('CONSOLE_DATABASE is :memory:, which keeps no audit log to check');
  // Checking reads: it never makes a database, nor a table, where there was none.
  if (!isPostgresUrl(location) && !existsSync(location))
    return failed(`there is no console database at ${location} (set CONSOLE_DATABASE to the server's)`);
  let engine;
  try {
    engine = await openSqlEngine(location);
    await engine.all('SELECT id FROM audit_events LIMIT 1');
  } catch (error) {
    await engine?.close();
    return failed(
      error instanceof ConsoleDatabaseError
        ? error.message
        : `${where(location)} keeps no audit log (no server with this version has used it yet)`,
    );
  }
  try {
    const verdict = await new AuditStore(engine).verify();
    if (!verdict.ok)
      return failed(
        `the audit log in ${where(location)} does not match from event ${verdict.brokenAt}: ${verdict.why} (${verdict.checked === 1 ? 'the one event before it matches' : `the ${verdict.checked} events before it match`})`,
      );
    console.log(
      verdict.checked === 0
        ? `audit log in ${where(location)}: no events yet`
        : `audit log in ${where(location)}: ${verdict.checked} events match, from event ${verdict.firstId} to ${verdict.lastId}`,
    );
    return 0;
  } finally {
    await engine.close();
  }
}

function failed(message: string): number {
  console.error(`audit:verify: ${message}`);
  return 1;
}

process.exitCode = await verify().catch((error: Error) => failed(error.message));
