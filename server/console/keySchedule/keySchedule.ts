import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { AuditWriter, ServerPart } from '../audit/index.js';
import { RetryPolicy } from '../../../common/retryPolicy.js';
import { MAX_WAIT_MS } from '../../../common/rateLimitHeaders.js';
import { ACTOR_IDS, type AuditOutcome } from '../../../common/audit.js';
import { AdminCalls } from './adminCalls.js';
import type { NewRevocation, Revocation, RevocationEnd, RevocationStore } from './revocationStore.js';

/** Who performs scheduled revokes in the audit log: the server, with the service's administrator credential. */
const SCHEDULE: ServerPart = {
  actor: { kind: 'administrator', id: ACTOR_IDS.keySchedule, name: 'key schedule (console server)' },
  userAgent: 'console server (key schedule)',
};
/** A revoke performed more than this after its time was missed (every instance was down): it says so. */
export const LATE_MS = 60_000;
/** A roll still `rolling` after this was interrupted (its server stopped between issuing and scheduling). */
export const ROLL_INTERRUPTED_MS = 2 * 60_000;
/** Ended revokes are kept this long for the keys page and the audit log's readers, then forgotten. */
const ENDED_KEPT_MS = 90 * 86_400_000;
/** The first wait after a failure that is not a 429; it doubles per attempt up to MAX_WAIT_MS. */
const FIRST_BACKOFF_MS = 5_000;

export interface KeyScheduleOptions {
  store: RevocationStore;
  calls: AdminCalls;
  /** Where each step is recorded (server/console/audit); none where the server keeps no log. */
  audit?: AuditWriter;
  /** This instance's name in claims. */
  instance?: string;
  /** How long a claim holds: longer than one attempt (the service's 15 s timeout), short enough that another instance takes over a dead one's revoke within a minute. */
  leaseMs?: number;
  /** How often an idle instance looks for revokes other instances scheduled. */
  pollMs?: number;
  log?: (message: string) => void;
  now?: () => number;
  random?: () => number;
}

/**
 * Performs each scheduled revoke on time, once, whichever instance is up: every instance wakes at the next due
 * time (and every pollMs for what others scheduled), claims each due revoke in CONSOLE_DATABASE, and the one whose
 * claim holds deletes the key at the service. A failure is retried (after a 429, when Retry-After says, with
 * jitter; otherwise with a doubling backoff up to five minutes) until it succeeds or an administrator cancels it.
 * A revoke missed while every instance was down is performed at the next start, and recorded as late.
 */
export class KeySchedule {
  readonly store: RevocationStore;
  private readonly instance: string;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly retry = new RetryPolicy();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  /** Whether it wakes by itself (started, not stopped); a turn may also be asked for (tests, housekeeping). */
  private awake = false;

  constructor(private readonly options: KeyScheduleOptions) {
    this.store = options.store;
    this.instance = options.instance ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.leaseMs = options.leaseMs ?? 20_000;
    this.pollMs = options.pollMs ?? 15_000;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  /** Starts performing: what fell due while no instance ran goes first, at once. */
  start(): void {
    this.awake = true;
    this.wake(0);
  }

  /** Stops waking; resolves once the turn under way (if any) has ended. */
  async stop(): Promise<void> {
    this.awake = false;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Schedules a revoke (a renewal's; a roll reserves its own, see roll.ts) and wakes for it. */
  async schedule(revocation: Omit<NewRevocation, 'state'>): Promise<boolean> {
    const added = await this.store.add({ ...revocation, state: 'scheduled' });
    if (added) this.wake(revocation.revokeAt - this.now());
    return added;
  }

  /** A revoke was moved or added elsewhere in this instance: look again at its time. */
  wake(inMs: number): void {
    if (!this.awake) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.turn(), Math.max(0, Math.min(inMs, this.pollMs))).unref();
  }

  /** One pass: rolls left interrupted end, every due revoke this instance can claim is performed. */
  turn(): Promise<void> {
    this.running = this.running.then(async () => {
      try {
        const now = this.now();
        for (const interrupted of await this.store.endInterrupted(now - ROLL_INTERRUPTED_MS, now))
          await this.record(interrupted, 'failed', {
            step: 'interrupted',
            reason: 'the roll was interrupted before its new key was known; look for a key of this name issued then',
          });
        for (const revocation of await this.store.due(now)) {
          if (await this.store.claim(revocation.uuid, this.instance, now, now + this.leaseMs))
            await this.perform(revocation);
        }
      } catch (error) {
        this.options.log?.(`key schedule: ${(error as Error).message}; trying again shortly`);
      }
      const next = await this.store.nextDue().catch(() => undefined);
      this.wake(next === undefined ? this.pollMs : next - this.now());
    });
    return this.running;
  }

  /** Housekeeping: ended revokes older than ENDED_KEPT_MS go. */
  prune(now: number): Promise<number> {
    return this.store.prune(now - ENDED_KEPT_MS);
  }

  /** A key was revoked by hand (through this server): its open revoke ends, and the log says so. */
  async revokedByHand(keyUuid: string): Promise<void> {
    for (const ended of await this.store.endByHand(keyUuid, this.now()))
      await this.record(ended, 'succeeded', { step: 'endedByHand' });
  }

  private async perform(revocation: Revocation): Promise<void> {
    const startedAt = this.now();
    const late = startedAt - revocation.revokeAt > LATE_MS && revocation.attempts === 0;
    const answer = await this.options.calls.revoke(revocation.keyUuid);
    const now = this.now();
    if (answer.ok) {
      const how: RevocationEnd = answer.gone ? 'gone' : 'schedule';
      if (!(await this.store.finish(revocation.uuid, this.instance, how, now))) return;
      if (late)
        this.options.log?.(
          `key schedule: revoked key "${revocation.applicationName}" (${revocation.keyUuid}), due ${new Date(revocation.revokeAt).toISOString()} while no instance of the server ran`,
        );
      await this.record(revocation, 'succeeded', {
        step: 'performed',
        ...(answer.gone ? { alreadyGone: true } : {}),
        ...(late ? { late: true } : {}),
      });
      return;
    }
    const wait =
      answer.status === 429
        ? this.retry.waitAfter({ retryAfterSeconds: answer.retryAfterSeconds })
        : Math.min(FIRST_BACKOFF_MS * 2 ** revocation.attempts, MAX_WAIT_MS) * (0.75 + this.random() * 0.5);
    if (!(await this.store.fail(revocation.uuid, this.instance, answer.error, now + wait))) return;
    // The first failure of a run is recorded, and any that fails otherwise than the one before: not every retry.
    if (revocation.attempts === 0 || revocation.lastError !== answer.error)
      await this.record(revocation, 'failed', {
        step: 'failed',
        reason: answer.error,
        attempt: revocation.attempts + 1,
      });
  }

  /** One step of a revoke in the audit log, by the schedule. */
  private async record(
    revocation: Revocation,
    outcome: AuditOutcome,
    { reason, ...details }: { step: string; reason?: string } & Record<string, unknown>,
  ): Promise<void> {
    await this.options.audit?.writeOwn(SCHEDULE, {
      at: this.now(),
      action: 'apiKey.revokeScheduled',
      target: { type: 'apiKey', uuid: revocation.keyUuid, name: revocation.applicationName },
      outcome,
      ...(reason ? { reason } : {}),
      details: {
        ...details,
        revocation: revocation.uuid,
        revokeAt: new Date(revocation.revokeAt).toISOString(),
        why: revocation.reason,
        ...(revocation.replacedBy ? { replacedBy: revocation.replacedBy } : {}),
      },
      requestId: `key-schedule:${revocation.uuid}`,
    });
  }
}
