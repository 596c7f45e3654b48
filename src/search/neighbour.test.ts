// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitWindows } from '../../bench/lib.mjs';
import { DEMO_KEY, startService, type TestService } from '../../server/test/harness';
import { ApiClient } from '../api/client';
import { readProgress } from './progress';
import { deleteIndex, indexDatabase, startIndexing } from './backgroundIndexing';

// The index beside another client of the same key, on the real service's limiter: a plain script that spends
// half of every window, spread evenly, while the console builds its index with its default share (25%).

const LIMIT = 40;
const WINDOW_SECONDS = 4;
const SHARE = 0.25;
const RUN_MS = 5 * WINDOW_SECONDS * 1000;

let service: TestService;
beforeAll(async () => {
  service = await startService({ config: { rateLimit: LIMIT, rateLimitWindowSeconds: WINDOW_SECONDS } });
});
afterAll(() => service.close());

interface Answer {
  who: 'index' | 'neighbour';
  status: number;
  answeredAt: number;
  limit?: number;
  remaining?: number;
}

const readAnswer = (who: Answer['who'], response: Response): Answer => ({
  who,
  status: response.status,
  answeredAt: performance.now(),
  limit: Number(response.headers.get('x-ratelimit-limit') ?? NaN) || undefined,
  remaining: response.headers.has('x-ratelimit-remaining')
    ? Number(response.headers.get('x-ratelimit-remaining'))
    : undefined,
});

describe('a good neighbour', () => {
  it('leaves another client of the key its half of every window: it gets no 429, and the index keeps to its share', async () => {
    const answers: Answer[] = [];
    // The neighbour: half the limit per window, evenly spread.
    const stopNeighbour = new AbortController();
    const neighbour = (async () => {
      const every = (WINDOW_SECONDS * 1000) / (LIMIT / 2);
      for (let next = performance.now(); !stopNeighbour.signal.aborted; next += every) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
        const response = await fetch(`${service.baseUrl}/repositories?maxResults=1`, {
          headers: { 'x-api-key': DEMO_KEY },
        });
        answers.push(readAnswer('neighbour', response));
        await response.arrayBuffer();
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 100));

    const recording: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      answers.push(readAnswer('index', response));
      return response;
    };
    const client = new ApiClient(
      { baseUrl: service.baseUrl, credential: { kind: 'apiKey', key: DEMO_KEY } },
      { fetch: recording, scheduler: { backgroundShare: () => SHARE } },
    );
    const stopIndex = startIndexing(client, new QueryClient());
    await new Promise((resolve) => setTimeout(resolve, RUN_MS));
    stopIndex();
    stopNeighbour.abort();
    await neighbour;
    const progress = await readProgress(indexDatabase(client.connection));
    await deleteIndex(client.connection);

    const windows = splitWindows(answers);
    expect(windows.length).toBeGreaterThanOrEqual(4);
    expect(answers.filter((answer) => answer.who === 'neighbour' && answer.status === 429)).toEqual([]);
    for (const window of windows) expect(window.counted.index ?? 0).toBeLessThanOrEqual(LIMIT * SHARE);
    // It still makes progress: canvases were read in these windows.
    expect(progress.canvases.read).toBeGreaterThan(0);
  });
});
