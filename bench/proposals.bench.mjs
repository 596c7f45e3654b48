// What a proposal's review and the inbox cost (server/console/proposals), one JSON line each, on a console's server
// with its embedded service and the demo data, its console database on SQLite holding 10,000 proposals (one thread
// each) and 100,000 entries of their conversations, then 100,000 and 1,000,000:
//   1. a review opening a conversation it has not read (state, revisions, the thread, the unread count), each of a
//      proposal of its own, p50 and p95;
//   2. the poll an open review sends every second, answered 304 while nothing changed (its ETag), p50 and p95;
//   3. the inbox of the bench's key (every open proposal of every repository it sees, the latest first, at most
//      200, with what it has not read), p50 and p95;
// each beside the same server's answer to GET /console-api/v1/review-settings (the same route, credential check
// and one row read: the floor), taken in turns, and the ratio of the p95s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { openConsoleDatabase } from '../dist-server/server/console/consoleDatabase.js';
import { fingerprintOf } from '../dist-server/server/shared/http/requestActor.js';
import { besideFloor, startConsoleServer } from './lib.mjs';

const KEY = 'bench-proposals-key-0123456789';
// 10,000 proposals, then 100,000 (`node bench/proposals.bench.mjs 100000` measures one size).
const SIZES = process.argv[2] ? [Number(process.argv[2])] : [10_000, 100_000];
const NOTES_EACH = 10;
const SAMPLES = 300;
const REPOSITORIES = [
  '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e01',
  '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e02',
  '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e03',
];
const STATES = ['open', 'changesRequested', 'accepted', 'withdrawn'];
const sorted = (values) => [...values].sort((a, b) => a - b);

/** The console database, filled as years of reviews would leave it: written in one transaction, before the start. */
async function fill(location, count) {
  const engine = await openConsoleDatabase(location);
  const keyActor = `key:${fingerprintOf(KEY)}`;
  const began = JSON.stringify({
    modelType: 'GENERAL_MODEL',
    titles: {},
    descriptions: {},
    canvas: { vertices: [], edges: [] },
  });
  const drafts = [];
  const now = Date.now();
  await engine.transaction(async (sql) => {
    for (let n = 0; n < count; n++) {
      const draft = randomUUID();
      drafts.push(draft);
      // One in a hundred is the bench key's own; the rest are 500 people's.
      const author = n % 100 === 0 ? keyActor : `person-${n % 500}`;
      const at = now - (count - n) * 60_000;
      await sql.run(
        `INSERT INTO proposals (draft_id, edit_uuid, repository_id, model_id, source_title, began, author, author_kind,
           author_name, statement, state, submitted_at, thread_id, version, changed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'person', ?, 'Tidy the flow', ?, ?, ?, ?, ?)`,
        [
          draft,
          randomUUID(),
          REPOSITORIES[n % 3],
          randomUUID(),
          `Process ${n}`,
          began,
          author,
          author,
          STATES[n % 4],
          at,
          draft,
          NOTES_EACH,
          at,
        ],
      );
      for (let m = 0; m < NOTES_EACH; m++)
        await sql.run(
          `INSERT INTO proposal_notes (uuid, thread_id, draft_id, kind, body, mentions, author, author_kind, author_name,
             created_at) VALUES (?, ?, ?, 'comment', ?, '[]', ?, 'person', ?, ?)`,
          [randomUUID(), draft, draft, `Comment ${m} on ${n}`, `person-${(n + m) % 500}`, 'Someone', at + m],
        );
    }
  });
  await engine.close();
  return drafts;
}

/** Every figure for one size: a database of its own, a server of its own. */
async function measure(count) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-proposals-'));
  const location = join(folder, 'console.db');
  const drafts = await fill(location, count);
  const { origin, child } = await startConsoleServer(KEY, {
    DATABASE: ':memory:',
    SEED: 'demo',
    RATE_LIMIT: '0',
    CONSOLE_DATABASE: location,
    INDEX: 'on',
    // The installation walk is not what is measured: it takes 1% of the rate limit.
    INDEX_SHARE: '1',
    IDENTITY: 'keys',
  });

  async function timed(path, headers = {}, expected = 200) {
    const started = performance.now();
    const response = await fetch(`${origin}/console-api/v1${path}`, { headers: { 'x-api-key': KEY, ...headers } });
    await response.arrayBuffer();
    const took = performance.now() - started;
    if (response.status !== expected) throw new Error(`${path} answered ${response.status}, not ${expected}`);
    return { took, etag: response.headers.get('etag') };
  }

  /** `work(n)` and the floor, taken in turns so that neither has the warmer server. */
  async function inTurns(count, work) {
    const [times, floor] = [[], []];
    for (let n = 0; n < count; n++) {
      floor.push((await timed('/review-settings')).took);
      times.push(await work(n));
    }
    return besideFloor(sorted(times), sorted(floor), 'floorSettings');
  }

  const sizes = { proposals: count, notes: count * NOTES_EACH };
  try {
    // A thread each time, none read before by this server: the review a person opens.
    const etags = [];
    const opened = await inTurns(SAMPLES, async (n) => {
      const { took, etag } = await timed(`/proposals/${drafts[(n * 31) % count]}/conversation`);
      etags.push(etag);
      return took;
    });
    console.log(JSON.stringify({ bench: 'proposals.conversation', ...sizes, ...opened }));
    const polled = await inTurns(
      SAMPLES,
      async (n) =>
        (await timed(`/proposals/${drafts[(n * 31) % count]}/conversation`, { 'if-none-match': etags[n] }, 304)).took,
    );
    console.log(JSON.stringify({ bench: 'proposals.poll304', ...sizes, ...polled }));
    const inbox = await inTurns(50, async () => (await timed('/proposals')).took);
    console.log(JSON.stringify({ bench: 'proposals.inbox', ...sizes, ...inbox }));
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(folder, { recursive: true, force: true });
  }
}

for (const size of SIZES) await measure(size);
