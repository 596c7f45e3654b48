import { existsSync } from 'node:fs';
import { ConsoleDatabaseError, describeConsoleDatabase, isPostgresUrl, openSqlEngine } from '../database/index.js';
import { AuditStore } from './auditStore.js';

const failed = (message: string) => ({ code: 1 as const, line: `audit:verify: ${message}` });
const passed = (message: string) => ({ code: 0 as const, line: message });

/**
 * Checks the audit log's chain in the console database at `location`, reading only. Resolves with the exit code
 * and the one line to print (to stdout when it passes, to stderr when not).
 */
export async function verifyChainAt(location: string): Promise<{ code: 0 | 1; line: string }> {
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
        : `${describeConsoleDatabase(location)} keeps no audit log (no server with this version has used it yet)`,
    );
  }
  try {
    const verdict = await new AuditStore(engine).verify();
    if (!verdict.ok)
      return failed(
        `the audit log in ${describeConsoleDatabase(location)} does not match from event ${verdict.brokenAt}: ${verdict.why} (${verdict.checked === 1 ? 'the one event before it matches' : `the ${verdict.checked} events before it match`})`,
      );
    return passed(
      verdict.checked === 0
        ? `audit log in ${describeConsoleDatabase(location)}: no events yet`
        : `audit log in ${describeConsoleDatabase(location)}: ${verdict.checked} events match, from event ${verdict.firstId} to ${verdict.lastId}`,
    );
  } finally {
    await engine.close();
  }
}
