import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import type { ApiRequest, ApiResponse } from './http';
import {
  broadcastBudget,
  MAX_WAIT_MS,
  RateLimitWaitError,
  readReset,
  RequestScheduler,
  type SharedBudget,
  type WindowSnapshot,
} from './scheduler';

// What services that are not ours send: the scheduler reads these headers as hints and bounds every wait.
const NOW = 1_800_000_000_000;
const request: ApiRequest = { operation: 'listRepositories', method: 'GET', path: '/repositories' };
const answer = (headers: Record<string, string>) => async (): Promise<ApiResponse> => ({
  status: 200,
  headers: new Headers(headers),
  body: {},
});

describe('readReset', () => {
  it.each([
    ['30', NOW + 30_000, 'seconds from now'],
    [String(NOW / 1000 + 60), NOW + 60_000, 'an epoch time in seconds'],
    [String(NOW + 90_000), NOW + 90_000, 'an epoch time in milliseconds'],
    ['20000000', NOW + MAX_WAIT_MS, 'months away: held to the cap'],
    [String(NOW / 1000 + 86_400), NOW + MAX_WAIT_MS, 'an epoch a day ahead: held to the cap'],
    ['-5', undefined, 'negative'],
    [String(NOW / 1000 - 60), undefined, 'an epoch in the past'],
    ['soon', undefined, 'not a number'],
    ['', undefined, 'empty'],
  ] as [string, number | undefined, string][])('%s is %s (%s)', (raw, expected) =>
    expect(readReset(raw, NOW)).toBe(expected),
  );
});

describe('the scheduler against unusual rate-limit headers', () => {
  it('ignores a negative Remaining with an absurd Reset: the next request goes at once', async () => {
    const scheduler = new RequestScheduler({ now: () => NOW });
    await scheduler.run(
      request,
      answer({ 'x-ratelimit-limit': '30', 'x-ratelimit-remaining': '-1', 'x-ratelimit-reset': '20000000' }),
    );
    expect(scheduler.getState().remaining).toBeUndefined();
    let sent = false;
    await scheduler.run(request, async () => {
      sent = true;
      return { status: 200, headers: new Headers(), body: {} };
    });
    expect(sent).toBe(true);
  });

  it('waits for a spent window no longer than the cap, and says why', async () => {
    const clock = NOW;
    const scheduler = new RequestScheduler({ now: () => clock });
    await scheduler.run(
      request,
      answer({
        'x-ratelimit-limit': '30',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(NOW / 1000 + 3600),
      }),
    );
    const controller = new AbortController();
    const waiting = scheduler.run({ ...request, signal: controller.signal }, answer({}));
    const state = scheduler.getState();
    expect(state.waiting?.reason).toBe('quota-spent');
    expect(state.waiting!.until - clock).toBeLessThanOrEqual(MAX_WAIT_MS + 20);
    expect(state.queued).toBe(1);
    // A queued request can be cancelled.
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
    expect(scheduler.getState().queued).toBe(0);
  });

  it('holds a 429 with an absurd Retry-After to the cap, shown as a pause', async () => {
    const scheduler = new RequestScheduler({ now: () => NOW, maxRetries: 0, random: () => 0 });
    const refused = new ApiError({
      kind: 'http',
      outcome: 'rejected',
      method: 'GET',
      path: '/repositories',
      status: 429,
      retryAfterSeconds: 1e9,
      headers: new Headers(),
    });
    await expect(
      scheduler.run(request, async () => {
        throw refused;
      }),
    ).rejects.toBe(refused);
    const state = scheduler.getState();
    expect(state.blockedUntil).toBe(NOW + MAX_WAIT_MS);
    expect(state.waiting).toEqual({ until: NOW + MAX_WAIT_MS, reason: 'rate-limited' });
  });

  it('fails a queued request at its deadline instead of letting it wait on', async () => {
    const scheduler = new RequestScheduler({ queueDeadlineMs: 50, maxRetries: 0, random: () => 0 });
    const refused = new ApiError({
      kind: 'http',
      outcome: 'rejected',
      method: 'GET',
      path: '/repositories',
      status: 429,
      retryAfterSeconds: 120,
      headers: new Headers(),
    });
    await expect(scheduler.run(request, async () => Promise.reject(refused))).rejects.toBe(refused);
    const started = Date.now();
    const error = await scheduler.run(request, answer({})).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(RateLimitWaitError);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(scheduler.getState().queued).toBe(0);
  });
});

describe('one budget across tabs', () => {
  it("holds this tab's requests while another tab of the identity is blocked by a 429", async () => {
    const name = `test-budget-${Math.random()}`;
    const tabA = new RequestScheduler({
      shared: broadcastBudget(name),
      maxRetries: 0,
      random: () => 0,
      minimumWaitMs: 0,
    });
    const tabB = new RequestScheduler({ shared: broadcastBudget(name) });
    const refused = new ApiError({
      kind: 'http',
      outcome: 'rejected',
      method: 'GET',
      path: '/repositories',
      status: 429,
      retryAfterSeconds: 0.4,
      headers: new Headers(),
    });
    await expect(tabA.run(request, async () => Promise.reject(refused))).rejects.toBe(refused);
    const blockedUntil = tabA.getState().blockedUntil!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tabB.getState().waiting?.reason).toBe('rate-limited');
    let sentAt = 0;
    await tabB.run(request, async () => {
      sentAt = Date.now();
      return { status: 200, headers: new Headers(), body: {} };
    });
    expect(sentAt).toBeGreaterThanOrEqual(blockedUntil);
  });

  it("counts another tab's requests and the service's answers to them against this tab's budget", async () => {
    const name = `test-budget-${Math.random()}`;
    const tabA = new RequestScheduler({ shared: broadcastBudget(name) });
    const tabB = new RequestScheduler({ shared: broadcastBudget(name) });
    const reset = String(Math.ceil(Date.now() / 1000) + 1);
    await tabA.run(
      request,
      answer({ 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tabB.getState().remaining).toBe(0);
    let sentAt = 0;
    const started = Date.now();
    await tabB.run(request, async () => {
      sentAt = Date.now();
      return { status: 200, headers: new Headers(), body: {} };
    });
    // Tab B waited for the window that tab A spent.
    expect(sentAt - started).toBeGreaterThan(0);
    expect(sentAt).toBeGreaterThanOrEqual(Number(reset) * 1000);
  });

  it("does not let its own answer, read after another tab's later one, raise the budget again", async () => {
    const name = `test-budget-${Math.random()}`;
    const tabA = new RequestScheduler({ shared: broadcastBudget(name) });
    const tabB = new RequestScheduler({ shared: broadcastBudget(name) });
    const reset = String(Math.ceil(Date.now() / 1000) + 1);
    const window = (remaining: number) =>
      answer({ 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-reset': reset });
    await tabA.run(request, window(4));
    // Tab A's next request is answered by the service before tab B's (3 left), but tab A reads it after.
    let answerA!: () => void;
    const slowA = tabA.run(
      request,
      () => new Promise<ApiResponse>((resolve) => (answerA = () => void window(3)().then(resolve))),
    );
    await tabB.run(request, window(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    answerA();
    await slowA;
    let sentAt = 0;
    await tabA.run(request, async () => {
      sentAt = Date.now();
      return { status: 200, headers: new Headers(), body: {} };
    });
    expect(sentAt).toBeGreaterThanOrEqual(Number(reset) * 1000);
  });

  it('lets only one of two tabs that each see the last request left send it', async () => {
    const name = `test-budget-${Math.random()}`;
    // Web Locks stand-in: one task at a time across the two schedulers.
    let turns: Promise<unknown> = Promise.resolve();
    const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
      const result = turns.then(task);
      turns = result.catch(() => undefined);
      return result;
    };
    const tab = () => new RequestScheduler({ shared: { ...broadcastBudget(name)!, exclusive } });
    const [tabA, tabB] = [tab(), tab()];
    const reset = String(Math.ceil(Date.now() / 1000) + 1);
    await tabA.run(
      request,
      answer({ 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '1', 'x-ratelimit-reset': reset }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const sentAt: number[] = [];
    const send = async (): Promise<ApiResponse> => {
      sentAt.push(Date.now());
      return { status: 200, headers: new Headers(), body: {} };
    };
    await Promise.all([tabA.run(request, send), tabB.run(request, send)]);
    expect(sentAt.filter((at) => at < Number(reset) * 1000)).toHaveLength(1);
  });

  it('tells a tab opened during a block about it', async () => {
    const name = `test-budget-${Math.random()}`;
    const tabA = new RequestScheduler({ shared: broadcastBudget(name), maxRetries: 0, random: () => 0 });
    const refused = new ApiError({
      kind: 'http',
      outcome: 'rejected',
      method: 'GET',
      path: '/repositories',
      status: 429,
      retryAfterSeconds: 30,
      headers: new Headers(),
    });
    await expect(tabA.run(request, async () => Promise.reject(refused))).rejects.toBe(refused);
    const tabC = new RequestScheduler({ shared: broadcastBudget(name) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tabC.getState().blockedUntil).toBe(tabA.getState().blockedUntil);
  });
});

describe('the background lane', () => {
  const background: ApiRequest = { ...request, priority: 'background' };
  const window = (remaining: number) =>
    answer({ 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-reset': '30' });
  /** A send that stays open until `finish` is called. */
  const held = () => {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    return {
      finish,
      send: async () => (
        await done,
        {
          status: 200,
          headers: new Headers({ 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '9', 'x-ratelimit-reset': '30' }),
          body: {},
        }
      ),
    };
  };

  it('lets a waiting interactive request go before background requests queued earlier', async () => {
    const scheduler = new RequestScheduler({ concurrency: 2, now: () => NOW });
    await scheduler.run(request, window(9));
    const first = held();
    const running = scheduler.run(request, first.send);
    const second = held();
    const alsoRunning = scheduler.run(request, second.send);
    const order: string[] = [];
    const queuedBackground = scheduler.run(
      background,
      async () => (order.push('background'), { status: 200, headers: new Headers(), body: {} }),
    );
    const queuedInteractive = scheduler.run(
      request,
      async () => (order.push('interactive'), { status: 200, headers: new Headers(), body: {} }),
    );
    expect(scheduler.getState()).toMatchObject({ queued: 1, background: { queued: 1 } });
    first.finish();
    second.finish();
    await Promise.all([running, alsoRunning, queuedBackground, queuedInteractive]);
    expect(order).toEqual(['interactive', 'background']);
  });

  it('leaves one slot to interactive requests', async () => {
    const scheduler = new RequestScheduler({ concurrency: 2, now: () => NOW });
    await scheduler.run(request, window(9));
    const first = held();
    const running = scheduler.run(background, first.send);
    let secondSent = false;
    const second = scheduler.run(
      background,
      async () => ((secondSent = true), { status: 200, headers: new Headers(), body: {} }),
    );
    await Promise.resolve();
    expect(secondSent).toBe(false);
    // The free slot is the person's.
    await scheduler.run(request, window(8));
    expect(secondSent).toBe(false);
    first.finish();
    await Promise.all([running, second]);
    expect(secondSent).toBe(true);
  });

  it('sends only while the budget is above the reserve, and goes on when the window resets', async () => {
    let clock = NOW;
    const scheduler = new RequestScheduler({ now: () => clock });
    await scheduler.run(request, window(2));
    let sent = false;
    const waiting = scheduler.run(
      background,
      async () => ((sent = true), { status: 200, headers: new Headers(), body: {} }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toBe(false);
    expect(scheduler.getState().background.queued).toBe(1);
    // The reserve is the person's: an interactive request goes at once, and no wait is shown for the index.
    await scheduler.run(request, window(1));
    expect(scheduler.getState().waiting).toBeUndefined();
    // A new window (its answer tells it) lets the index go on.
    clock += 31_000;
    await scheduler.run(request, window(9));
    await waiting;
    expect(sent).toBe(true);
    expect(scheduler.getState().window.index).toBe(1);
  });

  it('gives up at once on a 429, which blocks the person too', async () => {
    const scheduler = new RequestScheduler({ now: () => NOW, random: () => 0 });
    let attempts = 0;
    const refused = new ApiError({
      kind: 'http',
      outcome: 'rejected',
      method: 'GET',
      path: '/repositories',
      status: 429,
      retryAfterSeconds: 5,
      headers: new Headers(),
    });
    await expect(
      scheduler.run(background, async () => {
        attempts++;
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(attempts).toBe(1);
    expect(scheduler.getState().blockedUntil).toBe(NOW + 5000);
  });
});

describe('a good neighbour on a shared window', () => {
  const background: ApiRequest = { ...request, priority: 'background' };
  /** A fixed-window limiter as the service keeps one per identity, shared by the console and other clients. */
  function service(limit: number, windowMs: number, clock: () => number) {
    let start = clock();
    let count = 0;
    const roll = () => {
      if (clock() - start >= windowMs) {
        start = clock();
        count = 0;
      }
    };
    return {
      /** Another client of the same identity sends one request. */
      other: () => (roll(), count++),
      send: async (): Promise<ApiResponse> => {
        roll();
        count++;
        const reset = Math.ceil((start + windowMs - clock()) / 1000);
        return {
          status: 200,
          headers: new Headers({
            'x-ratelimit-limit': String(limit),
            'x-ratelimit-remaining': String(limit - count),
            'x-ratelimit-reset': String(reset),
          }),
          body: {},
        };
      },
    };
  }
  /** Sends background requests one after another until one is held (or `most` are sent); returns how many went. */
  async function drain(scheduler: RequestScheduler, send: () => Promise<ApiResponse>, most = 1000): Promise<number> {
    let sent = 0;
    for (; sent < most; sent++) {
      const controller = new AbortController();
      const going = scheduler.run({ ...background, signal: controller.signal }, send);
      const held = await Promise.race([
        going.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 5)),
      ]);
      if (held) {
        controller.abort();
        await going.catch(() => undefined);
        break;
      }
    }
    return sent;
  }

  it("spends at most the background share of each window, and the person's requests are never held by it", async () => {
    let clock = NOW;
    const limited = service(100, 60_000, () => clock);
    const scheduler = new RequestScheduler({ now: () => clock, backgroundShare: () => 0.25 });
    await scheduler.run(request, limited.send);
    expect(await drain(scheduler, limited.send)).toBe(25);
    expect(scheduler.getState()).toMatchObject({ window: { yours: 1, index: 25, others: 0 }, backgroundHeld: 'share' });
    for (let n = 0; n < 30; n++) await scheduler.run(request, limited.send);
    expect(scheduler.getState().window).toEqual({ yours: 31, index: 25, others: 0 });
    // A new window, a new share.
    clock += 60_000;
    await scheduler.run(request, limited.send);
    expect(await drain(scheduler, limited.send)).toBe(25);
  });

  it('keeps its whole share beside another client of the identity that spends little', async () => {
    let clock = NOW;
    const limited = service(10_000, 60_000, () => clock);
    const scheduler = new RequestScheduler({ now: () => clock, backgroundShare: () => 0.25 });
    await scheduler.run(request, limited.send);
    // The other client sends one request a second: 0.6% of the limit.
    let sent = 0;
    for (let second = 1; second <= 10; second++) {
      clock += 1000;
      limited.other();
      sent += await drain(scheduler, limited.send, 200);
    }
    expect(sent).toBe(2000);
    expect(scheduler.getState()).toMatchObject({ window: { others: 10 }, backgroundHeld: undefined });
    expect(await drain(scheduler, limited.send)).toBe(500);
    expect(scheduler.getState().backgroundHeld).toBe('share');
  });

  it('leaves another client that needs most of the window what it needs', async () => {
    let clock = NOW;
    const limited = service(100, 60_000, () => clock);
    const scheduler = new RequestScheduler({ now: () => clock, backgroundShare: () => 0.25 });
    await scheduler.run(request, limited.send);
    // The other client spends 80% of the limit, evenly: 8 requests in the window's first 6 s.
    const spend = (requests: number, seconds: number) => {
      for (let n = 0; n < requests; n++) limited.other();
      clock += seconds * 1000;
    };
    spend(8, 6);
    // The next answer shows it. Expected to spend 80 by the window's end: with the person's reserve of 20,
    // nothing is left for the index.
    expect(await drain(scheduler, limited.send)).toBe(1);
    expect(scheduler.getState()).toMatchObject({ window: { others: 8 }, backgroundHeld: 'others' });
    spend(72, 53);
    await scheduler.run(request, limited.send);
    expect(scheduler.getState().window.others).toBe(80);
    expect(await drain(scheduler, limited.send)).toBe(0);
    // A new window, which the other client has not spent of (it stopped): the index's share again.
    clock = NOW + 60_000;
    await scheduler.run(request, limited.send);
    expect(await drain(scheduler, limited.send)).toBe(25);
  });

  it('goes again within the window when another client that spent at its start slows down', async () => {
    let clock = NOW;
    const limited = service(100, 60_000, () => clock);
    const scheduler = new RequestScheduler({ now: () => clock, backgroundShare: () => 0.25 });
    await scheduler.run(request, limited.send);
    for (let n = 0; n < 30; n++) limited.other();
    clock += 6000;
    // 30 in the first 6 s (the next answer shows them): 300 expected at that pace.
    expect(await drain(scheduler, limited.send)).toBe(1);
    const queued = scheduler.run(background, limited.send);
    // Nothing more by 30 s: 60 expected, which leaves the index 20 (its share is 25).
    clock += 24_000;
    await queued;
    expect(await drain(scheduler, limited.send)).toBe(18);
    expect(scheduler.getState()).toMatchObject({ window: { index: 20, others: 30 }, backgroundHeld: 'others' });
  });

  it("does not take answers read late (a busy page) for a new window, nor its own requests for someone else's", async () => {
    let clock = NOW;
    const limited = service(1000, 60_000, () => clock);
    const scheduler = new RequestScheduler({ now: () => clock, backgroundShare: () => 0.5 });
    await scheduler.run(request, limited.send);
    expect(await drain(scheduler, limited.send, 100)).toBe(100);
    // The page is busy for 2.5 s (a search engine being built, a long garbage collection): the service answered at
    // once, but the answer is read late, so its "resets in 58 s" looks like a reset 2.5 s later than the one known.
    const late = async () => {
      const answered = await limited.send();
      clock += 2500;
      return answered;
    };
    expect(await drain(scheduler, late, 3)).toBe(3);
    expect(scheduler.getState()).toMatchObject({
      window: { yours: 1, index: 103, others: 0 },
      backgroundHeld: undefined,
    });
    // A real new window still opens one: the count of requests left goes back up.
    clock = NOW + 60_000;
    await scheduler.run(request, limited.send);
    expect(scheduler.getState().window).toEqual({ yours: 1, index: 0, others: 0 });
  });

  it("does not take another tab's requests of the same identity for someone else's", async () => {
    const clock = NOW;
    const limited = service(100, 60_000, () => clock);
    const name = `neighbour-${Math.random()}`;
    const tabA = new RequestScheduler({ now: () => clock, shared: broadcastBudget(name), backgroundShare: () => 0.5 });
    const tabB = new RequestScheduler({ now: () => clock, shared: broadcastBudget(name) });
    await tabA.run(request, limited.send);
    for (let n = 0; n < 10; n++) {
      await tabB.run(request, limited.send);
      // The way to the service and back, during which tab B's message arrives.
      await new Promise((resolve) => setTimeout(resolve, 1));
      await tabA.run(background, limited.send);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tabA.getState().window).toEqual({ yours: 11, index: 10, others: 0 });
    expect(tabA.getState().backgroundHeld).toBeUndefined();
  });
});

describe("the console's own requests of a window, across pages", () => {
  const background: ApiRequest = { ...request, priority: 'background' };
  const window = (remaining: number) =>
    answer({ 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-reset': '30' });

  it('are not taken for another client after a reload, nor by a tab opened later', async () => {
    const name = `carried-${Math.random()}`;
    const first = new RequestScheduler({ now: () => NOW, shared: broadcastBudget(name) });
    for (let n = 1; n <= 20; n++) await first.run(request, window(100 - n));
    expect(first.getState().window).toEqual({ yours: 20, index: 0, others: 0 });
    // A second tab opens: the first tells it what the identity sent in this window.
    const second = new RequestScheduler({ now: () => NOW, shared: broadcastBudget(name) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await second.run(background, window(79));
    expect(second.getState().window).toMatchObject({ index: 1, others: 0 });
    expect(second.getState().backgroundHeld).toBeUndefined();
  });

  it('are taken in by the page that replaces the page that sent them (a reload)', async () => {
    let kept: WindowSnapshot | undefined;
    const storage = (): SharedBudget => ({
      post: () => undefined,
      subscribe: () => () => undefined,
      remember: (snapshot) => (kept = snapshot),
      recall: () => kept,
    });
    const before = new RequestScheduler({ now: () => NOW, shared: storage() });
    for (let n = 1; n <= 20; n++) await before.run(request, window(100 - n));
    const after = new RequestScheduler({ now: () => NOW, shared: storage() });
    await after.run(background, window(79));
    expect(after.getState().window).toEqual({ yours: 20, index: 1, others: 0 });
  });

  it('learns the window length only from an answer at its start', async () => {
    let clock = NOW;
    const midWindow = new RequestScheduler({ now: () => clock });
    await midWindow.run(
      request,
      answer({ 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '40', 'x-ratelimit-reset': '12' }),
    );
    expect(midWindow.getState().windowSeconds).toBeUndefined();
    clock += 12_500;
    await midWindow.run(
      request,
      answer({ 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '99', 'x-ratelimit-reset': '60' }),
    );
    expect(midWindow.getState().windowSeconds).toBe(60);
  });
});
