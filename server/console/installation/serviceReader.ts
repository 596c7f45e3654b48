import { readCount, readReset } from '../../../common/rateLimitHeaders.js';
import { RetryPolicy } from '../../../common/retryPolicy.js';

/** A service answer that was not a success: its status, and the service's own message. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const isServiceError = (error: unknown, status?: number): error is ServiceError =>
  error instanceof ServiceError && (status === undefined || error.status === status);

export interface ServiceReaderOptions {
  /** The service's base URL, ending in `/api/v1` (known once the server listens). */
  baseUrl: () => string;
  /** The walker's own application key. */
  apiKey: string;
  /** Percent of the key's limit the walk may spend in a window. */
  sharePercent: number;
  /** Requests in flight at most. */
  parallel?: number;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /** How long one request may take. */
  timeoutMs?: number;
}

/** Failures other than the rate limit a request is tried again after (a dropped connection, a 5xx). */
const FAILURE_RETRIES = 3;
/** 429s one request waits out before the walk's turn ends and the walker waits as a whole. */
const RATE_LIMIT_RETRIES = 5;
/** Whatever the service sends, a window is assumed to reset at least this soon once spent (no headers at all). */
const UNKNOWN_RESET_MS = 1000;

/**
 * The walker's reads of the service, as any client of its API: GET requests with the walker's key, at most
 * `sharePercent` of the limit the rate headers tell, spent per window. The key is the walker's alone, so what
 * the window has spent (limit less remaining) is the walker's own, across restarts and instances. A 429 blocks
 * every request until its Retry-After plus a jitter (the console's RetryPolicy); only reads are sent, so a
 * request is safe to send again, a bounded number of times.
 */
export class ServiceReader {
  private readonly policy: RetryPolicy;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly parallel: number;
  /** The window as the last answer told it. */
  private limit?: number;
  private spent = 0;
  private resetAt = 0;
  private inFlight = 0;
  private blockedUntil = 0;
  private waiters: (() => void)[] = [];
  /** Whether any answer came back: until then, whether the service limits at all is unknown. */
  private heard = false;
  /** Requests sent, for the status, the metrics and the benchmark. */
  sent = 0;
  /** Time spent waiting for the rate limit (a 429's Retry-After, or the window's share spent), for the metrics. */
  rateLimitWaitMs = 0;

  constructor(private readonly options: ServiceReaderOptions) {
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
    this.parallel = options.parallel ?? 4;
    this.policy = new RetryPolicy({ random: options.random, jitterMs: 1000 });
  }

  /** The most this walker may spend in one window, once the service has told the limit. */
  get budget(): number | undefined {
    return this.limit === undefined
      ? undefined
      : Math.max(1, Math.floor((this.limit * this.options.sharePercent) / 100));
  }

  /** Until when the walker waits, if it does. */
  get waitingUntil(): number | undefined {
    const until = Math.max(this.blockedUntil, this.windowSpent() ? this.resetAt : 0);
    return until > this.now() ? until : undefined;
  }

  async get<T>(path: string, query: Record<string, string | number> = {}, signal?: AbortSignal): Promise<T> {
    const url = new URL(`${this.options.baseUrl()}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    let failures = 0;
    let refusals = 0;
    for (;;) {
      await this.turn(signal);
      let response: Response;
      // The walk's signal lives long: each request's listener on it goes when the request does.
      const request = new AbortController();
      const abort = () => request.abort();
      signal?.addEventListener('abort', abort, { once: true });
      const timer = setTimeout(abort, this.options.timeoutMs ?? 30_000);
      try {
        response = await this.fetch(url, {
          headers: { 'x-api-key': this.options.apiKey, accept: 'application/json' },
          signal: request.signal,
        });
      } catch (error) {
        this.done();
        signal?.throwIfAborted();
        if (++failures > FAILURE_RETRIES)
          throw new ServiceError(0, `the service did not answer: ${(error as Error).message}`);
        await pause(1000 * 2 ** (failures - 1), signal);
        continue;
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abort);
      }
      this.observe(response);
      this.done();
      if (response.ok) return (await response.json()) as T;
      const body = (await response.json().catch(() => ({}))) as { message?: string; retryAfterSeconds?: number };
      const retryAfter = readCount(response.headers.get('retry-after')) ?? body.retryAfterSeconds;
      const error = new ServiceError(response.status, body.message ?? `HTTP ${response.status}`, retryAfter);
      if (response.status === 429) {
        this.blockedUntil = Math.max(this.blockedUntil, this.now() + this.policy.waitAfter(error));
        if (++refusals > RATE_LIMIT_RETRIES) throw error;
      } else if (response.status >= 500 && ++failures <= FAILURE_RETRIES) {
        await pause(1000 * 2 ** (failures - 1), signal);
      } else throw error;
    }
  }

  private windowSpent(): boolean {
    const budget = this.budget;
    return budget !== undefined && this.now() < this.resetAt && this.spent + this.inFlight >= budget;
  }

  /** Waits until a request may go: not blocked, within the window's budget, and a free place among the parallel. */
  private async turn(signal?: AbortSignal): Promise<void> {
    for (;;) {
      signal?.throwIfAborted();
      const now = this.now();
      if (now >= this.resetAt && this.limit !== undefined) this.spent = 0;
      // Until the first answer tells the limit (or that there is none), one request at a time.
      const places = this.heard ? this.parallel : 1;
      if (now < this.blockedUntil) await this.waitForLimit(this.blockedUntil - now, signal);
      else if (this.windowSpent())
        await this.waitForLimit(Math.max(this.resetAt - now, 1) + this.policy.waitAfter({}) / 4, signal);
      else if (this.inFlight >= places) await new Promise<void>((resolve) => this.waiters.push(resolve));
      else break;
    }
    this.inFlight++;
    this.sent++;
  }

  private async waitForLimit(ms: number, signal?: AbortSignal): Promise<void> {
    const start = this.now();
    await pause(ms, signal);
    this.rateLimitWaitMs += this.now() - start;
  }

  private done(): void {
    this.inFlight--;
    this.waiters.shift()?.();
  }

  /** What an answer's rate headers say of the window; a later reset is a new window. */
  private observe(response: Response): void {
    this.heard = true;
    const now = this.now();
    const limit = readCount(response.headers.get('x-ratelimit-limit'));
    const remaining = readCount(response.headers.get('x-ratelimit-remaining'));
    const resetAt = readReset(response.headers.get('x-ratelimit-reset'), now);
    if (limit === undefined || limit === 0 || remaining === undefined) return;
    const spent = Math.max(0, limit - remaining);
    const at = resetAt ?? now + UNKNOWN_RESET_MS;
    // Answers come back out of order: within one window, the most spent is the truth.
    if (at > this.resetAt + 1000 || now >= this.resetAt) this.spent = spent;
    else this.spent = Math.max(this.spent, spent);
    this.resetAt = Math.max(this.resetAt, at);
    this.limit = limit;
  }
}

/** Waits `ms`, or less when `signal` ends. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, ms));
    signal?.addEventListener('abort', done, { once: true });
  });
}
