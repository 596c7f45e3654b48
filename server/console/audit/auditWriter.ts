import type { AuditSpool } from './auditSpool.js';
import type { AuditActor, AuditEventInput, AuditStore } from './auditStore.js';

/** One of the server's own parts, acting by itself: who it is in the log, and the words in place of a user agent. */
export interface ServerPart {
  actor: AuditActor;
  userAgent: string;
}

/** How often events that could not be written are tried again. */
export const AUDIT_RETRY_MS = 5000;

/**
 * The one way events reach the log from this instance, in the order they happened. An event that cannot be
 * written (the database gone) is kept, with any after it, and written first once the database answers again:
 * a write the service already performed is never lost from the log. Kept in the spool file too, where there is
 * one, it outlives this process: the next instance to start writes it. While events wait, `healthy` is false and
 * the recorder refuses new writes before they reach the service.
 */
export class AuditWriter {
  private readonly waiting: AuditEventInput[] = [];
  /** The waiting events that are in the spool file: written only where the log does not hold them already. */
  private readonly spooled = new WeakSet<AuditEventInput>();
  private flushing: Promise<boolean> = Promise.resolve(true);
  private retry?: NodeJS.Timeout;
  private failing = false;
  /** Events this instance has written to the log, by outcome (for the metrics). */
  readonly written = new Map<string, number>();

  constructor(
    readonly store: AuditStore,
    private readonly log: (message: string) => void = () => undefined,
    private readonly spool?: AuditSpool,
  ) {}

  /**
   * Takes over what instances stopped while their database was away left in the spool folder, and writes it
   * first; resolves whether it is in the log now (else it waits, as any event that could not be written).
   */
  async recoverSpooled(): Promise<boolean> {
    const left = this.spool?.takeOverLeftovers() ?? [];
    if (left.length === 0) return true;
    for (const event of left) this.spooled.add(event);
    this.waiting.unshift(...left);
    this.log(`audit log: ${left.length} event(s) an earlier instance could not write were found; written first`);
    return this.flush();
  }

  get healthy(): boolean {
    return this.waiting.length === 0;
  }

  /** How many events wait for the database. */
  get pending(): number {
    return this.waiting.length;
  }

  /** Writes the events (one transaction for those given together) after any that wait; resolves whether it is in the log now (else it waits, kept). */
  async write(...events: AuditEventInput[]): Promise<boolean> {
    this.waiting.push(...events);
    return this.flush();
  }

  /** Writes what one of the server's own parts did by itself: no request, so no address, and the part named. */
  async writeOwn(part: ServerPart, event: Omit<AuditEventInput, 'actor' | 'ip' | 'userAgent'>): Promise<boolean> {
    return this.write({ ...event, actor: part.actor, ip: '', userAgent: part.userAgent });
  }

  /** Writes what waits, in order, one flush at a time; resolves whether nothing waits any more. */
  flush(): Promise<boolean> {
    this.flushing = this.flushing.then(async () => {
      if (this.waiting.length === 0) return true;
      const batch = this.waiting.slice();
      try {
        const spooled = batch.filter((event) => this.spooled.has(event));
        await this.store.append(batch, { unlessRecorded: new Set(spooled) });
        this.waiting.splice(0, batch.length);
        if (spooled.length > 0) this.keepInSpoolOnly(this.waiting.filter((event) => this.spooled.has(event)));
        for (const { outcome } of batch) this.written.set(outcome, (this.written.get(outcome) ?? 0) + 1);
        if (this.failing) this.log(`audit log: the console database answers again; ${batch.length} event(s) written`);
        this.failing = false;
        clearTimeout(this.retry);
        this.retry = undefined;
        return this.waiting.length === 0;
      } catch {
        this.keepInSpool(batch.filter((event) => !this.spooled.has(event)));
        if (!this.failing) this.log(`audit log: the console database does not answer; ${batch.length} event(s) wait`);
        this.failing = true;
        this.retry ??= setTimeout(() => {
          this.retry = undefined;
          void this.flush();
        }, AUDIT_RETRY_MS);
        this.retry.unref();
        return false;
      }
    });
    return this.flushing;
  }

  /** Puts events in the spool file; where it cannot be written, they wait in memory alone, as without one. */
  private keepInSpool(events: AuditEventInput[]) {
    if (!this.spool || events.length === 0) return;
    try {
      this.spool.keep(events);
      for (const event of events) this.spooled.add(event);
    } catch (error) {
      this.log(`audit log: cannot keep waiting events in ${this.spool.path}: ${(error as Error).message}`);
    }
  }

  /** Leaves in the spool file only these events, once the others are in the log (else they stay, written once). */
  private keepInSpoolOnly(events: AuditEventInput[]) {
    try {
      this.spool?.replace(events);
    } catch (error) {
      this.log(`audit log: cannot rewrite ${this.spool?.path}: ${(error as Error).message}`);
    }
  }

  /** Stops trying again (at shutdown, after a last flush). */
  close() {
    clearTimeout(this.retry);
    this.retry = undefined;
  }
}
