/** Fixed-window request counter per identity. */
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

  take(identity: string): RateDecision {
    const now = this.now();
    const windowMs = this.windowSeconds * 1000;
    let window = this.windows.get(identity);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(identity, window);
    }
    const resetSeconds = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    if (window.count >= this.limit) return { allowed: false, limit: this.limit, remaining: 0, resetSeconds };
    window.count++;
    return { allowed: true, limit: this.limit, remaining: this.limit - window.count, resetSeconds };
  }
}
