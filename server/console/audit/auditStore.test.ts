import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, freshConsoleDatabase } from '../../test/consoleDatabases.js';
import { createSchema } from '../consoleDatabase.js';
import { openSqlEngine, type SqlEngine } from '../database/sql.js';
import { AuditStore, GENESIS_HASH, type AuditEventInput } from './auditStore.js';

const ADA = { kind: 'person', id: 'ada-sub', name: 'Ada Lovelace' } as const;
const TOKEN = { kind: 'administrator', id: 'administrator', name: 'administrator token' } as const;
const KEY = '9d0f3c1e-1111-4a2b-8c3d-000000000001';
const REPOSITORY = '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e01';
const DAY = 24 * 60 * 60 * 1000;

const event = (at: number, overrides: Partial<AuditEventInput> = {}): AuditEventInput => ({
  at,
  actor: ADA,
  action: 'apiKey.revoke',
  target: { type: 'apiKey', uuid: KEY, name: 'Legacy importer' },
  outcome: 'succeeded',
  requestId: `request-${at}`,
  ip: '192.0.2.7',
  userAgent: 'Firefox',
  ...overrides,
});

describe.each(ENGINES)('the audit log on %s', (engine) => {
  let location: string;
  let drop: () => Promise<void>;
  const opened: SqlEngine[] = [];

  /** One instance's view of the database, as a start makes it. */
  const start = async () => {
    const sql = await openSqlEngine(location);
    opened.push(sql);
    await createSchema(sql);
    return { sql, audit: new AuditStore(sql) };
  };

  beforeEach(async () => {
    ({ location, drop } = await freshConsoleDatabase(engine, { share: true }));
  });
  afterEach(async () => {
    for (const sql of opened.splice(0)) await sql.close();
    await drop();
  });

  it('chains every event to the one before, reads them back newest first, and verifies the chain', async () => {
    const { audit } = await start();
    const [first] = await audit.append([
      event(1000, {
        action: 'accessor.change',
        target: { type: 'repository', uuid: REPOSITORY, name: 'Enterprise Process Library' },
        details: { before: { publish: false }, after: { publish: true } },
      }),
    ]);
    expect(first).toMatchObject({ id: 1, previousHash: GENESIS_HASH });
    const [second] = await audit.append([
      event(2000, { actor: TOKEN, outcome: 'refused', reason: 'only administrators' }),
    ]);
    expect(second.previousHash).toBe(first.hash);

    const { events, next } = await audit.page({}, 10);
    expect(next).toBeUndefined();
    expect(events.map((e) => e.id)).toEqual([2, 1]);
    expect(events[1]).toEqual(first);
    expect(events[1].details).toEqual({ before: { publish: false }, after: { publish: true } });
    expect(events[0]).toMatchObject({ actor: TOKEN, outcome: 'refused', reason: 'only administrators' });
    expect(await audit.verify()).toEqual({ ok: true, checked: 2, firstId: 1, lastId: 2 });
    expect((await audit.actors()).map((actor) => actor.name)).toEqual(['administrator token', 'Ada Lovelace']);
  });

  it('filters by actor, action, target, outcome and time, and pages after a cursor without a gap or a repeat', async () => {
    const { audit } = await start();
    const many = Array.from({ length: 30 }, (_, n) =>
      event(1000 * (n + 1), {
        actor: n % 3 === 0 ? TOKEN : ADA,
        action: n % 2 === 0 ? 'apiKey.revoke' : 'apiKey.issue',
        outcome: n % 5 === 0 ? 'refused' : 'succeeded',
        target: { type: 'apiKey', uuid: n < 10 ? KEY : `key-${n}` },
      }),
    );
    await audit.append(many);
    const ids = async (filter: Parameters<AuditStore['page']>[0]) => {
      const seen: number[] = [];
      let cursor: Parameters<AuditStore['page']>[2];
      do {
        const page = await audit.page(filter, 4, cursor);
        seen.push(...page.events.map((e) => e.id));
        cursor = page.next;
      } while (cursor !== undefined);
      return seen;
    };
    const expected = (keep: (n: number) => boolean) =>
      many
        .map((_, n) => n + 1)
        .filter((id) => keep(id - 1))
        .reverse();
    expect(await ids({})).toEqual(expected(() => true));
    expect(await ids({ actor: 'administrator' })).toEqual(expected((n) => n % 3 === 0));
    expect(await ids({ action: 'apiKey.issue', outcome: 'succeeded' })).toEqual(
      expected((n) => n % 2 === 1 && n % 5 !== 0),
    );
    expect(await ids({ targets: [KEY] })).toEqual(expected((n) => n < 10));
    expect(await ids({ targets: [KEY, 'key-12'] })).toEqual(expected((n) => n < 10 || n === 12));
    expect(await ids({ from: 5000, to: 9000 })).toEqual([8, 7, 6, 5]);
    expect(await ids({ from: 9000, to: 5000 })).toEqual([]);
    let exported = 0;
    for await (const batch of audit.matching({ actor: 'ada-sub' }, 7)) exported += batch.length;
    expect(exported).toBe(20);
  });

  it('names the first event that does not match after a row is changed, or one is removed', async () => {
    const { sql, audit } = await start();
    await audit.append([event(1000), event(2000), event(3000), event(4000)]);
    await sql.run("UPDATE audit_events SET actor_name = 'Mallory' WHERE id = 2");
    expect(await audit.verify()).toMatchObject({ ok: false, brokenAt: 2, why: 'its content does not match its hash' });
    await sql.run("UPDATE audit_events SET actor_name = 'Ada Lovelace' WHERE id = 2");
    expect(await audit.verify()).toMatchObject({ ok: true, checked: 4 });
    await sql.run('DELETE FROM audit_events WHERE id = 3');
    expect(await audit.verify()).toMatchObject({ ok: false, brokenAt: 4, why: 'the event before it (3) is missing' });
  });

  it('prunes the oldest events in batches and stays verifiable from the first kept one, appending after it', async () => {
    const { audit } = await start();
    const now = 400 * DAY;
    await audit.append(Array.from({ length: 25 }, (_, n) => event(now - (30 - n) * DAY)));
    expect(await audit.prune(now - 10 * DAY, 4)).toBe(20);
    const verdict = await audit.verify();
    expect(verdict).toEqual({ ok: true, checked: 5, firstId: 21, lastId: 25 });
    const [appended] = await audit.append([event(now)]);
    expect(appended.id).toBe(26);
    expect(await audit.verify()).toMatchObject({ ok: true, checked: 6 });
    // Everything pruned: the chain goes on from the last pruned event.
    expect(await audit.prune(now + 1)).toBe(6);
    const [after] = await audit.append([event(now + 2)]);
    expect(after.id).toBe(27);
    expect(await audit.verify()).toEqual({ ok: true, checked: 1, firstId: 27, lastId: 27 });
  });

  it('writes a spooled event that the log already holds once, and one it does not hold in its place', async () => {
    const { audit } = await start();
    const written = event(1000);
    await audit.append([written]);
    // The same event again, from a spool an instance kept as it crashed after writing it; and one it had not.
    const again = { ...written };
    const unwritten = event(2000);
    const appended = await audit.append([again, unwritten], { unlessRecorded: new Set([again, unwritten]) });
    expect(appended.map((e) => e.at)).toEqual([2000]);
    // Without the mark, the same content is a second event (two requests may ask the same at one moment).
    expect(await audit.append([{ ...written }])).toHaveLength(1);
    expect(await audit.verify()).toEqual({ ok: true, checked: 3, firstId: 1, lastId: 3 });
  });

  it('keeps one chain when writers append at once: two instances on PostgreSQL, one on a SQLite file', async () => {
    const one = await start();
    // Several instances share PostgreSQL only (CONTRACT.md); better-sqlite3 is synchronous, and a second connection
    // in the same process would wait on the first's transaction with the thread that the first needs.
    const two = engine === 'postgres' ? await start() : one;
    await Promise.all(
      Array.from({ length: 20 }, (_, n) => (n % 2 === 0 ? one : two).audit.append([event(1000 + n), event(2000 + n)])),
    );
    const verdict = await one.audit.verify();
    expect(verdict).toEqual({ ok: true, checked: 40, firstId: 1, lastId: 40 });
  });
});
