import 'fake-indexeddb/auto';
import Dexie, { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { IndexDatabase } from './database';
import type { IndexedModel } from '../../common/indexedShapes';
import { readProgress } from './progress';
import { watchQuery } from '../lib/watchQuery';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const opened: IndexDatabase[] = [];

async function indexOf400Models(): Promise<IndexDatabase> {
  const db = new IndexDatabase(`watch-${Math.random()}`);
  opened.push(db);
  await db.models.bulkPut(
    Array.from({ length: 400 }, (_, n): IndexedModel => ({
      repositoryId: 'r',
      uuid: `m${n}`,
      titles: {},
      canvasReadAt: 0,
    })),
  );
  return db;
}

/** Three workers, as the indexer reads canvases: each counts a request, then records what it read, for `ms`. */
async function writeAsTheIndexerDoes(db: IndexDatabase, ms: number): Promise<number> {
  const until = Date.now() + ms;
  let writes = 0;
  await Promise.all(
    [0, 1, 2].map(async (worker) => {
      for (let n = worker; Date.now() < until; n += 3) {
        await db.updateStatus((status) => ({ requests: status.requests + 1 }));
        await db.models.update(['r', `m${n % 400}`], { canvasReadAt: 1 });
        writes++;
      }
    }),
  );
  return writes;
}

afterEach(async () => {
  const closed = opened.splice(0);
  for (const db of closed) db.close();
  for (const name of new Set(closed.map((db) => db.name))) await Dexie.delete(name);
});

describe('watchQuery', () => {
  it('keeps answering while the indexer writes without pause, where liveQuery stands still', async () => {
    const db = await indexOf400Models();
    const watched: number[] = [];
    const live: number[] = [];
    const stop = watchQuery(
      db,
      () => readProgress(db),
      (progress) => watched.push(progress.status.requests),
      100,
    );
    const subscription = liveQuery(() => readProgress(db)).subscribe({
      next: (progress) => live.push(progress.status.requests),
    });
    await sleep(300);
    const startedWith = { watched: watched.length, live: live.length };

    const writes = await writeAsTheIndexerDoes(db, 2000);

    const duringWrites = { watched: watched.length - startedWith.watched, live: live.length - startedWith.live };
    stop();
    subscription.unsubscribe();
    expect(writes).toBeGreaterThan(100);
    // About one answer per 100 ms, each newer than the last.
    expect(duringWrites.watched).toBeGreaterThanOrEqual(8);
    expect(watched).toEqual([...watched].sort((a, b) => a - b));
    // Why not liveQuery: it restarts its query on every change, so it answers (close to) nothing while they come.
    expect(duringWrites.live).toBeLessThanOrEqual(1);
  });

  it('reads the last change once the writes stop, including changes made through another connection (another tab)', async () => {
    const db = await indexOf400Models();
    const otherTab = new IndexDatabase(db.name);
    opened.push(otherTab);
    const watched: number[] = [];
    const stop = watchQuery(
      db,
      () => readProgress(db),
      (progress) => watched.push(progress.canvases.read),
      50,
    );
    await sleep(100);
    await writeAsTheIndexerDoes(otherTab, 300);
    await sleep(200);
    stop();
    expect(watched.at(-1)).toBe((await readProgress(db)).canvases.read);
    expect(watched.at(-1)).toBeGreaterThan(0);
  });

  it('ignores other databases, survives a failing read, and says nothing once stopped', async () => {
    const db = await indexOf400Models();
    const other = await indexOf400Models();
    let reads = 0;
    const answers: number[] = [];
    const stop = watchQuery(
      db,
      async () => {
        reads++;
        if (reads === 2) throw new Error('the read failed');
        return db.models.where('canvasReadAt').equals(1).count();
      },
      (count) => answers.push(count),
      10,
    );
    await sleep(50);
    await other.models.update(['r', 'm0'], { canvasReadAt: 1 });
    await sleep(50);
    expect(reads).toBe(1);
    await db.models.update(['r', 'm0'], { canvasReadAt: 1 }); // read 2 fails
    await sleep(50);
    await db.models.update(['r', 'm1'], { canvasReadAt: 1 });
    await sleep(50);
    expect(answers).toEqual([0, 2]);
    stop();
    await db.models.update(['r', 'm2'], { canvasReadAt: 1 });
    await sleep(50);
    expect(reads).toBe(3);
  });

  it('reads again after a failure when nothing changes, backing off, and answers once the read succeeds', async () => {
    const db = await indexOf400Models();
    const readAt: number[] = [];
    const answers: number[] = [];
    const started = Date.now();
    const stop = watchQuery(
      db,
      async () => {
        readAt.push(Date.now() - started);
        // The first two reads fail, as a database still opening or a lost connection would.
        if (readAt.length <= 2) throw new Error('UnknownError: Connection to Indexed Database server lost');
        return db.models.count();
      },
      (count) => answers.push(count),
      10,
    );
    await sleep(3500);
    stop();
    expect(answers).toEqual([400]);
    // Again after a second, then after two more: no change to the index came meanwhile.
    expect(readAt).toHaveLength(3);
    expect(readAt[1] - readAt[0]).toBeGreaterThanOrEqual(990);
    expect(readAt[2] - readAt[1]).toBeGreaterThanOrEqual(1990);
  });

  it('reads a change at once rather than after the wait that follows a failure', async () => {
    const db = await indexOf400Models();
    let reads = 0;
    const answers: number[] = [];
    const stop = watchQuery(
      db,
      async () => {
        if (++reads === 1) throw new Error('not yet');
        return db.models.where('canvasReadAt').equals(1).count();
      },
      (count) => answers.push(count),
      10,
    );
    await sleep(50);
    await db.models.update(['r', 'm0'], { canvasReadAt: 1 });
    await sleep(100);
    expect(answers).toEqual([1]);
    stop();
  });
});
