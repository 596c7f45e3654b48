import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../consoleDatabase.js';
import { openSqlEngine, type SqlEngine } from '../database/sql.js';
import { ENGINES, freshConsoleDatabase } from '../../test/consoleDatabases.js';
import { ADMIN_TOKEN, startService, type TestService } from '../../test/harness.js';
import { PERSON_KEY_LIFETIME_MS, PERSON_KEY_OVERLAP_MS, PERSON_KEY_UNUSED_MS, PersonKeys } from './personKeys.js';
import { openKeySchedule } from '../keySchedule/openKeySchedule.js';
import { installationSecret, SecretBox } from './secrets.js';
import { SessionStore } from './sessionStore.js';
import { AuditStore } from '../audit/auditStore.js';
import { AuditWriter } from '../audit/auditWriter.js';

const DAY = 86_400_000;
const person = (login: string) => ({ subject: `${login}-sub`, email: `${login}@example.org`, name: login });

let service: TestService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());
let sql: SqlEngine;

/**
 * The server's keys of people at the service's real HTTP API, on a clock of the test's choosing, recorded in the
 * audit log in the same database.
 */
async function keysAt(clock: { now: number }) {
  return new PersonKeys({
    engine: sql,
    box: new SecretBox(await installationSecret(sql), 'person-keys'),
    baseUrl: () => service.baseUrl,
    adminToken: ADMIN_TOKEN,
    audit: new AuditWriter(new AuditStore(sql)),
    now: () => clock.now,
  });
}

/** Whether the service still takes a key. */
const works = async (secret: string) => (await service.call('/repositories?maxResults=1', { key: secret })).status;

describe.each(ENGINES)('people’s keys at the service, kept on %s', (engine) => {
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await freshConsoleDatabase(engine);
    drop = database.drop;
    sql = await openSqlEngine(database.location);
    await createSchema(sql);
  });
  afterAll(async () => {
    await sql.close();
    await drop();
  });

  it('are revoked once their person has not signed in or made a request for 30 days, and not before', async () => {
    const clock = { now: Date.now() };
    const keys = await keysAt(clock);
    const sessions = new SessionStore(sql);
    const [idle, busy, never] = [person('idle'), person('busy'), person('never')];
    await sessions.create({ ...idle, groups: [], administrator: false }, clock.now);
    const idleKey = await keys.secretFor(idle);
    const busyKey = await keys.secretFor(busy);
    const neverKey = await keys.secretFor(never);

    // Busy signs in on day 20; nobody else is seen again.
    await sessions.create({ ...busy, groups: [], administrator: false }, clock.now + 20 * DAY);
    expect(await keys.revokeUnused(clock.now + PERSON_KEY_UNUSED_MS - 1)).toBe(0);
    expect(await works(idleKey)).toBe(200);

    expect(await keys.revokeUnused(clock.now + PERSON_KEY_UNUSED_MS)).toBe(2);
    expect(await works(idleKey)).toBe(401);
    expect(await works(neverKey)).toBe(401);
    expect(await works(busyKey)).toBe(200);
    // Theirs is forgotten: their next request is given a new key.
    clock.now += PERSON_KEY_UNUSED_MS + DAY;
    const renewed = await keys.secretFor(idle);
    expect(renewed).not.toBe(idleKey);
    expect(await works(renewed)).toBe(200);
    // 30 days on: Busy, last seen on day 20, goes; the key issued a moment ago stays, however long ago Idle was seen.
    expect(await keys.revokeUnused(clock.now + PERSON_KEY_UNUSED_MS - DAY)).toBe(1);
    expect(await works(busyKey)).toBe(401);
    expect(await works(renewed)).toBe(200);
    expect(PERSON_KEY_UNUSED_MS).toBeLessThan(PERSON_KEY_LIFETIME_MS);

    // Each key issued and revoked is in the audit log, by the server, oldest first here.
    const { events } = await new AuditStore(sql).page({ actor: 'person-keys' }, 100);
    expect(
      events.reverse().map((event) => [event.action, event.target?.name ?? event.details?.person, event.details?.step]),
    ).toEqual([
      ['apiKey.issue', 'Console · idle@example.org', 'first use'],
      ['apiKey.issue', 'Console · busy@example.org', 'first use'],
      ['apiKey.issue', 'Console · never@example.org', 'first use'],
      ['apiKey.revoke', 'idle-sub', 'unused'],
      ['apiKey.revoke', 'never-sub', 'unused'],
      ['apiKey.issue', 'Console · idle@example.org', 'first use'],
      ['apiKey.revoke', 'busy-sub', 'unused'],
    ]);
    expect(
      events.every((event) => event.outcome === 'succeeded' && event.actor.name === "people's keys (console server)"),
    ).toBe(true);
  });

  it('are renewed before they expire, the old key revoked by the key schedule after an overlap, not at once', async () => {
    const clock = { now: Date.now() };
    const schedule = openKeySchedule({
      engine: sql,
      serviceBaseUrl: () => service.baseUrl,
      adminToken: ADMIN_TOKEN,
      now: () => clock.now,
    }).schedule;
    const keys = new PersonKeys({
      engine: sql,
      box: new SecretBox(await installationSecret(sql), 'person-keys'),
      baseUrl: () => service.baseUrl,
      adminToken: ADMIN_TOKEN,
      schedule,
      now: () => clock.now,
    });
    const first = await keys.secretFor(person('renewing'));
    clock.now += PERSON_KEY_LIFETIME_MS - 10 * DAY;
    const second = await keys.secretFor(person('renewing'));
    expect(second).not.toBe(first);
    // A request under way with the old key, here or on another instance, still ends well.
    expect(await works(first)).toBe(200);
    const [revocation] = await schedule.store.due(clock.now + PERSON_KEY_OVERLAP_MS);
    expect(revocation).toMatchObject({ reason: 'renewed', revokeAt: clock.now + PERSON_KEY_OVERLAP_MS });
    await schedule.turn();
    expect(await works(first)).toBe(200);
    clock.now += PERSON_KEY_OVERLAP_MS;
    await schedule.turn();
    expect(await works(first)).toBe(401);
    expect(await works(second)).toBe(200);
    expect(await schedule.store.get(revocation.uuid)).toMatchObject({ state: 'done', endedHow: 'schedule' });
  });

  it('keep a key the service cannot be asked to revoke now, for the next round', async () => {
    const clock = { now: Date.now() };
    const keys = await keysAt(clock);
    const secret = await keys.secretFor(person('kept'));
    const away = new PersonKeys({
      engine: sql,
      box: new SecretBox(await installationSecret(sql), 'person-keys'),
      baseUrl: () => 'http://127.0.0.1:1/api/v1',
      adminToken: ADMIN_TOKEN,
    });
    const later = clock.now + PERSON_KEY_UNUSED_MS + DAY;
    expect(await away.revokeUnused(later)).toBe(0);
    expect(await works(secret)).toBe(200);
    expect(await keys.revokeUnused(later)).toBeGreaterThanOrEqual(1);
    expect(await works(secret)).toBe(401);
  });
});
