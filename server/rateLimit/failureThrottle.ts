/**
 * Failed authentications per client address in fixed windows: past `limit` in one window, the address is
 * refused until the window ends, whatever it sends, so that keys and the administrator token cannot be
 * guessed at the speed of the network.
 */
export class FailureThrottle {
  private readonly windows = new Map<string, { start: number; failures: number }>();

  constructor(
    readonly limit: number,
    readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  private current(address: string) {
    const window = this.windows.get(address);
    if (window && this.now() - window.start < this.windowSeconds * 1000) return window;
    this.windows.delete(address);
    return undefined;
  }

  /** Seconds until the address may try again; undefined while it may. */
  refusedFor(address: string): number | undefined {
    const window = this.current(address);
    if (!window || window.failures < this.limit) return undefined;
    return Math.max(1, Math.ceil((window.start + this.windowSeconds * 1000 - this.now()) / 1000));
  }

  fail(address: string): void {
    const window = this.current(address);
    if (window) window.failures++;
    else this.windows.set(address, { start: this.now(), failures: 1 });
  }
}
