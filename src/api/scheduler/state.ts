import type { WindowCounts } from './windowUsage';

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

/** Listeners of one kind of news (the state, the events), each told in the order they came. */
export class Listeners<T> {
  private readonly listeners = new Set<(news: T) => void>();

  add(listener: (news: T) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  tell(news: T): void {
    this.listeners.forEach((listener) => listener(news));
  }
}
