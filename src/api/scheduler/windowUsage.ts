/** Requests of the identity in the service's current window, by who sent them. */
export interface WindowCounts {
  /** The person's, from every tab of the console. */
  yours: number;
  /** The search index's background walk. */
  index: number;
  /** Other clients of the same identity (an integration, a script, a colleague's console): what the service counted beyond ours. */
  others: number;
}

/** Others' requests in a window that are still taken for noise (a tab's "sent" heard late, a rounding service). */
const OTHERS_TOLERANCE = 2;

/**
 * Who spends the identity's window. The service only says how many requests are left; the console counts the
 * ones it sent itself (every tab, both lanes), so whatever the service counted beyond those is another client's.
 * The count of ours includes requests the service may not have counted yet, so others' is never overstated.
 */
export class WindowUsage {
  private yours = 0;
  private index = 0;
  /** What the service has counted in this window, as far as its answers have said. */
  private spent = 0;
  private counts: WindowCounts = { yours: 0, index: 0, others: 0 };

  /** The counts (the same object until one changes). */
  get current(): WindowCounts {
    // Others' is worked out afresh: another tab's request heard of after the answer that counted it stops
    // being taken for someone else's.
    const others = Math.max(0, this.spent - this.yours - this.index);
    if (this.counts.yours !== this.yours || this.counts.index !== this.index || this.counts.others !== others) {
      this.counts = { yours: this.yours, index: this.index, others };
    }
    return this.counts;
  }

  /** A new window: of ours, only the requests in flight (the one just answered among them) can be in it. */
  reset(inFlight: { yours: number; index: number }): void {
    this.yours = inFlight.yours;
    this.index = inFlight.index;
    this.spent = 0;
  }

  /** Takes in what another page of the identity counted in this window (a tab opened, a page reloaded). */
  adopt(counts: { yours: number; index: number }): void {
    this.yours = Math.max(this.yours, counts.yours);
    this.index = Math.max(this.index, counts.index);
  }

  sent(background: boolean): void {
    if (background) this.index++;
    else this.yours++;
  }

  /** A request that the service did not count after all (refused by a 429, or given back unsent). */
  unsent(background: boolean): void {
    if (background) this.index = Math.max(0, this.index - 1);
    else this.yours = Math.max(0, this.yours - 1);
  }

  /** Takes in the window's lowest count of requests left. */
  observe(limit: number, remaining: number): void {
    this.spent = Math.max(this.spent, limit - remaining);
  }

  /** Others' requests in this window, less what may be noise. */
  othersSeen(): number {
    const { others } = this.current;
    return others > OTHERS_TOLERANCE ? others : 0;
  }
}
