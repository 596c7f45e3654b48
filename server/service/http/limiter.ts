/** Fixed-window request counter per identity (an authenticated principal, or a client address for failed authentications). */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (whole seconds, at least 1 while a window is open). */
  resetSeconds: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.limit > 0;
  }

  /** Counts one request of the identity, if its window has room. */
  take(identity: string): RateDecision {
    let window = this.current(identity);
    if (!window) this.windows.set(identity, (window = { start: this.now(), count: 0 }));
    if (window.count >= this.limit) return this.decision(window, false);
    window.count++;
    return this.decision(window, true);
  }

  /** Whether the identity's window has room, without counting anything (nor opening a window). */
  peek(identity: string): RateDecision {
    const window = this.current(identity) ?? { start: this.now(), count: 0 };
    return this.decision(window, window.count < this.limit);
  }

  /** The identity's window while it lasts. */
  private current(identity: string) {
    const window = this.windows.get(identity);
    return window && this.now() - window.start < this.windowSeconds * 1000 ? window : undefined;
  }

  private decision(window: { start: number; count: number }, allowed: boolean): RateDecision {
    const resetSeconds = Math.max(1, Math.ceil((window.start + this.windowSeconds * 1000 - this.now()) / 1000));
    return { allowed, limit: this.limit, remaining: Math.max(0, this.limit - window.count), resetSeconds };
  }
}
