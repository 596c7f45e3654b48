import type { SqlEngine } from '../database/index.js';
import type { RevocationEnd, RevocationReason, RevocationState } from '../../../common/keySchedule.js';

export type { RevocationEnd, RevocationReason, RevocationState };

export interface Revocation {
  uuid: string;
  keyUuid: string;
  applicationName: string;
  keyExpiresAt?: number;
  /** The key that replaces it (a roll's or a renewal's new key). */
  replacedBy?: string;
  reason: RevocationReason;
  revokeAt: number;
  state: RevocationState;
  attempts: number;
  lastError?: string;
  nextAttemptAt: number;
  scheduledBy: string;
  createdAt: number;
  endedAt?: number;
  endedHow?: RevocationEnd;
}

/** What a new revoke needs; a roll's is `rolling` until its new key is known. */
export type NewRevocation = Pick<
  Revocation,
  | 'uuid'
  | 'keyUuid'
  | 'applicationName'
  | 'keyExpiresAt'
  | 'replacedBy'
  | 'reason'
  | 'revokeAt'
  | 'scheduledBy'
  | 'createdAt'
> & { state: 'rolling' | 'scheduled' };

interface Row {
  uuid: string;
  key_uuid: string;
  application_name: string;
  key_expires_at: number | string | null;
  replaced_by: string | null;
  reason: RevocationReason;
  revoke_at: number | string;
  state: RevocationState;
  attempts: number | string;
  last_error: string | null;
  next_attempt_at: number | string;
  scheduled_by: string;
  created_at: number | string;
  ended_at: number | string | null;
  ended_how: RevocationEnd | null;
}

const OPEN = "('rolling', 'scheduled', 'failed')";
/** Open and waiting to be performed (a `rolling` row is not yet). */
const PENDING = "('scheduled', 'failed')";
const COLUMNS =
  'uuid, key_uuid, application_name, key_expires_at, replaced_by, reason, revoke_at, state, attempts, last_error, next_attempt_at, scheduled_by, created_at, ended_at, ended_how';

const optional = <T>(value: T | null) => (value === null ? undefined : value);
const optionalNumber = (value: number | string | null) => (value === null ? undefined : Number(value));

function revocationOf(row: Row): Revocation {
  return {
    uuid: row.uuid,
    keyUuid: row.key_uuid,
    applicationName: row.application_name,
    keyExpiresAt: optionalNumber(row.key_expires_at),
    replacedBy: optional(row.replaced_by),
    reason: row.reason,
    revokeAt: Number(row.revoke_at),
    state: row.state,
    attempts: Number(row.attempts),
    lastError: optional(row.last_error),
    nextAttemptAt: Number(row.next_attempt_at),
    scheduledBy: row.scheduled_by,
    createdAt: Number(row.created_at),
    endedAt: optionalNumber(row.ended_at),
    endedHow: optional(row.ended_how),
  };
}

/** A unique index's refusal, in either engine's words. */
const isUniqueViolation = (error: unknown) =>
  /UNIQUE constraint failed|duplicate key value/i.test(String((error as Error)?.message ?? ''));

/**
 * The key schedule in CONSOLE_DATABASE: what is to be revoked when, and how each revoke went. Every change is one
 * conditional statement, so that instances sharing the database never both act on one row.
 */
export class RevocationStore {
  constructor(private readonly engine: SqlEngine) {}

  /** Adds a revoke; false where the key already has an open one (being rolled, scheduled, or retrying). */
  async add(revocation: NewRevocation): Promise<boolean> {
    try {
      await this.engine.run(
        `INSERT INTO key_revocations (uuid, key_uuid, application_name, key_expires_at, replaced_by, reason, revoke_at,
           state, next_attempt_at, scheduled_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          revocation.uuid,
          revocation.keyUuid,
          revocation.applicationName,
          revocation.keyExpiresAt ?? null,
          revocation.replacedBy ?? null,
          revocation.reason,
          revocation.revokeAt,
          revocation.state,
          revocation.revokeAt,
          revocation.scheduledBy,
          revocation.createdAt,
        ],
      );
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** A roll's new key is known: its revoke is scheduled from now on. */
  async confirmRoll(uuid: string, replacedBy: string): Promise<boolean> {
    return (
      (await this.engine.run(
        "UPDATE key_revocations SET state = 'scheduled', replaced_by = ? WHERE uuid = ? AND state = 'rolling'",
        [replacedBy, uuid],
      )) > 0
    );
  }

  /** A roll that issued nothing: its reservation goes, as if it had never been asked. */
  async dropRoll(uuid: string): Promise<void> {
    await this.engine.run("DELETE FROM key_revocations WHERE uuid = ? AND state = 'rolling'", [uuid]);
  }

  async get(uuid: string): Promise<Revocation | undefined> {
    const [row] = await this.engine.all<Row>(`SELECT ${COLUMNS} FROM key_revocations WHERE uuid = ?`, [uuid]);
    return row && revocationOf(row);
  }

  /** The open revokes first (soonest first), then the ended ones, newest first; of some keys only where given. */
  async list({ keys, limit }: { keys?: readonly string[]; limit: number }): Promise<Revocation[]> {
    const where = keys
      ? `WHERE key_uuid IN (${keys.map(() => '?').join(', ')}) OR replaced_by IN (${keys.map(() => '?').join(', ')})`
      : '';
    const rows = await this.engine.all<Row>(
      `SELECT ${COLUMNS} FROM key_revocations ${where}
       ORDER BY CASE WHEN state IN ${OPEN} THEN 0 ELSE 1 END,
                CASE WHEN state IN ${OPEN} THEN revoke_at ELSE -created_at END, uuid
       LIMIT ?`,
      [...(keys ?? []), ...(keys ?? []), limit],
    );
    return rows.map(revocationOf);
  }

  /** Cancels a revoke that is waiting (not one an instance is performing this moment). */
  async cancel(uuid: string, now: number): Promise<boolean> {
    return (
      (await this.engine.run(
        `UPDATE key_revocations SET state = 'cancelled', ended_at = ?, ended_how = 'cancelled'
         WHERE uuid = ? AND state IN ${PENDING} AND claimed_until < ?`,
        [now, uuid, now],
      )) > 0
    );
  }

  /** Moves a waiting revoke to another time (brought forward, or now); a retry waits no longer than that. */
  async move(uuid: string, revokeAt: number, now: number): Promise<boolean> {
    return (
      (await this.engine.run(
        `UPDATE key_revocations SET revoke_at = ?, next_attempt_at = ?
         WHERE uuid = ? AND state IN ${PENDING} AND claimed_until < ?`,
        [revokeAt, revokeAt, uuid, now],
      )) > 0
    );
  }

  /**
   * A key revoked by hand: its open revoke has nothing left to do. One an instance holds is left to it: that
   * revoke may be the schedule's own (in front of the embedded service, its requests pass this server too), and
   * it ends either way. The revokes it ended.
   */
  async endByHand(keyUuid: string, now: number): Promise<Revocation[]> {
    const open = await this.engine.all<Row>(
      `SELECT ${COLUMNS} FROM key_revocations WHERE key_uuid = ? AND state IN ${PENDING} AND claimed_until < ?`,
      [keyUuid, now],
    );
    const ended: Revocation[] = [];
    for (const row of open) if (await this.end(row.uuid, 'hand', now)) ended.push(revocationOf(row));
    return ended;
  }

  /** Revokes due by `now` that no instance holds, soonest first. */
  async due(now: number, limit = 50): Promise<Revocation[]> {
    const rows = await this.engine.all<Row>(
      `SELECT ${COLUMNS} FROM key_revocations
       WHERE state IN ${PENDING} AND next_attempt_at <= ? AND claimed_until < ?
       ORDER BY next_attempt_at, uuid LIMIT ?`,
      [now, now, limit],
    );
    return rows.map(revocationOf);
  }

  /** When the next waiting revoke falls due, if any. */
  async nextDue(): Promise<number | undefined> {
    const [row] = await this.engine.all<{ at: number | string | null }>(
      `SELECT MIN(next_attempt_at) AS at FROM key_revocations WHERE state IN ${PENDING}`,
    );
    return optionalNumber(row?.at ?? null);
  }

  /**
   * Takes a due revoke for one instance until `until`: true for exactly one of several instances asking at once,
   * and again for another once the claim has lapsed unfinished (its instance died).
   */
  async claim(uuid: string, instance: string, now: number, until: number): Promise<boolean> {
    return (
      (await this.engine.run(
        `UPDATE key_revocations SET claimed_by = ?, claimed_until = ?
         WHERE uuid = ? AND state IN ${PENDING} AND next_attempt_at <= ? AND claimed_until < ?`,
        [instance, until, uuid, now, now],
      )) > 0
    );
  }

  /** The claimed revoke was performed (or found done): it ends, unless the claim was lost meanwhile. */
  async finish(uuid: string, instance: string, how: RevocationEnd, now: number): Promise<boolean> {
    return (
      (await this.engine.run(
        `UPDATE key_revocations SET state = 'done', ended_at = ?, ended_how = ?, claimed_until = 0
         WHERE uuid = ? AND claimed_by = ? AND state IN ${PENDING}`,
        [now, how, uuid, instance],
      )) > 0
    );
  }

  /** The claimed revoke failed: tried again at `retryAt`, by whichever instance is there. */
  async fail(uuid: string, instance: string, error: string, retryAt: number): Promise<boolean> {
    return (
      (await this.engine.run(
        `UPDATE key_revocations SET state = 'failed', attempts = attempts + 1, last_error = ?, next_attempt_at = ?,
           claimed_until = 0
         WHERE uuid = ? AND claimed_by = ? AND state IN ${PENDING}`,
        [error, retryAt, uuid, instance],
      )) > 0
    );
  }

  /**
   * Rolls left `rolling` since before `before`: their server stopped between issuing and scheduling. They end as
   * interrupted (the row says so, and which key), never left to block the key. The ones ended.
   */
  async endInterrupted(before: number, now: number): Promise<Revocation[]> {
    const stale = await this.engine.all<Row>(
      `SELECT ${COLUMNS} FROM key_revocations WHERE state = 'rolling' AND created_at < ?`,
      [before],
    );
    const ended: Revocation[] = [];
    for (const row of stale) {
      const changed = await this.engine.run(
        `UPDATE key_revocations SET state = 'cancelled', ended_at = ?, ended_how = 'interrupted'
         WHERE uuid = ? AND state = 'rolling'`,
        [now, row.uuid],
      );
      if (changed > 0) ended.push(revocationOf(row));
    }
    return ended;
  }

  /** Forgets ended revokes older than `before` (the housekeeping's). */
  /** How many revokes are in each state (for the metrics). */
  async countByState(): Promise<Record<string, number>> {
    const rows = await this.engine.all<{ state: string; count: number }>(
      'SELECT state, COUNT(*) AS count FROM key_revocations GROUP BY state',
    );
    return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
  }

  async prune(before: number): Promise<number> {
    return this.engine.run(`DELETE FROM key_revocations WHERE state NOT IN ${OPEN} AND ended_at < ?`, [before]);
  }

  private async end(uuid: string, how: RevocationEnd, now: number): Promise<boolean> {
    return (
      (await this.engine.run(
        `UPDATE key_revocations SET state = 'done', ended_at = ?, ended_how = ?
         WHERE uuid = ? AND state IN ${PENDING} AND claimed_until < ?`,
        [now, how, uuid, now],
      )) > 0
    );
  }
}
