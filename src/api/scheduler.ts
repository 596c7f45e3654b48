import { ApiError } from './errors';
import type { ApiRequest, ApiResponse } from './http';
import { WindowUsage, type WindowCounts } from './windowUsage';

/** The longest any wait may be, whatever a service's headers say (a reset months away, an epoch in ms). */
export const MAX_WAIT_MS = 5 * 60_000;
/** Below this many requests left in the window, the identity's tabs send one at a time (see takeTurn). */
const LAST_REQUESTS = 3;
/** The share of the window's limit that background requests leave for interactive ones. */
export const BACKGROUND_RESERVE = 0.2;
/** How long a request may wait in the queue; then it fails with a RateLimitWaitError instead of waiting on. */
export const QUEUE_DEADLINE_MS = 10 * 60_000;

/** A request that waited QUEUE_DEADLINE_MS for the rate limit without being sent. */
export class RateLimitWaitError extends Error {
  constructor(readonly waitedMs: number) {
    super(`the request waited ${Math.round(waitedMs / 1000)} s for the service's rate limit and was not sent`);
    this.name = 'RateLimitWaitError';
  }
}

/**
 * When a window resets, from X-RateLimit-Reset: seconds from now, or (as many services send it) an epoch time
 * in seconds or milliseconds. Negative, unreadable or past values are ignored; the result is never later than
 * MAX_WAIT_MS from now.
 */
export function readReset(raw: string | null, now: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) return undefined;
  const at = value > 1e12 ? value : value > 1e9 ? value * 1000 : now + value * 1000;
  if (at < now) return undefined;
  return Math.min(at, now + MAX_WAIT_MS);
}

/** A count from a header: a whole number from 0, else nothing. */
function readCount(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** What the schedulers of one identity in several tabs tell each other. */
export type BudgetMessage =
  | { type: 'hello' }
  | { type: 'blocked'; until: number }
  /** An answer's rate-limit headers; `background` is the lane of the request answered. */
  | { type: 'observed'; limit?: number; remaining: number; resetAt?: number; background?: boolean }
  | { type: 'sent'; background?: boolean }
  /** In reply to a hello: what this identity's tabs sent in the current window. */
  | ({ type: 'window' } & WindowSnapshot);

/** The console's own requests in one window, kept so that a new page does not take them for another client's. */
export interface WindowSnapshot {
  resetAt: number;
  yours: number;
  index: number;
}

/** A channel to the same identity's schedulers in other tabs (see broadcastBudget). */
export interface SharedBudget {
  post(message: BudgetMessage): void;
  subscribe(listener: (message: BudgetMessage) => void): () => void;
  /** Runs `task` while no other tab of the identity runs one; absent where the browser cannot lock across tabs. */
  exclusive?<T>(task: () => Promise<T>): Promise<T>;
  /** Keeps this window's counts for the identity's next page (a reload), and gives back the last ones kept. */
  remember?(snapshot: WindowSnapshot): void;
  recall?(): WindowSnapshot | undefined;
}

/**
 * A SharedBudget over a BroadcastChannel of this name, with turns taken through a Web Lock of the same name;
 * none where the browser has no BroadcastChannel.
 */
export function broadcastBudget(name: string): SharedBudget | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(name);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const storage = typeof localStorage !== 'undefined' ? localStorage : undefined;
  const kept = `${name}.window`;
  return {
    remember: (snapshot) => storage?.setItem(kept, JSON.stringify(snapshot)),
    recall: () => {
      try {
        const value = JSON.parse(storage?.getItem(kept) ?? 'null') as Partial<WindowSnapshot> | null;
        return value && [value.resetAt, value.yours, value.index].every(Number.isFinite)
          ? (value as WindowSnapshot)
          : undefined;
      } catch {
        return undefined;
      }
    },
    // LockManager's typings nest the task's promise; the value is the task's.
    exclusive: locks ? (task) => locks.request(`${name}.turn`, task).then((value) => value) : undefined,
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent<BudgetMessage>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => {
        channel.removeEventListener('message', onMessage);
        channel.close();
      };
    },
  };
}

export interface RateLimitState {
  limit?: number;
  /** Requests left in the window, as the service last said. */
  remaining?: number;
  /** When the service's window resets (ms since epoch), as tightly as its answers bound it. */
  resetAt?: number;
  /** The window's length in whole seconds, once an answer at a window's start has shown it. */
  windowSeconds?: number;
  /** Every request of this identity waits until then after a 429 (ms since epoch). */
  blockedUntil?: number;
  /** While queued requests wait: until when, and why (a 429, or this window's quota spent). */
  waiting?: { until: number; reason: 'rate-limited' | 'quota-spent' };
  active: number;
  /** Interactive requests waiting for a slot. */
  queued: number;
  /** The background lane: requests in flight and waiting. */
  background: { active: number; queued: number };
  /** This window's requests: the person's and the index's (every tab), and other clients' of the identity. */
  window: WindowCounts;
  /** Why the background lane sends nothing now, while it does not. */
  backgroundHeld?: 'share' | 'others';
}

export type SchedulerEvent =
  | { type: 'send'; at: number; method: string; path: string }
  | { type: 'rate-limited'; at: number; method: string; path: string; retryAfterSeconds: number; until: number };

export interface SchedulerOptions {
  concurrency?: number;
  /** Retries after 429, at most, within retryWindowMs (the spec's example client: 3 within 60 s). */
  maxRetries?: number;
  retryWindowMs?: number;
  /** The least a 429 makes everyone wait, even when Retry-After is 0. */
  minimumWaitMs?: number;
  /** Random extra wait after a 429, so that clients do not come back in step. */
  jitterMs?: number;
  /** See QUEUE_DEADLINE_MS. */
  queueDeadlineMs?: number;
  /**
   * The most of each window's limit that background requests may spend (0.25: a quarter), read at every
   * decision so that a change in Settings takes effect at once; undefined: no share, only the reserve.
   */
  backgroundShare?: () => number | undefined;
  /**
   * The same identity's schedulers in other tabs: a 429 there blocks here too, and their requests and the
   * service's answers to them count against this tab's budget, so that all tabs together keep one quota.
   */
  shared?: SharedBudget;
  now?: () => number;
  random?: () => number;
}

interface Waiter {
  /** When it stops waiting and fails (ms since epoch). */
  deadline: number;
  background: boolean;
  resolve: () => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

/**
 * One per identity, shared by every request of that identity. It caps concurrency, paces proactively
 * (holds requests when the window's budget is spent instead of provoking a 429), blocks everything
 * after a 429 until Retry-After plus jitter has passed, retries after a 429 a bounded number of times,
 * and never repeats a request after any other failure: a write whose outcome is unknown is not retried.
 */
export class RequestScheduler {
  private readonly concurrency: number;
  private readonly maxRetries: number;
  private readonly retryWindowMs: number;
  private readonly minimumWaitMs: number;
  private readonly jitterMs: number;
  private readonly queueDeadlineMs: number;
  private readonly backgroundShare: () => number | undefined;
  private readonly shared: SharedBudget | undefined;
  private readonly now: () => number;
  private readonly random: () => number;

  private active = 0;
  private readonly queue: Waiter[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Requests we may still send in this window; undefined while unknown. */
  private budget: number | undefined;
  /** The lowest count of requests left that any answer in this window gave (see countRemaining). */
  private windowRemaining: number | undefined;
  /** Requests other tabs of the identity sent in this window whose answers have not been heard of. */
  private othersInFlight = 0;
  /** After a 429, one request at a time until one succeeds. */
  private probing = false;
  private backgroundActive = 0;
  private readonly usage = new WindowUsage();
  /** Counts of the current window from an earlier page or another tab, taken in once this tab knows that window. */
  private carried: WindowSnapshot | undefined;
  private state: RateLimitState = {
    active: 0,
    queued: 0,
    background: { active: 0, queued: 0 },
    window: this.usage.current,
  };
  private readonly stateListeners = new Set<(state: RateLimitState) => void>();
  private readonly eventListeners = new Set<(event: SchedulerEvent) => void>();

  constructor(options: SchedulerOptions = {}) {
    this.concurrency = options.concurrency ?? 4;
    this.maxRetries = options.maxRetries ?? 3;
    this.retryWindowMs = options.retryWindowMs ?? 60_000;
    this.minimumWaitMs = options.minimumWaitMs ?? 250;
    this.jitterMs = options.jitterMs ?? 400;
    this.queueDeadlineMs = options.queueDeadlineMs ?? QUEUE_DEADLINE_MS;
    this.backgroundShare = options.backgroundShare ?? (() => undefined);
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    // Last, once the scheduler is whole: a tab opened now asks the others what they know (a block in force,
    // the window's state).
    this.shared = options.shared;
    this.carried = this.shared?.recall?.();
    this.shared?.subscribe((message) => this.hear(message));
    this.shared?.post({ type: 'hello' });
  }

  getState(): RateLimitState {
    return this.state;
  }

  subscribe(listener: (state: RateLimitState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  onEvent(listener: (event: SchedulerEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Runs a request through the queue; `send` performs one attempt. */
  async run<T>(request: ApiRequest, send: (request: ApiRequest) => Promise<ApiResponse<T>>): Promise<ApiResponse<T>> {
    const started = this.now();
    const background = request.priority === 'background';
    for (let retries = 0; ; retries++) {
      // No await on the common path: a request made while React draws (a prefetch) leaves before the drawing ends.
      for (;;) {
        const waiting = this.acquire(background, request.signal);
        if (waiting) await waiting;
        if (!this.needsTurn()) {
          this.shared?.post({ type: 'sent', background });
          break;
        }
        if (await this.takeTurn(background)) break;
      }
      try {
        this.emitEvent({ type: 'send', at: this.now(), method: request.method, path: request.path });
        const response = await send(request);
        this.observe(response.headers, background);
        this.probing = false;
        return response;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 429) throw error;
        // A 429 is a confirmed rejection: nothing happened, so even a write may be sent again. Any
        // other failure ends here; for a write it may have taken effect.
        const until = this.block(error, background);
        this.emitEvent({
          type: 'rate-limited',
          at: this.now(),
          method: request.method,
          path: request.path,
          retryAfterSeconds: error.retryAfterSeconds ?? 0,
          until,
        });
        // The background lane stops at once: its walk waits for the block and resumes on its own.
        if (background || retries >= this.maxRetries || until - started > this.retryWindowMs) throw error;
      } finally {
        this.release(background);
      }
    }
  }

  /** While the window's last few requests are being spent, the identity's tabs send one at a time. */
  private needsTurn(): boolean {
    return this.shared?.exclusive !== undefined && this.budget !== undefined && this.budget < LAST_REQUESTS;
  }

  /**
   * Sends the held slot's request in a turn among the tabs, so that two tabs that each see one request left
   * do not both send it; false when another tab took the last one meanwhile (the slot is given back).
   */
  private async takeTurn(background: boolean): Promise<boolean> {
    const sent = await this.shared!.exclusive!(async () => {
      // Let what other tabs posted before passing the turn on be heard first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (this.budget !== undefined && this.budget < 0) return false;
      this.shared!.post({ type: 'sent', background });
      return true;
    });
    if (!sent) {
      if (this.budget !== undefined) this.budget++;
      this.usage.unsent(background);
      this.release(background);
    }
    return sent;
  }

  private block(error: ApiError, background: boolean): number {
    // A 429 was not counted by the service: it is not ours in the window.
    this.usage.unsent(background);
    if (error.headers) this.observe(error.headers, background);
    const retryAfterMs =
      Number.isFinite(error.retryAfterSeconds) && error.retryAfterSeconds! > 0 ? error.retryAfterSeconds! * 1000 : 0;
    const waitMs = Math.min(Math.max(retryAfterMs, this.minimumWaitMs) + this.random() * this.jitterMs, MAX_WAIT_MS);
    const until = this.now() + waitMs;
    this.shared?.post({ type: 'blocked', until });
    this.blockUntil(until);
    return until;
  }

  private blockUntil(until: number): void {
    this.state = { ...this.state, blockedUntil: Math.max(this.state.blockedUntil ?? 0, until), remaining: 0 };
    this.budget = undefined;
    this.windowRemaining = undefined;
    this.probing = true;
    this.pump();
  }

  /** What another tab of this identity saw: its block is ours, its requests and answers count here too. */
  private hear(message: BudgetMessage): void {
    if (message.type === 'hello') {
      const { blockedUntil, remaining, limit, resetAt } = this.state;
      if (blockedUntil !== undefined && blockedUntil > this.now())
        this.shared?.post({ type: 'blocked', until: blockedUntil });
      if (remaining !== undefined) this.shared?.post({ type: 'observed', limit, remaining, resetAt });
      if (resetAt !== undefined && resetAt > this.now())
        this.shared?.post({ type: 'window', resetAt, ...this.usage.current });
    } else if (message.type === 'window') {
      this.carry(message);
    } else if (message.type === 'blocked') {
      this.blockUntil(Math.min(message.until, this.now() + MAX_WAIT_MS));
    } else if (message.type === 'sent') {
      this.othersInFlight++;
      this.usage.sent(message.background ?? false);
      if (this.budget !== undefined) this.budget--;
    } else {
      // One of the other tabs' requests is answered (a new window forgets them all, see learn).
      this.othersInFlight = Math.max(0, this.othersInFlight - 1);
      const now = this.now();
      const resetBound = message.resetAt !== undefined ? Math.min(message.resetAt, now + MAX_WAIT_MS) : undefined;
      // The other tab's answer may not count this tab's requests in flight.
      this.learn(message.remaining, message.limit, resetBound, this.active, now, {
        background: message.background ?? false,
        ownActive: false,
      });
      this.pump();
    }
  }

  /**
   * Reads X-RateLimit-* into the budget. They are hints: a negative or unreadable Remaining is ignored, and
   * Reset is read by readReset.
   */
  private observe(headers: Headers, background: boolean): void {
    const remaining = readCount(headers.get('x-ratelimit-remaining'));
    if (remaining === undefined) return;
    const now = this.now();
    // The request answered is still counted as active.
    this.learn(
      remaining,
      readCount(headers.get('x-ratelimit-limit')),
      readReset(headers.get('x-ratelimit-reset'), now),
      this.active - 1,
      now,
      { background, ownActive: true },
    );
    this.shared?.post({
      type: 'observed',
      limit: this.state.limit,
      remaining,
      resetAt: this.state.resetAt,
      background,
    });
    this.publish();
  }

  /**
   * Takes in an answer's count of requests left, from this tab or another. An answer whose reset lies clearly
   * beyond the one known (or none is known, or it has passed) opens a new window. Within a window the
   * service's count only falls, so the lowest one heard is its latest: an answer read late must not raise it.
   * From it go the requests the service may not have counted yet: this tab's in flight, and other tabs' sent
   * but not yet answered. Each answer bounds the reset from above (the service rounds up); the smallest bound
   * is the best. `answered` is the request whose answer this is: its lane, and whether it is one of this tab's
   * active requests.
   */
  private learn(
    remaining: number,
    limit: number | undefined,
    resetBound: number | undefined,
    ownInFlight: number,
    now: number,
    answered: { background: boolean; ownActive: boolean },
  ): void {
    const known = this.state.resetAt;
    // A later reset alone does not open a new window: an answer read late (a busy page) gives a later one too,
    // and taking it for a new window would forget the window's requests and credit them to someone else. In a
    // new window the service's count of requests left also goes back up, by more than ours in flight (whose
    // answers may be read out of order) account for.
    const countRose =
      this.windowRemaining === undefined ||
      remaining > this.windowRemaining + Math.max(0, ownInFlight) + this.othersInFlight + 1;
    const newWindow =
      known === undefined || known <= now || (resetBound !== undefined && resetBound > known + 1000 && countRose);
    if (newWindow) {
      // Of ours, only what is in flight (and the request answered) can be in the new window.
      const otherTab = answered.ownActive ? 0 : 1;
      this.usage.reset({
        yours: this.active - this.backgroundActive + this.othersInFlight + (answered.background ? 0 : otherTab),
        index: this.backgroundActive + (answered.background ? otherTab : 0),
      });
    }
    if (newWindow && this.carried && resetBound !== undefined) {
      const carried = this.carried;
      this.carried = undefined;
      if (Math.abs(carried.resetAt - resetBound) <= 1500) this.usage.adopt(carried);
    }
    if (newWindow || this.windowRemaining === undefined) {
      this.othersInFlight = 0;
      this.windowRemaining = remaining;
    } else this.windowRemaining = Math.min(this.windowRemaining, remaining);
    this.budget = this.windowRemaining - Math.max(0, ownInFlight) - this.othersInFlight;
    const resetAt = resetBound === undefined ? known : newWindow ? resetBound : Math.min(known!, resetBound);
    // The time to a reset tells the window's length only where the window has just begun (the service has
    // counted no more than ours in flight): a page that opens mid-window would otherwise take the rest for it.
    const windowBegun = newWindow && limit !== undefined && limit - remaining <= this.active + 1;
    const seenSeconds = resetBound === undefined || !windowBegun ? undefined : Math.round((resetBound - now) / 1000);
    const windowSeconds =
      seenSeconds !== undefined && seenSeconds > 0 && seenSeconds > (this.state.windowSeconds ?? 0)
        ? seenSeconds
        : this.state.windowSeconds;
    this.state = {
      ...this.state,
      limit: limit !== undefined && limit > 0 ? limit : this.state.limit,
      remaining,
      resetAt,
      windowSeconds,
    };
    if (this.state.limit !== undefined) this.usage.observe(this.state.limit, this.windowRemaining);
  }

  /** Another page's counts of a window: taken in now if it is the current one, else once it is known. */
  private carry(snapshot: WindowSnapshot): void {
    const known = this.state.resetAt;
    if (known === undefined || known <= this.now()) this.carried = snapshot;
    else if (Math.abs(known - snapshot.resetAt) <= 1500) {
      this.usage.adopt(snapshot);
      this.publish();
    }
  }

  private waitMs(): number {
    const now = this.now();
    const blockedUntil = this.state.blockedUntil ?? 0;
    if (blockedUntil > now) return blockedUntil - now;
    if (this.budget !== undefined && this.budget <= 0) {
      const resetAt = Math.min(this.state.resetAt ?? 0, now + MAX_WAIT_MS);
      if (resetAt > now) return resetAt - now + 20;
      // A new window: unknown until the next answer.
      this.budget = undefined;
      this.windowRemaining = undefined;
    }
    return 0;
  }

  /**
   * Takes a slot for one request. A slot that is free now is taken at once, without a promise, so that
   * a request made while React draws (a prefetch) leaves before the drawing ends; otherwise the request
   * queues and the promise settles when a slot frees up.
   */
  private acquire(background: boolean, signal?: AbortSignal): Promise<void> | undefined {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const ahead = background ? this.queue.length : this.queue.filter((waiter) => !waiter.background).length;
    if (ahead === 0 && this.mayGo(background) && this.waitMs() === 0) {
      this.occupy(background);
      this.publish();
      return undefined;
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { deadline: this.now() + this.queueDeadlineMs, background, resolve, reject, signal };
      if (signal) {
        waiter.onAbort = () => {
          const index = this.queue.indexOf(waiter);
          if (index >= 0) this.queue.splice(index, 1);
          this.publish();
          reject(signal.reason);
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      this.queue.push(waiter);
      this.pump();
    });
  }

  private hasFreeSlot(): boolean {
    return this.active < (this.probing ? 1 : this.concurrency);
  }

  /**
   * Whether a request of this lane may take a slot now (the window's wait aside). Background requests leave
   * one slot free for the person, and while the budget is unknown send one at a time, whose answer tells it.
   * In a known window they send only while the budget stays above the reserve, within their share of the
   * limit, and while no other client of the identity spends it (see backgroundHold).
   */
  private mayGo(background: boolean): boolean {
    if (!this.hasFreeSlot()) return false;
    if (!background) return true;
    if (this.backgroundActive >= this.concurrency - 1) return false;
    const { limit, resetAt } = this.state;
    // Without a known, current window the budget is a guess: one request at a time learns the new one.
    if (this.budget === undefined || limit === undefined || resetAt === undefined || resetAt <= this.now())
      return this.active === 0;
    return this.budget > Math.ceil(limit * BACKGROUND_RESERVE) && this.backgroundHold() === undefined;
  }

  /** Why the background lane leaves the rest of a known window alone: its share is spent, or others spend it. */
  private backgroundHold(): RateLimitState['backgroundHeld'] {
    const { limit, resetAt } = this.state;
    if (limit === undefined || resetAt === undefined || resetAt <= this.now()) return undefined;
    if (this.usage.othersSpending()) return 'others';
    const share = this.backgroundShare();
    if (share !== undefined && this.usage.current.index >= Math.max(1, Math.floor(limit * share))) return 'share';
    return undefined;
  }

  private occupy(background: boolean): void {
    this.active++;
    if (background) this.backgroundActive++;
    if (this.budget !== undefined) this.budget--;
    this.usage.sent(background);
  }

  private release(background: boolean): void {
    this.active--;
    if (background) this.backgroundActive--;
    this.pump();
  }

  /** The next waiter to let go: the first interactive one, else the first background one that may go. */
  private nextWaiter(): Waiter | undefined {
    const interactive = this.queue.find((waiter) => !waiter.background);
    if (interactive) return this.mayGo(false) ? interactive : undefined;
    return this.queue.find((waiter) => this.mayGo(waiter.background));
  }

  private pump(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.expire();
    let waiting: RateLimitState['waiting'];
    let heldUntil: number | undefined;
    for (let waiter = this.nextWaiter(); waiter; waiter = this.nextWaiter()) {
      const wait = this.waitMs();
      if (wait > 0) {
        const now = this.now();
        heldUntil = now + wait;
        // Only what the person waits for is shown as a wait; the index's walk waits unseen.
        if (!waiter.background)
          waiting = { until: heldUntil, reason: (this.state.blockedUntil ?? 0) > now ? 'rate-limited' : 'quota-spent' };
        break;
      }
      this.queue.splice(this.queue.indexOf(waiter), 1);
      if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
      this.occupy(waiter.background);
      waiter.resolve();
    }
    if (this.queue.length > 0) {
      // Background requests held by the reserve go again when the window resets.
      const reserveHeld =
        this.queue.some((waiter) => waiter.background) && heldUntil === undefined ? this.state.resetAt : undefined;
      // Wake up when the wait ends or the next queued request's deadline passes, whichever comes first.
      const wakeAt = Math.min(
        heldUntil ?? Infinity,
        reserveHeld !== undefined && reserveHeld > this.now() ? reserveHeld + 20 : Infinity,
        ...this.queue.map((waiter) => waiter.deadline),
      );
      if (wakeAt !== Infinity) this.timer = setTimeout(() => this.pump(), Math.max(0, wakeAt - this.now()));
    }
    // A 429 block is shown even when nothing is queued yet: the next request will wait too.
    const blockedUntil = this.state.blockedUntil ?? 0;
    if (!waiting && blockedUntil > this.now()) waiting = { until: blockedUntil, reason: 'rate-limited' };
    this.state = { ...this.state, waiting };
    this.publish();
  }

  /** Fails the queued requests whose deadline has passed. */
  private expire(): void {
    const now = this.now();
    for (const waiter of this.queue.filter((queued) => queued.deadline <= now)) {
      this.queue.splice(this.queue.indexOf(waiter), 1);
      if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
      waiter.reject(new RateLimitWaitError(now - (waiter.deadline - this.queueDeadlineMs)));
    }
  }

  private publish(): void {
    const backgroundQueued = this.queue.filter((waiter) => waiter.background).length;
    const window = this.usage.current;
    if (window !== this.state.window && this.state.resetAt !== undefined)
      this.shared?.remember?.({ resetAt: this.state.resetAt, yours: window.yours, index: window.index });
    const next = {
      ...this.state,
      active: this.active,
      queued: this.queue.length - backgroundQueued,
      background: { active: this.backgroundActive, queued: backgroundQueued },
      window,
      backgroundHeld: this.backgroundHold(),
    };
    this.state = next;
    this.stateListeners.forEach((listener) => listener(next));
  }

  private emitEvent(event: SchedulerEvent): void {
    this.eventListeners.forEach((listener) => listener(event));
  }
}
