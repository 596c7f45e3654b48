// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import type { ApiRequest, ApiResponse } from './http';
import { broadcastBudget, MAX_WAIT_MS, RateLimitWaitError, readReset, RequestScheduler } from './scheduler';

// What services that are not ours send: the scheduler reads these headers as hints and bounds every wait.
const NOW = 1_800_000_000_000;
const request: ApiRequest = { operation: 'listRepositories', method: 'GET', path: '/repositories' };
const answer = (headers: Record<string, string>) => async (): Promise<ApiResponse> => ({ status: 200, headers: new Headers(headers), body: {} });

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
  ] as [string, number | undefined, string][])('%s is %s (%s)', (raw, expected) => expect(readReset(raw, NOW)).toBe(expected));
});

describe('the scheduler against unusual rate-limit headers', () => {
  it('ignores a negative Remaining with an absurd Reset: the next request goes at once', async () => {
    const scheduler = new RequestScheduler({ now: () => NOW });
    await scheduler.run(request, answer({ 'x-ratelimit-limit': '30', 'x-ratelimit-remaining': '-1', 'x-ratelimit-reset': '20000000' }));
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
    await scheduler.run(request, answer({ 'x-ratelimit-limit': '30', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW / 1000 + 3600) }));
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
    const refused = new ApiError({ kind: 'http', outcome: 'rejected', method: 'GET', path: '/repositories', status: 429, retryAfterSeconds: 1e9, headers: new Headers() });
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
    const refused = new ApiError({ kind: 'http', outcome: 'rejected', method: 'GET', path: '/repositories', status: 429, retryAfterSeconds: 120, headers: new Headers() });
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
    const tabA = new RequestScheduler({ shared: broadcastBudget(name), maxRetries: 0, random: () => 0, minimumWaitMs: 0 });
    const tabB = new RequestScheduler({ shared: broadcastBudget(name) });
    const refused = new ApiError({ kind: 'http', outcome: 'rejected', method: 'GET', path: '/repositories', status: 429, retryAfterSeconds: 0.4, headers: new Headers() });
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
    await tabA.run(request, answer({ 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }));
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
    const window = (remaining: number) => answer({ 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-reset': reset });
    await tabA.run(request, window(4));
    // Tab A's next request is answered by the service before tab B's (3 left), but tab A reads it after.
    let answerA!: () => void;
    const slowA = tabA.run(request, () => new Promise<ApiResponse>((resolve) => (answerA = () => void window(3)().then(resolve))));
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
    const exclusive = <T,>(task: () => Promise<T>): Promise<T> => {
      const result = turns.then(task);
      turns = result.catch(() => undefined);
      return result;
    };
    const tab = () => new RequestScheduler({ shared: { ...broadcastBudget(name)!, exclusive } });
    const [tabA, tabB] = [tab(), tab()];
    const reset = String(Math.ceil(Date.now() / 1000) + 1);
    await tabA.run(request, answer({ 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '1', 'x-ratelimit-reset': reset }));
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
    const refused = new ApiError({ kind: 'http', outcome: 'rejected', method: 'GET', path: '/repositories', status: 429, retryAfterSeconds: 30, headers: new Headers() });
    await expect(tabA.run(request, async () => Promise.reject(refused))).rejects.toBe(refused);
    const tabC = new RequestScheduler({ shared: broadcastBudget(name) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tabC.getState().blockedUntil).toBe(tabA.getState().blockedUntil);
  });
});
