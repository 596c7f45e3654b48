// What keys that roll cost (server/console/keySchedule), one JSON line each, on a console's server with its embedded
// service and the demo data, its console database on SQLite:
//   1. a roll as an administrator waits for it (the key read, the revoke reserved, the new key issued, the revoke
//      scheduled, the event recorded), each of a key of its own, p50 and p95, beside a key issued at the service
//      directly as the floor, and the ratio;
//   2. how late the schedule performs revokes that all fall due at one moment: each revoke's end minus its time,
//      p50, p95 and the last, beside one DELETE of a key at the service as the floor.
import { BENCH_ADMIN, percentile, startConsoleServer } from './lib.mjs';

const KEY = 'bench-key-schedule-key-0123456789';
const KEYS = 200;
const admin = { authorization: `Bearer ${BENCH_ADMIN}`, 'content-type': 'application/json' };
const ms = (value) => Number(value.toFixed(2));
const sorted = (values) => [...values].sort((a, b) => a - b);

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

async function issue(origin, name) {
  const response = await fetch(`${origin}/api/v1/api-keys`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ applicationName: name, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() }),
  });
  if (response.status !== 201) throw new Error(`issue answered ${response.status}`);
  return response.json();
}

async function roll(origin, uuid, revokeAt) {
  const response = await fetch(`${origin}/console-api/v1/api-keys/${uuid}/roll`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ revokeAt: new Date(revokeAt).toISOString() }),
  });
  if (response.status !== 201) throw new Error(`roll answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const { origin, child } = await startConsoleServer(KEY, {
  DATABASE: ':memory:',
  SEED: 'demo',
  RATE_LIMIT: '0',
  CONSOLE_DATABASE: ':memory:',
  INDEX: 'on',
  // The installation walk is not what is measured: it takes 1% of the rate limit.
  INDEX_SHARE: '1',
  IDENTITY: 'keys',
});
try {
  // 1. Rolls, each of a key of its own, beside keys issued directly.
  const keys = [];
  for (let n = 0; n < KEYS; n++) keys.push(await issue(origin, `Rolled ${n}`));
  const later = Date.now() + 86_400_000;
  // Taken in turns, so that neither has the warmer server.
  const floor = [];
  const rolls = [];
  for (const [n, key] of keys.entries()) {
    floor.push((await timed(() => issue(origin, `Floor ${n}`))).ms);
    rolls.push((await timed(() => roll(origin, key.uuid, later))).ms);
  }
  const [floorSorted, rollSorted] = [sorted(floor), sorted(rolls)];
  console.log(
    JSON.stringify({
      bench: 'keySchedule.roll',
      keys: KEYS,
      rollP50Ms: ms(percentile(rollSorted, 50)),
      rollP95Ms: ms(percentile(rollSorted, 95)),
      floorIssueP50Ms: ms(percentile(floorSorted, 50)),
      floorIssueP95Ms: ms(percentile(floorSorted, 95)),
      ratioP50: ms(percentile(rollSorted, 50) / percentile(floorSorted, 50)),
    }),
  );

  // 2. Revokes all due at one moment, a few seconds after the last roll.
  const due = [];
  for (let n = 0; n < KEYS; n++) due.push(await issue(origin, `Due ${n}`));
  const dueAt = Date.now() + 5_000 + KEYS * 20;
  for (const key of due) await roll(origin, key.uuid, dueAt);
  const dueKeys = new Set(due.map((key) => key.uuid));
  let ended = [];
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}/console-api/v1/api-keys/revocations`, { headers: admin });
    const { revocations } = await response.json();
    ended = revocations.filter((revocation) => dueKeys.has(revocation.keyUuid) && revocation.state === 'done');
    if (ended.length === KEYS) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (ended.length !== KEYS) throw new Error(`${ended.length} of ${KEYS} revokes performed within 2 minutes`);
  const lateness = sorted(ended.map((revocation) => Date.parse(revocation.endedAt) - Date.parse(revocation.revokeAt)));
  const spare = [];
  for (let n = 0; n < 50; n++) spare.push(await issue(origin, `Spare ${n}`));
  const deletes = [];
  for (const key of spare)
    deletes.push(
      (await timed(() => fetch(`${origin}/api/v1/api-keys/${key.uuid}`, { method: 'DELETE', headers: admin }))).ms,
    );
  const deleteSorted = sorted(deletes);
  console.log(
    JSON.stringify({
      bench: 'keySchedule.onTime',
      revokesDueAtOnce: KEYS,
      lateP50Ms: ms(percentile(lateness, 50)),
      lateP95Ms: ms(percentile(lateness, 95)),
      lastMs: ms(lateness[lateness.length - 1]),
      floorDeleteP50Ms: ms(percentile(deleteSorted, 50)),
      ratioLastToFloorTimesRevokes: ms(lateness[lateness.length - 1] / (percentile(deleteSorted, 50) * KEYS)),
    }),
  );
} finally {
  child.kill();
}
