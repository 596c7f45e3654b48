import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, freshConsoleDatabase } from '../../test/consoleDatabases.js';
import { createSchema } from '../consoleDatabase.js';
import { openSqlEngine, type SqlEngine } from '../database/sql.js';
import { AuditStore } from './auditStore.js';
import { verifyChainAt } from './verifyChain.js';

describe.each(ENGINES)('npm run audit:verify on %s', (engine) => {
  let location: string;
  let drop: () => Promise<void>;
  let sql: SqlEngine;

  beforeEach(async () => {
    ({ location, drop } = await freshConsoleDatabase(engine, { share: true }));
    sql = await openSqlEngine(location);
    await createSchema(sql);
    await new AuditStore(sql).append(
      [1, 2, 3].map((n) => ({
        at: 1000 * n,
        actor: { kind: 'person' as const, id: 'ada-sub', name: 'Ada Okafor' },
        action: 'apiKey.issue' as const,
        outcome: 'succeeded' as const,
        requestId: `request-${n}`,
        ip: '192.0.2.7',
        userAgent: 'Firefox',
      })),
    );
  });
  afterEach(async () => {
    await sql.close();
    await drop();
  });

  it('passes while every event matches, and names the event after one row is changed', async () => {
    expect(await verifyChainAt(location)).toEqual({
      code: 0,
      line: expect.stringMatching(/: 3 events match, from event 1 to 3$/),
    });
    await sql.run("UPDATE audit_events SET actor_name = 'Mallory' WHERE id = 2");
    const { code, line } = await verifyChainAt(location);
    expect(code).toBe(1);
    expect(line).toMatch(/does not match from event 2: its content does not match its hash \(the one event before/);
    expect(line).not.toContain('password');
  });
});

it('says in one line that there is no database to check, and makes none', async () => {
  const missing = `/tmp/no-such-folder-${process.pid}/console.db`;
  expect(await verifyChainAt(missing)).toEqual({
    code: 1,
    line: `audit:verify: there is no console database at ${missing} (set CONSOLE_DATABASE to the server's)`,
  });
  expect((await import('node:fs')).existsSync(missing)).toBe(false);
  expect((await verifyChainAt(':memory:')).code).toBe(1);
});
