import { ApiError } from './errors';
import type { ApiRequest, ApiResponse } from './http';

export interface RateLimitState {
  limit?: number;
  /** Requests left in the window, as the service last said. */
  remaining?: number;
  /** When the service's window resets (ms since epoch), as tightly as its answers bound it. */
  resetAt?: number;
  /** Every request of this identity waits until then after a 429 (ms since epoch). */
  blockedUntil?: number;
  active: number;
  queued: number;
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
  now?: () => number;
  random?: () => number;
}

interface Waiter {
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
  private readonly now: () => number;
  private readonly random: () => number;

  private active = 0;
  private readonly queue: Waiter[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Requests we may still send in this window; undefined while unknown. */
  private budget: number | undefined;
  /** After a 429, one request at a time until one succeeds. */
  private probing = false;
  private state: RateLimitState = { active: 0, queued: 0 };
  private readonly stateListeners = new Set<(state: RateLimitState) => void>();
  private readonly eventListeners = new Set<(event: SchedulerEvent) => void>();

  constructor(options: SchedulerOptions = {}) {
    this.concurrency = options.concurrency ?? 4;
    this.maxRetries = options.maxRetries ?? 3;
    this.retryWindowMs = options.retryWindowMs ?? 60_000;
    this.minimumWaitMs = options.minimumWaitMs ?? 250;
    this.jitterMs = options.jitterMs ?? 400;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
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
    for (let retries = 0; ; retries++) {
      const waiting = this.acquire(request.signal);
      if (waiting) await waiting;
      try {
        this.emitEvent({ type: 'send', at: this.now(), method: request.method, path: request.path });
        const response = await send(request);
        this.observe(response.headers);
        this.probing = false;
        return response;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 429) throw error;
        // A 429 is a confirmed rejection: nothing happened, so even a write may be sent again. Any
        // other failure ends here; for a write it may have taken effect.
        const until = this.block(error);
        this.emitEvent({
          type: 'rate-limited',
          at: this.now(),
          method: request.method,
          path: request.path,
          retryAfterSeconds: error.retryAfterSeconds ?? 0,
          until,
        });
        if (retries >= this.maxRetries || until - started > this.retryWindowMs) throw error;
      } finally {
        this.release();
      }
    }
  }

  private block(error: ApiError): number {
    if (error.headers) this.observe(error.headers);
    const waitMs = Math.max((error.retryAfterSeconds ?? 0) * 1000, this.minimumWaitMs) + this.random() * this.jitterMs;
    const until = this.now() + waitMs;
    this.state = { ...this.state, blockedUntil: Math.max(this.state.blockedUntil ?? 0, until), remaining: 0 };
    this.budget = undefined;
    this.probing = true;
    this.pump();
    return until;
  }

  /** Reads X-RateLimit-* into the budget; Reset may be seconds from now or an epoch time in seconds. */
  private observe(headers: Headers): void {
    const limit = Number(headers.get('x-ratelimit-limit'));
    const remaining = Number(headers.get('x-ratelimit-remaining'));
    const reset = Number(headers.get('x-ratelimit-reset'));
    if (!headers.has('x-ratelimit-remaining') || !Number.isFinite(remaining)) return;
    const now = this.now();
    let resetAt = this.state.resetAt;
    if (headers.has('x-ratelimit-reset') && Number.isFinite(reset)) {
      // Each answer bounds the reset from above (the service rounds up); the smallest bound is the best.
      const bound = reset > 1e9 ? reset * 1000 : now + reset * 1000;
      resetAt = resetAt === undefined || resetAt <= now || bound > resetAt + 1000 ? bound : Math.min(resetAt, bound);
    }
    // Requests still in flight will be counted by the service too.
    this.budget = remaining - Math.max(0, this.active - 1);
    this.state = { ...this.state, limit: Number.isFinite(limit) && limit > 0 ? limit : this.state.limit, remaining, resetAt };
    this.publish();
  }

  private waitMs(): number {
    const now = this.now();
    const blockedUntil = this.state.blockedUntil ?? 0;
    if (blockedUntil > now) return blockedUntil - now;
    if (this.budget !== undefined && this.budget <= 0) {
      const resetAt = this.state.resetAt ?? 0;
      if (resetAt > now) return resetAt - now + 20;
      this.budget = undefined; // a new window: unknown until the next answer
    }
    return 0;
  }

  /**
   * Takes a slot for one request. A slot that is free now is taken at once, without a promise, so that
   * a request made while React draws (a prefetch) leaves before the drawing ends; otherwise the request
   * queues and the promise settles when a slot frees up.
   */
  private acquire(signal?: AbortSignal): Promise<void> | undefined {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.queue.length === 0 && this.hasFreeSlot() && this.waitMs() === 0) {
      this.occupy();
      this.publish();
      return undefined;
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, signal };
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

  private occupy(): void {
    this.active++;
    if (this.budget !== undefined) this.budget--;
  }

  private release(): void {
    this.active--;
    this.pump();
  }

  private pump(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.queue.length > 0 && this.hasFreeSlot()) {
      const wait = this.waitMs();
      if (wait > 0) {
        this.timer = setTimeout(() => this.pump(), wait);
        break;
      }
      const waiter = this.queue.shift()!;
      if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
      this.occupy();
      waiter.resolve();
    }
    this.publish();
  }

  private publish(): void {
    const next = { ...this.state, active: this.active, queued: this.queue.length };
    this.state = next;
    this.stateListeners.forEach((listener) => listener(next));
  }

  private emitEvent(event: SchedulerEvent): void {
    this.eventListeners.forEach((listener) => listener(event));
  }
}
