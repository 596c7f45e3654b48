import { MAX_WAIT_MS, readCount, readReset } from '../../../common/rateLimitHeaders';
import type { BudgetMessage, WindowSnapshot } from './sharedBudget';
import { WindowUsage, type WindowCounts } from './windowUsage';

/** What the service's answers told of its current window. */
export interface WindowFacts {
  limit?: number;
  /** Requests left in the window, as the service last said. */
  remaining?: number;
  /** When the window resets (ms since epoch), as tightly as the answers bound it. */
  resetAt?: number;
  /** The window's length in whole seconds, once an answer at a window's start has shown it. */
  windowSeconds?: number;
}

/** This tab's requests in flight: the service may not have counted them yet. */
export interface InFlight {
  active: number;
  background: number;
}

/** Counts of a window from another page that match the one known when their resets are this close. */
const SAME_WINDOW_MS = 1500;
/**
 * Others' pace is read over at least this part of the window: a few requests in its first moments would
 * otherwise project to more than the limit.
 */
const SHORTEST_PACE = 0.1;

/**
 * The window arithmetic: how many requests the identity may still send in the service's current window,
 * from every answer's X-RateLimit-* (this tab's and, through the shared budget, other tabs'), the requests
 * sent but not answered yet, and who spent the rest (see WindowUsage).
 */
export class RateWindow {
  /** Requests we may still send in this window; undefined while unknown. */
  private left: number | undefined;
  /** The lowest count of requests left that any answer in this window gave. */
  private windowRemaining: number | undefined;
  /** Requests other tabs of the identity sent in this window whose answers have not been heard of. */
  private othersInFlight = 0;
  private readonly usage = new WindowUsage();
  /** When this tab first heard of the current window: its start, as far as it knows, until the length is known. */
  private openedAt: number | undefined;
  facts: WindowFacts = {};

  /** `carried`: counts of the current window from an earlier page, taken in once this tab knows that window. */
  constructor(private carried: WindowSnapshot | undefined) {}

  get budget(): number | undefined {
    return this.left;
  }

  get counts(): WindowCounts {
    return this.usage.current;
  }

  /**
   * How many requests other clients of the identity will have spent by the window's end, at the pace they have
   * kept so far in it. Only for a known window.
   */
  othersExpected(now: number): number {
    const resetAt = this.facts.resetAt!;
    const length = this.facts.windowSeconds ? this.facts.windowSeconds * 1000 : resetAt - (this.openedAt ?? now);
    const seen = this.usage.othersSeen();
    if (length <= 0) return seen;
    return Math.ceil((seen * length) / Math.max(now - (resetAt - length), length * SHORTEST_PACE));
  }

  /** Whether the window is known and has not reset yet. */
  known(now: number): boolean {
    return this.facts.limit !== undefined && this.facts.resetAt !== undefined && this.facts.resetAt > now;
  }

  /** One of this tab's requests goes. */
  sent(background: boolean): void {
    if (this.left !== undefined) this.left--;
    this.usage.sent(background);
  }

  /** One of this tab's requests was not counted after all: given back unsent, or refused by a 429. */
  unsent(background: boolean): void {
    if (this.left !== undefined) this.left++;
    this.usage.unsent(background);
  }

  /** Another tab of the identity sent a request. */
  sentElsewhere(background: boolean): void {
    this.othersInFlight++;
    this.usage.sent(background);
    if (this.left !== undefined) this.left--;
  }

  /** A 429: nothing is known of the window until the next answer. */
  blocked(): void {
    this.left = undefined;
    this.windowRemaining = undefined;
    this.facts = { ...this.facts, remaining: 0 };
  }

  /**
   * How long a spent window holds the next request (0: it may go). A window whose reset has passed is
   * forgotten: the next answer tells the new one.
   */
  waitWhenSpent(now: number): number {
    if (this.left === undefined || this.left > 0) return 0;
    const resetAt = Math.min(this.facts.resetAt ?? 0, now + MAX_WAIT_MS);
    if (resetAt > now) return resetAt - now + 20;
    this.left = undefined;
    this.windowRemaining = undefined;
    return 0;
  }

  /**
   * Reads an answer's X-RateLimit-* of this tab's (they are hints: a negative or unreadable Remaining is
   * ignored, and Reset is read by readReset); the message to tell the other tabs, if there was anything to read.
   */
  observe(headers: Headers, background: boolean, inFlight: InFlight, now: number): BudgetMessage | undefined {
    const remaining = readCount(headers.get('x-ratelimit-remaining'));
    if (remaining === undefined) return undefined;
    // The request answered is still counted as active.
    this.learn(
      remaining,
      readCount(headers.get('x-ratelimit-limit')),
      readReset(headers.get('x-ratelimit-reset'), now),
      inFlight.active - 1,
      now,
      inFlight,
      { background, ownActive: true },
    );
    return { type: 'observed', limit: this.facts.limit, remaining, resetAt: this.facts.resetAt, background };
  }

  /** Another tab's request was answered (a new window forgets them all, see learn). */
  answeredElsewhere(message: Extract<BudgetMessage, { type: 'observed' }>, inFlight: InFlight, now: number): void {
    this.othersInFlight = Math.max(0, this.othersInFlight - 1);
    const resetBound = message.resetAt !== undefined ? Math.min(message.resetAt, now + MAX_WAIT_MS) : undefined;
    // The other tab's answer may not count this tab's requests in flight.
    this.learn(message.remaining, message.limit, resetBound, inFlight.active, now, inFlight, {
      background: message.background ?? false,
      ownActive: false,
    });
  }

  /** Another page's counts of a window: taken in now if it is the current one (true), else once it is known. */
  carry(snapshot: WindowSnapshot, now: number): boolean {
    const known = this.facts.resetAt;
    if (known === undefined || known <= now) this.carried = snapshot;
    else if (Math.abs(known - snapshot.resetAt) <= SAME_WINDOW_MS) {
      this.usage.adopt(snapshot);
      return true;
    }
    return false;
  }

  /**
   * Takes in an answer's count of requests left, from this tab or another. An answer whose reset lies clearly
   * beyond the one known (or none is known, or it has passed) opens a new window. Within a window the
   * service's count only falls, so the lowest one heard is its latest: an answer read late must not raise it.
   * From it go the requests the service may not have counted yet: this tab's in flight, and other tabs' sent
   * but not yet answered. Each answer bounds the reset from above (the service rounds up); the smallest bound
   * is the best. `answered` is the request whose answer this is: its lane, and whether it is one of this tab's
   * active requests.
   */
  private learn(
    remaining: number,
    limit: number | undefined,
    resetBound: number | undefined,
    ownInFlight: number,
    now: number,
    inFlight: InFlight,
    answered: { background: boolean; ownActive: boolean },
  ): void {
    const known = this.facts.resetAt;
    // A later reset alone does not open a new window: an answer read late (a busy page) gives a later one too,
    // and taking it for a new window would forget the window's requests and credit them to someone else. In a
    // new window the service's count of requests left also goes back up, by more than ours in flight (whose
    // answers may be read out of order) account for.
    const countRose =
      this.windowRemaining === undefined ||
      remaining > this.windowRemaining + Math.max(0, ownInFlight) + this.othersInFlight + 1;
    const newWindow =
      known === undefined || known <= now || (resetBound !== undefined && resetBound > known + 1000 && countRose);
    if (newWindow) {
      this.openedAt = now;
      // Of ours, only what is in flight (and the request answered) can be in the new window.
      const otherTab = answered.ownActive ? 0 : 1;
      this.usage.reset({
        yours: inFlight.active - inFlight.background + this.othersInFlight + (answered.background ? 0 : otherTab),
        index: inFlight.background + (answered.background ? otherTab : 0),
      });
    }
    if (newWindow && this.carried && resetBound !== undefined) {
      const carried = this.carried;
      this.carried = undefined;
      if (Math.abs(carried.resetAt - resetBound) <= SAME_WINDOW_MS) this.usage.adopt(carried);
    }
    if (newWindow || this.windowRemaining === undefined) {
      this.othersInFlight = 0;
      this.windowRemaining = remaining;
    } else this.windowRemaining = Math.min(this.windowRemaining, remaining);
    this.left = this.windowRemaining - Math.max(0, ownInFlight) - this.othersInFlight;
    const resetAt = resetBound === undefined ? known : newWindow ? resetBound : Math.min(known!, resetBound);
    // The time to a reset tells the window's length only where the window has just begun (the service has
    // counted no more than ours in flight): a page that opens mid-window would otherwise take the rest for it.
    const windowBegun = newWindow && limit !== undefined && limit - remaining <= inFlight.active + 1;
    const seenSeconds = resetBound === undefined || !windowBegun ? undefined : Math.round((resetBound - now) / 1000);
    const windowSeconds =
      seenSeconds !== undefined && seenSeconds > 0 && seenSeconds > (this.facts.windowSeconds ?? 0)
        ? seenSeconds
        : this.facts.windowSeconds;
    this.facts = {
      limit: limit !== undefined && limit > 0 ? limit : this.facts.limit,
      remaining,
      resetAt,
      windowSeconds,
    };
    if (this.facts.limit !== undefined) this.usage.observe(this.facts.limit, this.windowRemaining);
  }
}
