import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, freshConsoleDatabase } from '../../test/consoleDatabases.js';
import { createSchema } from '../consoleDatabase.js';
import { openSqlEngine, type SqlEngine } from '../database/sql.js';
import { installationSecret, SecretBox } from './secrets.js';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SessionStore, type SignedInPerson } from './sessionStore.js';

const ADA: SignedInPerson = {
  subject: 'ada-sub',
  email: 'ada@example.org',
  name: 'Ada Lovelace',
  groups: ['Modellers', 'Finance'],
  administrator: false,
};
const HOUR = 60 * 60 * 1000;

describe.each(ENGINES)('people’s sessions on %s', (engine) => {
  let location: string;
  let drop: () => Promise<void>;
  const opened: SqlEngine[] = [];

  /** One server's view of the database: its engine, secret and store, as a start makes them. */
  const start = async () => {
    const sql = await openSqlEngine(location);
    opened.push(sql);
    await createSchema(sql);
    const secret = await installationSecret(sql);
    return { sql, secret, sessions: new SessionStore(sql) };
  };

  beforeEach(async () => {
    ({ location, drop } = await freshConsoleDatabase(engine, { share: true }));
  });
  afterEach(async () => {
    for (const sql of opened.splice(0)) await sql.close();
    await drop();
  });

  it('finds a session by its id in another instance, and after a restart, with what the provider said', async () => {
    const first = await start();
    const { id, session } = await first.sessions.create(ADA, 1_000);
    expect(session).toMatchObject({ ...ADA, createdAt: 1_000, expiresAt: 1_000 + SESSION_ABSOLUTE_MS });
    const second = await start();
    expect(second.secret).toBe(first.secret);
    expect(await second.sessions.find(id, 2_000)).toEqual({
      ...ADA,
      createdAt: 1_000,
      lastSeenAt: 1_000,
      expiresAt: 1_000 + SESSION_ABSOLUTE_MS,
      idleUntil: 1_000 + SESSION_IDLE_MS,
    });
    expect(await second.sessions.find(`${id}x`, 2_000)).toBeUndefined();
  });

  it('are added to a database that an earlier version made, without its index and directory', async () => {
    const earlier = await start();
    await earlier.sql.run('DROP TABLE people_sessions');
    await earlier.sql.run("UPDATE installation_meta SET value = '1' WHERE name = 'schemaVersion'");
    const upgraded = await start();
    const { id } = await upgraded.sessions.create(ADA, 0);
    expect(await upgraded.sessions.find(id, 1)).toBeDefined();
  });

  it('keeps the id out of the database: a copy of it holds no live session', async () => {
    const { sql, sessions } = await start();
    const { id } = await sessions.create(ADA, 1_000);
    const rows = JSON.stringify(await sql.all('SELECT * FROM people_sessions'));
    expect(rows).not.toContain(id);
  });

  it('lapses after 8 hours without a request, and a request moves that on', async () => {
    const { sessions } = await start();
    const { id } = await sessions.create(ADA, 0);
    const seen = await sessions.find(id, 7 * HOUR);
    expect(seen?.idleUntil).toBe(15 * HOUR);
    expect(await sessions.find(id, 14 * HOUR)).toBeDefined();
    expect(await sessions.find(id, 22 * HOUR + 1)).toBeUndefined();
    // Gone for good: an earlier clock does not bring it back.
    expect(await sessions.find(id, 15 * HOUR)).toBeUndefined();
  });

  it('ends 7 days after sign-in however busy, and at sign-out: a replayed cookie finds nothing', async () => {
    const { sessions } = await start();
    const busy = await sessions.create(ADA, 0);
    for (let at = HOUR; at < SESSION_ABSOLUTE_MS; at += 4 * HOUR)
      expect(await sessions.find(busy.id, at)).toBeDefined();
    expect(await sessions.find(busy.id, SESSION_ABSOLUTE_MS)).toBeUndefined();
    const signedOut = await sessions.create(ADA, 0);
    expect(await sessions.end(signedOut.id)).toBe(true);
    expect(await sessions.find(signedOut.id, 1)).toBeUndefined();
    expect(await sessions.end(signedOut.id)).toBe(false);
  });

  it('sweeps away the sessions that lapsed either way, and no other', async () => {
    const { sessions } = await start();
    const idle = await sessions.create(ADA, 0);
    const live = await sessions.create(ADA, 0);
    await sessions.find(live.id, 7 * HOUR);
    expect(await sessions.sweep(9 * HOUR)).toBe(1);
    expect(await sessions.find(idle.id, 9 * HOUR)).toBeUndefined();
    expect(await sessions.find(live.id, 9 * HOUR)).toBeDefined();
  });
});

describe('the secret box', () => {
  it('opens what it sealed, and nothing sealed under another secret or purpose, or altered', () => {
    const secret = 'a console secret of at least 32 characters';
    const box = new SecretBox(secret, 'keys');
    const sealed = box.seal('key-secret-123');
    expect(sealed).not.toContain('key-secret-123');
    expect(box.seal('key-secret-123')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('key-secret-123');
    expect(new SecretBox(secret, 'sessions').open(sealed)).toBeUndefined();
    expect(new SecretBox(`${secret}!`, 'keys').open(sealed)).toBeUndefined();
    const altered = Buffer.from(sealed, 'base64url');
    altered[altered.length - 1] ^= 1;
    expect(box.open(altered.toString('base64url'))).toBeUndefined();
    expect(box.open('short')).toBeUndefined();
  });
});
