import { MAX_WAIT_MS } from './rateLimitHeaders.js';

export interface RetryPolicyOptions {
  /** Retries after 429, at most, within retryWindowMs (the spec's example client: 3 within 60 s). */
  maxRetries?: number;
  retryWindowMs?: number;
  /** The least a 429 makes everyone wait, even when Retry-After is 0. */
  minimumWaitMs?: number;
  /** Random extra wait after a 429, so that clients do not come back in step. */
  jitterMs?: number;
  random?: () => number;
}

/**
 * What a 429 costs: everyone of the identity waits Retry-After (at least minimumWaitMs) plus a random
 * jitter, never more than MAX_WAIT_MS, and the request goes again a bounded number of times within a
 * bounded time. A 429 is the only failure retried: it is a confirmed rejection, so even a write may be sent
 * again, where after any other failure a write may have taken effect.
 */
export class RetryPolicy {
  private readonly maxRetries: number;
  private readonly retryWindowMs: number;
  private readonly minimumWaitMs: number;
  private readonly jitterMs: number;
  private readonly random: () => number;

  constructor(options: RetryPolicyOptions = {}) {
    this.maxRetries = options.maxRetries ?? 3;
    this.retryWindowMs = options.retryWindowMs ?? 60_000;
    this.minimumWaitMs = options.minimumWaitMs ?? 250;
    this.jitterMs = options.jitterMs ?? 400;
    this.random = options.random ?? Math.random;
  }

  /** How long a 429 blocks every request of the identity. */
  waitAfter(error: { retryAfterSeconds?: number }): number {
    const retryAfterMs =
      Number.isFinite(error.retryAfterSeconds) && error.retryAfterSeconds! > 0 ? error.retryAfterSeconds! * 1000 : 0;
    return Math.min(Math.max(retryAfterMs, this.minimumWaitMs) + this.random() * this.jitterMs, MAX_WAIT_MS);
  }

  /**
   * Whether a request refused with a 429 goes again once the block ends: not a background one (its walk waits
   * for the block and resumes on its own), not past maxRetries, and not once it would end past retryWindowMs.
   */
  retries({
    retries,
    started,
    until,
    background,
  }: {
    retries: number;
    started: number;
    until: number;
    background: boolean;
  }): boolean {
    return !background && retries < this.maxRetries && until - started <= this.retryWindowMs;
  }
}
