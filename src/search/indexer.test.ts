// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEY, startService, type TestService } from '../../server/test/harness';
import { ApiClient } from '../api/client';
import type { IndexDatabase } from './database';
import { readProgress } from './progress';
import { deleteIndex, indexDatabase, startIndexing } from './backgroundIndexing';

// The indexer against the real service, through a client whose fetch records every request it sends and
// answers after a fixed latency: what the index sends after Pause, Resume and Rebuild, phase by phase.

/**
 * Added to every answer, so that requests are still on their way as a Pause lands. 15 ms made each test
 * wait about 9 s of its 10 (the file took 65 s, the unit phase's longest, a core standing idle meanwhile).
 */
const LATENCY_MS = 2;
/** How long the indexer may take to hear of a Pause written by another tab (a change notice of IndexedDB's). */
const NOTICE_MS = 100;
type Phase = 'repositories' | 'models' | 'canvases' | 'symbols';

let service: TestService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

/** The phase a request belongs to, by its path. */
function phaseOf(path: string): Phase {
  if (path.endsWith('/canvas')) return 'canvases';
  if (path.includes('/symbols/')) return 'symbols';
  if (path.endsWith('/repositories')) return 'repositories';
  return 'models';
}

interface Sent {
  at: number;
  phase: Phase;
  path: string;
}

let stops: (() => void)[] = [];
let clients: ApiClient[] = [];
afterEach(async () => {
  stops.forEach((stop) => stop());
  stops = [];
  await Promise.all(clients.map((client) => deleteIndex(client.connection)));
  clients = [];
});

/** A console's index on the service; each test's database is deleted after it. */
function startIndex(onSend?: (sent: Sent, db: IndexDatabase) => void) {
  const sent: Sent[] = [];
  const recording: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname;
    const entry = { at: performance.now(), phase: phaseOf(path), path };
    sent.push(entry);
    onSend?.(entry, db);
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    return fetch(input, init);
  };
  const client = new ApiClient(
    { baseUrl: service.baseUrl, credential: { kind: 'apiKey', key: DEMO_KEY } },
    { fetch: recording, scheduler: {} },
  );
  clients.push(client);
  const db = indexDatabase(client.connection);
  stops.push(startIndexing(client, new QueryClient()));
  return { db, sent };
}

const waitUntil = async (condition: () => Promise<boolean> | boolean, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const complete = (db: IndexDatabase) => async () => (await readProgress(db)).complete;

/** Pauses as the index sends its `nth` request of `phase`; resolves with when the pause was stored. */
function pauseDuring(phase: Phase, nth: number) {
  let seen = 0;
  let pausedAt: Promise<number> | undefined;
  return {
    onSend: (sent: Sent, db: IndexDatabase) => {
      if (sent.phase !== phase || ++seen !== nth) return;
      pausedAt = db.updateControl({ paused: true }).then(() => performance.now());
    },
    pausedAt: () => pausedAt,
  };
}

describe('Pause holds in every phase', () => {
  for (const [phase, nth] of [
    ['models', 3],
    ['canvases', 20],
    ['symbols', 10],
  ] as const) {
    it(`paused while reading ${phase}, it sends nothing more; Resume finishes from what is stored`, async () => {
      const pause = pauseDuring(phase, nth);
      const { db, sent } = startIndex(pause.onSend);
      await waitUntil(() => pause.pausedAt() !== undefined);
      const pausedAt = await pause.pausedAt()!;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // The requests already on their way may finish; nothing starts once the indexer has heard of the pause.
      expect(sent.filter((request) => request.at > pausedAt + NOTICE_MS)).toEqual([]);
      expect((await db.status()).phase).toBe(phase);

      const canvasesBefore = sent.filter((request) => request.phase === 'canvases').length;
      const readBefore = (await readProgress(db)).canvases.read;
      await db.updateControl({ paused: false });
      await waitUntil(complete(db));
      // Resumed, not started over: the canvases read before the pause are not read again (those abandoned in
      // flight may be).
      const progress = await readProgress(db);
      const canvasesAfter = sent.filter((request) => request.phase === 'canvases').length - canvasesBefore;
      expect(canvasesAfter).toBeLessThanOrEqual(progress.canvases.of - readBefore);
      expect(progress.canvases.read).toBe(progress.models.known);
    });
  }
});

describe('a stored pause', () => {
  it('holds for the next page of the identity: a reload sends nothing until Resume', async () => {
    const pause = pauseDuring('canvases', 5);
    const first = startIndex(pause.onSend);
    await waitUntil(() => pause.pausedAt() !== undefined);
    await pause.pausedAt();
    // The tab goes (a reload); the next page starts the indexer again on the same database.
    stops.pop()!();
    const sentBefore = first.sent.length;
    stops.push(startIndexing(clients[0], new QueryClient()));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(first.sent.slice(sentBefore)).toEqual([]);
    await first.db.updateControl({ paused: false });
    await waitUntil(complete(first.db));
  });
});

describe('Rebuild', () => {
  it('after Pause, starts one walk from nothing: every canvas read once', async () => {
    const pause = pauseDuring('canvases', 30);
    const { db, sent } = startIndex(pause.onSend);
    await waitUntil(() => pause.pausedAt() !== undefined);
    await pause.pausedAt();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rebuildFrom = sent.length;
    await db.updateControl({ rebuildRequested: true, paused: false });
    await waitUntil(complete(db));
    const rebuilt = sent.slice(rebuildFrom);
    const progress = await readProgress(db);
    expect(rebuilt.filter((request) => request.phase === 'repositories')).toHaveLength(1);
    const canvasPaths = rebuilt.filter((request) => request.phase === 'canvases').map((request) => request.path);
    expect(canvasPaths).toHaveLength(progress.models.known);
    expect(new Set(canvasPaths).size).toBe(canvasPaths.length);
    // The status counts every request of the walk (stored a second at a time, and as the walk ends).
    expect(progress.status.walkRequests).toBe(rebuilt.length);
  });

  it('while walking, stops the old walk before the new one starts', async () => {
    let asked = false;
    const { db, sent } = startIndex((request, database) => {
      if (request.phase === 'canvases' && !asked) {
        asked = true;
        void database.updateControl({ rebuildRequested: true });
      }
    });
    await waitUntil(complete(db));
    // The new walk begins with its list of repositories; no canvas of the old walk comes between it and the
    // new walk's own canvases, each of which is read once.
    const second = sent.findIndex((request, n) => n > 0 && request.phase === 'repositories');
    const rebuilt = sent.slice(second);
    expect(rebuilt.filter((request) => request.phase === 'repositories')).toHaveLength(1);
    const firstCanvas = rebuilt.findIndex((request) => request.phase === 'canvases');
    expect(
      rebuilt.slice(0, firstCanvas).every((request) => request.phase === 'repositories' || request.phase === 'models'),
    ).toBe(true);
    const canvasPaths = rebuilt.filter((request) => request.phase === 'canvases').map((request) => request.path);
    expect(canvasPaths).toHaveLength((await readProgress(db)).models.known);
    expect(new Set(canvasPaths).size).toBe(canvasPaths.length);
  });
});
