import { ApiError } from '../errors';
import type { ApiRequest, ApiResponse } from '../http';
import { MAX_WAIT_MS } from '../../../common/rateLimitHeaders';
import { RateWindow, type InFlight } from './rateWindow';
import { RetryPolicy, type RetryPolicyOptions } from '../../../common/retryPolicy';
import type { BudgetMessage, SharedBudget } from './sharedBudget';
import { Listeners, type RateLimitState, type SchedulerEvent } from './state';

export { MAX_WAIT_MS, readReset } from '../../../common/rateLimitHeaders';
export { broadcastBudget, type BudgetMessage, type SharedBudget, type WindowSnapshot } from './sharedBudget';
export type { RateLimitState, SchedulerEvent } from './state';

/** Below this many requests left in the window, the identity's tabs send one at a time (see takeTurn). */
const LAST_REQUESTS = 3;
/** The share of the window's limit that background requests leave for interactive ones. */
export const BACKGROUND_RESERVE = 0.2;
/** How often the background lane, held while others spend the window, looks again at their pace. */
const OTHERS_RECHECK_MS = 1000;
/** How long a request may wait in the queue; then it fails with a RateLimitWaitError instead of waiting on. */
export const QUEUE_DEADLINE_MS = 10 * 60_000;

/** A request that waited QUEUE_DEADLINE_MS for the rate limit without being sent. */
export class RateLimitWaitError extends Error {
  constructor(readonly waitedMs: number) {
    super(`the request waited ${Math.round(waitedMs / 1000)} s for the service's rate limit and was not sent`);
    this.name = 'RateLimitWaitError';
  }
}

export interface SchedulerOptions extends RetryPolicyOptions {
  concurrency?: number;
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
 * One per identity, shared by every request of that identity. It caps concurrency in two lanes (the
 * person's requests and the search index's background walk), paces proactively (holds requests when the
 * window's budget is spent instead of provoking a 429; see RateWindow), blocks everything after a 429 until
 * Retry-After plus jitter has passed, retries after a 429 a bounded number of times (see RetryPolicy), and
 * never repeats a request after any other failure: a write whose outcome is unknown is not retried.
 */
export class RequestScheduler {
  private readonly concurrency: number;
  private readonly queueDeadlineMs: number;
  private readonly backgroundShare: () => number | undefined;
  private readonly shared: SharedBudget | undefined;
  private readonly now: () => number;
  private readonly retry: RetryPolicy;
  private readonly window: RateWindow;

  private active = 0;
  private backgroundActive = 0;
  private readonly queue: Waiter[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** After a 429, one request at a time until one succeeds. */
  private probing = false;
  /** Every request of this identity waits until then after a 429 (ms since epoch). */
  private blockedUntil: number | undefined;
  private waiting: RateLimitState['waiting'];
  private state: RateLimitState;
  private readonly stateListeners = new Listeners<RateLimitState>();
  private readonly eventListeners = new Listeners<SchedulerEvent>();

  constructor(options: SchedulerOptions = {}) {
    this.concurrency = options.concurrency ?? 4;
    this.queueDeadlineMs = options.queueDeadlineMs ?? QUEUE_DEADLINE_MS;
    this.backgroundShare = options.backgroundShare ?? (() => undefined);
    this.now = options.now ?? Date.now;
    this.retry = new RetryPolicy(options);
    this.window = new RateWindow(options.shared?.recall?.());
    this.state = { active: 0, queued: 0, background: { active: 0, queued: 0 }, window: this.window.counts };
    // Last, once the scheduler is whole: a tab opened now asks the others what they know (a block in force,
    // the window's state).
    this.shared = options.shared;
    this.shared?.subscribe((message) => this.hear(message));
    this.shared?.post({ type: 'hello' });
  }

  getState(): RateLimitState {
    return this.state;
  }

  subscribe(listener: (state: RateLimitState) => void): () => void {
    return this.stateListeners.add(listener);
  }

  onEvent(listener: (event: SchedulerEvent) => void): () => void {
    return this.eventListeners.add(listener);
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
        this.eventListeners.tell({ type: 'send', at: this.now(), method: request.method, path: request.path });
        const response = await send(request);
        this.observe(response.headers, background);
        this.probing = false;
        return response;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 429) throw error;
        const until = this.block(error, background);
        this.eventListeners.tell({
          type: 'rate-limited',
          at: this.now(),
          method: request.method,
          path: request.path,
          retryAfterSeconds: error.retryAfterSeconds ?? 0,
          until,
        });
        if (!this.retry.retries({ retries, started, until, background })) throw error;
      } finally {
        this.release(background);
      }
    }
  }

  private get inFlight(): InFlight {
    return { active: this.active, background: this.backgroundActive };
  }

  /** While the window's last few requests are being spent, the identity's tabs send one at a time. */
  private needsTurn(): boolean {
    const { budget } = this.window;
    return this.shared?.exclusive !== undefined && budget !== undefined && budget < LAST_REQUESTS;
  }

  /**
   * Sends the held slot's request in a turn among the tabs, so that two tabs that each see one request left
   * do not both send it; false when another tab took the last one meanwhile (the slot is given back).
   */
  private async takeTurn(background: boolean): Promise<boolean> {
    const sent = await this.shared!.exclusive!(async () => {
      // Let what other tabs posted before passing the turn on be heard first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const { budget } = this.window;
      if (budget !== undefined && budget < 0) return false;
      this.shared!.post({ type: 'sent', background });
      return true;
    });
    if (!sent) {
      this.window.unsent(background);
      this.release(background);
    }
    return sent;
  }

  private block(error: ApiError, background: boolean): number {
    // A 429 was not counted by the service: it is not ours in the window.
    this.window.unsent(background);
    if (error.headers) this.observe(error.headers, background);
    const until = this.now() + this.retry.waitAfter(error);
    this.shared?.post({ type: 'blocked', until });
    this.blockUntil(until);
    return until;
  }

  private blockUntil(until: number): void {
    this.blockedUntil = Math.max(this.blockedUntil ?? 0, until);
    this.window.blocked();
    this.probing = true;
    this.pump();
  }

  /** What another tab of this identity saw: its block is ours, its requests and answers count here too. */
  private hear(message: BudgetMessage): void {
    const now = this.now();
    if (message.type === 'hello') {
      const { remaining, limit, resetAt } = this.window.facts;
      if (this.blockedUntil !== undefined && this.blockedUntil > now)
        this.shared?.post({ type: 'blocked', until: this.blockedUntil });
      if (remaining !== undefined) this.shared?.post({ type: 'observed', limit, remaining, resetAt });
      if (resetAt !== undefined && resetAt > now) this.shared?.post({ type: 'window', resetAt, ...this.window.counts });
    } else if (message.type === 'window') {
      if (this.window.carry(message, now)) this.publish();
    } else if (message.type === 'blocked') {
      this.blockUntil(Math.min(message.until, now + MAX_WAIT_MS));
    } else if (message.type === 'sent') {
      this.window.sentElsewhere(message.background ?? false);
    } else {
      this.window.answeredElsewhere(message, this.inFlight, now);
      this.pump();
    }
  }

  private observe(headers: Headers, background: boolean): void {
    const told = this.window.observe(headers, background, this.inFlight, this.now());
    if (!told) return;
    this.shared?.post(told);
    this.publish();
  }

  private waitMs(): number {
    const now = this.now();
    const blockedUntil = this.blockedUntil ?? 0;
    if (blockedUntil > now) return blockedUntil - now;
    return this.window.waitWhenSpent(now);
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
   * limit, and within what other clients of the identity leave (see backgroundHold).
   */
  private mayGo(background: boolean): boolean {
    if (!this.hasFreeSlot()) return false;
    if (!background) return true;
    if (this.backgroundActive >= this.concurrency - 1) return false;
    const { budget } = this.window;
    // Without a known, current window the budget is a guess: one request at a time learns the new one.
    if (budget === undefined || !this.window.known(this.now())) return this.active === 0;
    return budget > Math.ceil(this.window.facts.limit! * BACKGROUND_RESERVE) && this.backgroundHold() === undefined;
  }

  /**
   * Why the background lane sends no more in a known window: its share is spent, or what is left of the limit
   * (less the person's reserve) once other clients of the identity have spent what they are expected to by the
   * window's end is spent. A client that needs little leaves the index its whole share; one that needs most of
   * the window gets it.
   */
  private backgroundHold(): RateLimitState['backgroundHeld'] {
    const now = this.now();
    if (!this.window.known(now)) return undefined;
    const share = this.backgroundShare();
    const limit = this.window.facts.limit!;
    const beside = limit - Math.ceil(limit * BACKGROUND_RESERVE) - this.window.othersExpected(now);
    const own = share === undefined ? Infinity : Math.max(1, Math.floor(limit * share));
    const spent = this.window.counts.index;
    if (spent >= own) return 'share';
    if (spent >= beside) return 'others';
    return undefined;
  }

  private occupy(background: boolean): void {
    this.active++;
    if (background) this.backgroundActive++;
    this.window.sent(background);
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
          waiting = { until: heldUntil, reason: (this.blockedUntil ?? 0) > now ? 'rate-limited' : 'quota-spent' };
        break;
      }
      this.queue.splice(this.queue.indexOf(waiter), 1);
      if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
      this.occupy(waiter.background);
      waiter.resolve();
    }
    if (this.queue.length > 0) {
      const backgroundRecheck =
        this.queue.some((waiter) => waiter.background) && heldUntil === undefined
          ? this.backgroundRecheckAt()
          : undefined;
      // Wake up when the wait ends or the next queued request's deadline passes, whichever comes first.
      const wakeAt = Math.min(
        heldUntil ?? Infinity,
        backgroundRecheck !== undefined && backgroundRecheck > this.now() ? backgroundRecheck + 20 : Infinity,
        ...this.queue.map((waiter) => waiter.deadline),
      );
      if (wakeAt !== Infinity) this.timer = setTimeout(() => this.pump(), Math.max(0, wakeAt - this.now()));
    }
    // A 429 block is shown even when nothing is queued yet: the next request will wait too.
    const blockedUntil = this.blockedUntil ?? 0;
    if (!waiting && blockedUntil > this.now()) waiting = { until: blockedUntil, reason: 'rate-limited' };
    this.waiting = waiting;
    this.publish();
  }

  /**
   * When background requests held by the window look again: when it resets (the reserve and their share come
   * back), or sooner while others spend it (their expected spending falls if they slow down).
   */
  private backgroundRecheckAt(): number | undefined {
    const { resetAt } = this.window.facts;
    if (resetAt === undefined || this.backgroundHold() !== 'others') return resetAt;
    return Math.min(resetAt, this.now() + OTHERS_RECHECK_MS);
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
    const window = this.window.counts;
    const { resetAt } = this.window.facts;
    if (window !== this.state.window && resetAt !== undefined)
      this.shared?.remember?.({ resetAt, yours: window.yours, index: window.index });
    const next: RateLimitState = {
      ...this.window.facts,
      blockedUntil: this.blockedUntil,
      waiting: this.waiting,
      active: this.active,
      queued: this.queue.length - backgroundQueued,
      background: { active: this.backgroundActive, queued: backgroundQueued },
      window,
      backgroundHeld: this.backgroundHold(),
    };
    this.state = next;
    this.stateListeners.tell(next);
  }
}
