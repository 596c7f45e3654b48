// What the audit log costs (server/console/audit), one JSON line each:
//   1. a filtered page of a log of 1,000,000 events, on SQLite and on PostgreSQL, through the console's server as
//      the Activity page asks (by actor, action, target, outcome, a time range, and combinations; a first page and
//      pages below a cursor), each URL distinct: p50 and p95, beside the same server's GET /console-api/v1/me as a
//      floor (the same caller check, no database), and the ratio;
//   2. the chain's verification of that million (what `npm run audit:verify` waits for);
//   3. writing one event after that million (one transaction: the chain's last link read, the event and its
//      actor written), on SQLite and on PostgreSQL, beside a one-row read of the same database as a floor;
//   4. what recording adds to a write: an accessor's privilege flipped (read before, then the event appended)
//      through the console's server at 10,000 models, beside the same write through a console's server that
//      records nothing (INDEX=off: the same forwarding hop, no console database) as the floor, and sent to the
//      service directly; p50 and p95 of each, the differences, and the read of the accessor before it alone.
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUDIT_ACTIONS } from '../dist-server/common/audit.js';
import { AuditStore, eventHash, GENESIS_HASH } from '../dist-server/server/console/audit/auditStore.js';
import { createSchema } from '../dist-server/server/console/consoleDatabase.js';
import { openSqlEngine } from '../dist-server/server/console/database/sql.js';
import { openDatabase } from '../dist-server/server/service/store/database.js';
import { createStores } from '../dist-server/server/service/store/index.js';
import { startThrowawayPostgres } from '../scripts/postgres.mjs';
import { BENCH_ADMIN, besideFloor, percentile, startBenchService, startConsoleServer } from './lib.mjs';
import { cachedLargeDatabase, LARGE_REPOSITORY } from './make-large-db.mjs';

const KEY = 'bench-audit-key-0123456789';
const EVENTS = 1_000_000;
const ACTORS = 200;
const TARGETS = 5_000;
const PAGES = 200;
const WRITES = 200;
const ROWS_PER_INSERT = 500;
const START = Date.UTC(2026, 0, 1);
const SPAN_MS = 330 * 24 * 60 * 60 * 1000;
const admin = { authorization: `Bearer ${BENCH_ADMIN}` };
const ms = (value) => Number(value.toFixed(2));

let seed = 11;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];
const actorIds = Array.from({ length: ACTORS }, (_, n) => `person-${n}`);
const targets = Array.from({ length: TARGETS }, () => randomUUID());
const OUTCOMES = ['succeeded', 'succeeded', 'succeeded', 'succeeded', 'refused', 'failed', 'unknown'];

/** A log of EVENTS events over most of a year, chained, written a few hundred rows per statement. */
async function fill(engine) {
  const columns =
    'id, at, actor_id, actor_kind, actor_name, action, target_type, target_uuid, target_name, outcome, reason, details_json, request_id, ip, user_agent, previous_hash, hash';
  let previous = GENESIS_HASH;
  for (let first = 1; first <= EVENTS; first += ROWS_PER_INSERT) {
    const params = [];
    const rows = [];
    for (let id = first; id < first + ROWS_PER_INSERT && id <= EVENTS; id++) {
      const actor = pick(actorIds);
      const event = {
        at: START + Math.floor((id / EVENTS) * SPAN_MS),
        actor: { kind: 'person', id: actor, name: `Person ${actor.slice(7)}` },
        action: pick(AUDIT_ACTIONS),
        target: { type: 'model', uuid: pick(targets), name: `Model ${id}` },
        outcome: pick(OUTCOMES),
        requestId: randomUUID(),
        ip: '192.0.2.7',
        userAgent: 'Mozilla/5.0 (bench)',
      };
      const hash = eventHash(previous, id, event);
      rows.push(`(${Array(17).fill('?').join(', ')})`);
      params.push(
        id,
        event.at,
        actor,
        'person',
        event.actor.name,
        event.action,
        'model',
        event.target.uuid,
        event.target.name,
        event.outcome,
        null,
        null,
        event.requestId,
        event.ip,
        event.userAgent,
        previous,
        hash,
      );
      previous = hash;
    }
    await engine.run(`INSERT INTO audit_events (${columns}) VALUES ${rows.join(', ')}`, params);
  }
  for (const actor of actorIds)
    await engine.run('INSERT INTO audit_actors (id, kind, name, last_at) VALUES (?, ?, ?, ?)', [
      actor,
      'person',
      `Person ${actor.slice(7)}`,
      START + SPAN_MS,
    ]);
}

/** Distinct filters, as the Activity page sends them: one field or several, and a time range of days to months. */
function filters(count) {
  const made = new Set();
  while (made.size < count) {
    const query = new URLSearchParams();
    const kind = made.size % 6;
    if (kind === 0 || kind === 4) query.set('actor', pick(actorIds));
    if (kind === 1 || kind === 4) query.set('action', pick(AUDIT_ACTIONS));
    if (kind === 2) query.set('target', pick(targets));
    if (kind === 3 || kind === 5) query.set('outcome', pick(OUTCOMES));
    if (kind === 5 || random() < 0.3) {
      const from = START + Math.floor(random() * SPAN_MS * 0.9);
      query.set('from', new Date(from).toISOString());
      query.set('to', new Date(from + (1 + Math.floor(random() * 60)) * 86_400_000).toISOString());
    }
    query.set('limit', String(pick([25, 50, 100])));
    made.add(query.toString());
  }
  return [...made];
}

/** Events written one at a time after the filled million, each in its own transaction, beside a one-row read. */
async function timeAppends(database, engine) {
  const store = new AuditStore(database);
  const appends = [];
  const floor = [];
  for (let n = 0; n < WRITES; n++) {
    let started = performance.now();
    await store.append([
      {
        at: START + SPAN_MS + n,
        actor: { kind: 'person', id: pick(actorIds), name: 'Bench person' },
        action: 'accessor.change',
        target: { type: 'repository', uuid: pick(targets), name: 'Bench repository' },
        outcome: 'succeeded',
        details: { before: { exportData: false }, after: { exportData: true } },
        requestId: randomUUID(),
        ip: '192.0.2.7',
        userAgent: 'Mozilla/5.0 (bench)',
      },
    ]);
    appends.push(performance.now() - started);
    started = performance.now();
    await database.all('SELECT id FROM audit_events WHERE id = ?', [1 + Math.floor(random() * EVENTS)]);
    floor.push(performance.now() - started);
  }
  for (const list of [appends, floor]) list.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      bench: 'audit.appendEvent',
      engine,
      events: EVENTS,
      writes: WRITES,
      ...besideFloor(appends, floor, 'floor'),
    }),
  );
}

/** One request at a time, each URL once; the times in ms, sorted. */
async function timeAll(urls, init = {}) {
  const times = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url, { headers: admin, ...init });
    const body = await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const folder = mkdtempSync(join(tmpdir(), 'audit-bench-'));
const postgres = await startThrowawayPostgres();
const children = [];
try {
  const service = await startBenchService(KEY);
  children.push(service.server);
  for (const engine of ['sqlite', 'postgres']) {
    const location = engine === 'sqlite' ? join(folder, 'console.db') : `${postgres.url}/postgres`;
    const database = await openSqlEngine(location);
    await createSchema(database);
    const fillStarted = performance.now();
    await fill(database);
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    // A log of a million events grew over months, and PostgreSQL's autovacuum has long since visited it; filled in
    // a minute, its first visit (a vacuum of the million rows) would fall on the measurements below and take a
    // core from them (a page's p95 of 105 ms where it is 12 ms otherwise). Done here, before them.
    if (engine === 'postgres') await database.exec('VACUUM (ANALYZE) audit_events');
    const verifyStarted = performance.now();
    const verdict = await new AuditStore(database).verify();
    const verifySeconds = (performance.now() - verifyStarted) / 1000;
    if (!verdict.ok || verdict.checked !== EVENTS)
      throw new Error(`the filled chain does not verify: ${JSON.stringify(verdict)}`);
    await timeAppends(database, engine);
    await database.close();

    // Before the service, with no walker of its own (no INDEX_API_KEY): the log as filled, read.
    const server = await startConsoleServer(KEY, {
      UPSTREAM_URL: `${service.origin}/api/v1`,
      CONSOLE_DATABASE: location,
    });
    children.push(server.child);
    // The caller's check is made once and kept (AUTH_CACHE_SECONDS): not what a page waits for.
    await fetch(`${server.origin}/console-api/v1/me`, { headers: admin });
    const urls = filters(PAGES).map((query) => `${server.origin}/console-api/v1/audit?${query}`);
    const firstPages = await timeAll(urls);
    // A page below a cursor: the next page of each filter's first page, where it has one.
    const cursors = [];
    for (const url of urls.slice(0, PAGES / 2)) {
      const next = (await (await fetch(url, { headers: admin })).json()).next;
      if (next) cursors.push(`${url}&cursor=${next}`);
    }
    const nextPages = await timeAll(cursors);
    const pages = [...firstPages, ...nextPages].sort((a, b) => a - b);
    // /me is never cached (no-store), so the same URL each time is a fresh answer.
    const floor = await timeAll(Array.from({ length: PAGES }, () => `${server.origin}/console-api/v1/me`));
    console.log(
      JSON.stringify({
        bench: 'audit.filteredPage',
        engine,
        events: EVENTS,
        pages: pages.length,
        ...besideFloor(pages, floor, 'floor'),
        nextPageP95Ms: ms(percentile(nextPages, 95)),
        fillSeconds: Number(fillSeconds.toFixed(1)),
      }),
    );
    console.log(
      JSON.stringify({
        bench: 'audit.verify',
        engine,
        events: verdict.checked,
        seconds: Number(verifySeconds.toFixed(2)),
        eventsPerSecond: Math.round(verdict.checked / verifySeconds),
      }),
    );
    server.child.kill();
  }
  service.server.kill();

  // 4. A recorded write at 10,000 models, through the console's server and straight to the service.
  const copy = join(folder, 'models-10000.db');
  copyFileSync(cachedLargeDatabase(10_000).path, copy);
  const db = openDatabase(copy);
  const stores = createStores(db);
  const repository = db.prepare('SELECT id FROM repositories WHERE uuid = ?').get(LARGE_REPOSITORY).id;
  const accessor = randomUUID();
  stores.accessors.createUser(repository, randomUUID(), { exportData: false }, accessor);
  db.close();
  const large = await startBenchService(KEY, { DATABASE: copy, SEED: 'none' });
  children.push(large.server);
  const server = await startConsoleServer(KEY, {
    UPSTREAM_URL: `${large.origin}/api/v1`,
    CONSOLE_DATABASE: join(folder, 'writes.db'),
  });
  children.push(server.child);
  const forwarder = await startConsoleServer(KEY, { UPSTREAM_URL: `${large.origin}/api/v1`, INDEX: 'off' });
  children.push(forwarder.child);
  const flip = (origin, n) => ({
    url: `${origin}/api/v1/repositories/${LARGE_REPOSITORY}/accessors/${accessor}`,
    init: {
      method: 'PATCH',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ privileges: { exportData: n % 2 === 0 } }),
    },
  });
  const times = { direct: [], forwarded: [], recorded: [], readBefore: [] };
  // In turn, so that each way meets the machine as it is at that moment.
  const ways = [
    ['direct', large.origin],
    ['forwarded', forwarder.origin],
    ['recorded', server.origin],
  ];
  for (let n = 0; n < WRITES * ways.length; n++) {
    const [way, origin] = ways[n % ways.length];
    const { url, init } = flip(origin, n);
    const started = performance.now();
    const response = await fetch(url, init);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times[way].push(performance.now() - started);
    if (way !== 'direct') continue;
    // The recorder's read of the accessor before the write, as it asks the service.
    const reading = performance.now();
    await (await fetch(flip(large.origin, n).url, { headers: admin })).arrayBuffer();
    times.readBefore.push(performance.now() - reading);
  }
  for (const list of Object.values(times)) list.sort((a, b) => a - b);
  const logged = await (
    await fetch(`${server.origin}/console-api/v1/audit?action=accessor.change&limit=500`, { headers: admin })
  ).json();
  if (logged.events.length < WRITES) throw new Error(`only ${logged.events.length} of ${WRITES} writes were recorded`);
  console.log(
    JSON.stringify({
      bench: 'audit.recordedWrite',
      models: 10_000,
      writes: WRITES,
      directP50Ms: ms(percentile(times.direct, 50)),
      directP95Ms: ms(percentile(times.direct, 95)),
      forwardedP50Ms: ms(percentile(times.forwarded, 50)),
      forwardedP95Ms: ms(percentile(times.forwarded, 95)),
      recordedP50Ms: ms(percentile(times.recorded, 50)),
      recordedP95Ms: ms(percentile(times.recorded, 95)),
      // What recording adds: beside the same server's forwarding without it.
      recordingP50Ms: ms(percentile(times.recorded, 50) - percentile(times.forwarded, 50)),
      recordingP95Ms: ms(percentile(times.recorded, 95) - percentile(times.forwarded, 95)),
      ratioP50: Number((percentile(times.recorded, 50) / percentile(times.forwarded, 50)).toFixed(2)),
      // What the console's server adds in all, its forwarding hop included.
      extraP50Ms: ms(percentile(times.recorded, 50) - percentile(times.direct, 50)),
      extraP95Ms: ms(percentile(times.recorded, 95) - percentile(times.direct, 95)),
      readBeforeP50Ms: ms(percentile(times.readBefore, 50)),
      readBeforeP95Ms: ms(percentile(times.readBefore, 95)),
    }),
  );
} finally {
  for (const child of children) child.kill();
  await postgres.stop();
  rmSync(folder, { recursive: true, force: true });
}
