import { describe, expect, it } from 'vitest';
import { MAX_WAIT_MS } from './rateLimitHeaders';
import { RetryPolicy } from './retryPolicy';

/** A 429's answer, as the console's ApiError and the server's walker both carry it. */
const rateLimited = (retryAfterSeconds?: number) => ({ retryAfterSeconds });

describe('RetryPolicy', () => {
  it('waits Retry-After, at least the minimum, plus up to the jitter, never beyond MAX_WAIT_MS', () => {
    const still = new RetryPolicy({ minimumWaitMs: 250, jitterMs: 400, random: () => 0 });
    const most = new RetryPolicy({ minimumWaitMs: 250, jitterMs: 400, random: () => 0.999 });
    expect(still.waitAfter(rateLimited(2))).toBe(2000);
    expect(still.waitAfter(rateLimited(0))).toBe(250);
    expect(still.waitAfter(rateLimited(undefined))).toBe(250);
    expect(still.waitAfter(rateLimited(Number.NaN))).toBe(250);
    expect(most.waitAfter(rateLimited(2))).toBeCloseTo(2399.6);
    expect(still.waitAfter(rateLimited(86_400))).toBe(MAX_WAIT_MS);
  });

  it('sends again a bounded number of times within a bounded time, and never a background request', () => {
    const policy = new RetryPolicy({ maxRetries: 3, retryWindowMs: 60_000 });
    const attempt = { retries: 0, started: 0, until: 5_000, background: false };
    expect(policy.retries(attempt)).toBe(true);
    expect(policy.retries({ ...attempt, retries: 2 })).toBe(true);
    expect(policy.retries({ ...attempt, retries: 3 })).toBe(false);
    expect(policy.retries({ ...attempt, until: 60_000 })).toBe(true);
    expect(policy.retries({ ...attempt, until: 60_001 })).toBe(false);
    expect(policy.retries({ ...attempt, background: true })).toBe(false);
  });
});
