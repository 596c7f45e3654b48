import { createHash } from 'node:crypto';
import type { ActorKind, AuditAction, AuditOutcome, TargetType } from '../../../common/audit.js';
import type { SqlEngine, SqlRunner, SqlValue } from '../database/index.js';

/** Who acted: `id` is stable (a person's subject, `administrator`, or `key:` and the key's fingerprint). */
export interface AuditActor {
  kind: ActorKind;
  id: string;
  name: string;
}

/** What an event acted on, named as it was at the time. */
export interface AuditTarget {
  type: TargetType;
  uuid?: string;
  name?: string;
}

/** An event as the recorder hands it over. Never a secret: no key, token or cookie goes in. */
export interface AuditEventInput {
  at: number;
  actor: AuditActor;
  action: AuditAction;
  target?: AuditTarget;
  outcome: AuditOutcome;
  reason?: string;
  /** What else the event needs to be read: the privileges before and after, a draft's target and group. */
  details?: Record<string, unknown>;
  requestId: string;
  ip: string;
  userAgent: string;
}

/** An event in the log: its place in the chain, and the hashes that chain it. */
export interface AuditEvent extends AuditEventInput {
  id: number;
  previousHash: string;
  hash: string;
}

/** What the Activity page filters by; every field narrows. `from` is inclusive and `to` exclusive. */
export interface AuditFilter {
  actor?: string;
  action?: AuditAction;
  /** Events on any of these targets (a page's rows, each with its own history). */
  targets?: readonly string[];
  outcome?: AuditOutcome;
  from?: number;
  to?: number;
}

/** Where a page ends, newest first: the last event's time and id (ids break ties between events of one moment). */
export interface AuditCursor {
  at: number;
  id: number;
}

/** The chain checked: every event from the first kept, or the first that does not match. */
export type ChainVerdict =
  | { ok: true; checked: number; firstId?: number; lastId?: number }
  | { ok: false; checked: number; brokenAt: number; why: string };

/** The hash before the first event ever written. */
export const GENESIS_HASH = '0'.repeat(64);
/** PostgreSQL's advisory lock that lets one writer at a time extend the chain, whichever instance it is. */
const CHAIN_LOCK = 4748;
/** Where the last pruned event's id and hash are kept, so that the chain is checked from the first kept event. */
const PRUNED_META = 'auditPrunedThrough';

interface EventRow {
  id: number;
  at: number;
  actor_id: string;
  actor_kind: string;
  actor_name: string;
  action: string;
  target_type: string | null;
  target_uuid: string | null;
  target_name: string | null;
  outcome: string;
  reason: string | null;
  details_json: string | null;
  request_id: string;
  ip: string;
  user_agent: string;
  previous_hash: string;
  hash: string;
}

/** An event's fields in one fixed order: what its row holds and what its hash covers. */
const fieldsOf = (event: AuditEventInput): SqlValue[] => [
  event.at,
  event.actor.kind,
  event.actor.id,
  event.actor.name,
  event.action,
  event.target?.type ?? null,
  event.target?.uuid ?? null,
  event.target?.name ?? null,
  event.outcome,
  event.reason ?? null,
  event.details === undefined ? null : JSON.stringify(event.details),
  event.requestId,
  event.ip,
  event.userAgent,
];

/**
 * What the hash covers: every field of the event but its own hash, in a fixed order, after the previous event's
 * hash. A field changed, an event removed or moved, and the chain no longer matches from there.
 */
export function eventHash(previousHash: string, id: number, event: AuditEventInput): string {
  const content = JSON.stringify([id, ...fieldsOf(event)]);
  return createHash('sha256').update(`${previousHash}\n${content}`).digest('hex');
}

function eventOf(row: EventRow): AuditEvent {
  return {
    id: row.id,
    at: row.at,
    actor: { kind: row.actor_kind as ActorKind, id: row.actor_id, name: row.actor_name },
    action: row.action as AuditAction,
    ...(row.target_type
      ? {
          target: {
            type: row.target_type as TargetType,
            ...(row.target_uuid === null ? {} : { uuid: row.target_uuid }),
            ...(row.target_name === null ? {} : { name: row.target_name }),
          },
        }
      : {}),
    outcome: row.outcome as AuditOutcome,
    ...(row.reason === null ? {} : { reason: row.reason }),
    ...(row.details_json === null ? {} : { details: JSON.parse(row.details_json) as Record<string, unknown> }),
    requestId: row.request_id,
    ip: row.ip,
    userAgent: row.user_agent,
    previousHash: row.previous_hash,
    hash: row.hash,
  };
}

/** The WHERE clause of a filter, after a cursor when given. */
function whereOf(filter: AuditFilter, after?: AuditCursor): { sql: string; params: SqlValue[] } {
  const conditions: string[] = [];
  const params: SqlValue[] = [];
  const add = (condition: string, value: SqlValue) => {
    conditions.push(condition);
    params.push(value);
  };
  if (filter.actor !== undefined) add('actor_id = ?', filter.actor);
  if (filter.action !== undefined) add('action = ?', filter.action);
  if (filter.targets !== undefined && filter.targets.length > 0) {
    conditions.push(`target_uuid IN (${filter.targets.map(() => '?').join(', ')})`);
    params.push(...filter.targets);
  }
  if (filter.outcome !== undefined) add('outcome = ?', filter.outcome);
  if (filter.from !== undefined) add('at >= ?', filter.from);
  if (filter.to !== undefined) add('at < ?', filter.to);
  if (after !== undefined) {
    conditions.push('(at, id) < (?, ?)');
    params.push(after.at, after.id);
  }
  return { sql: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/**
 * The installation's audit log in `CONSOLE_DATABASE`: appended in one order by every instance, each event
 * chained to the one before by its hash, read newest first, pruned from the oldest.
 */
export class AuditStore {
  constructor(private readonly engine: SqlEngine) {}

  /**
   * Appends events in the order given, after the chain's last, in one transaction: all of them or none. Those in
   * `unlessRecorded` (kept in a spool file, which an instance may have written before it crashed) are left out
   * where the log holds the same event already: the same time, request, action and actor.
   */
  async append(
    events: readonly AuditEventInput[],
    { unlessRecorded }: { unlessRecorded?: ReadonlySet<AuditEventInput> } = {},
  ): Promise<AuditEvent[]> {
    if (events.length === 0) return [];
    return this.engine.transaction(async (sql) => {
      if (this.engine.kind === 'postgres') await sql.all('SELECT pg_advisory_xact_lock(?)', [CHAIN_LOCK]);
      let [last] = await sql.all<{ id: number; hash: string }>(
        'SELECT id, hash FROM audit_events ORDER BY id DESC LIMIT 1',
      );
      last ??= (await this.prunedThrough(sql)) ?? { id: 0, hash: GENESIS_HASH };
      const written: AuditEvent[] = [];
      for (const event of events) {
        if (unlessRecorded?.has(event) && (await this.holds(sql, event))) continue;
        const id = last.id + 1;
        const hash = eventHash(last.hash, id, event);
        await sql.run(
          `INSERT INTO audit_events (id, at, actor_kind, actor_id, actor_name, action, target_type, target_uuid,
             target_name, outcome, reason, details_json, request_id, ip, user_agent, previous_hash, hash)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [id, ...fieldsOf(event), last.hash, hash],
        );
        written.push({ ...event, id, previousHash: last.hash, hash });
        last = { id, hash };
      }
      for (const event of written)
        await sql.run(
          `INSERT INTO audit_actors (id, kind, name, last_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, name = excluded.name, last_at = excluded.last_at`,
          [event.actor.id, event.actor.kind, event.actor.name, event.at],
        );
      return written;
    });
  }

  /** Whether the log holds this event already (read from the index on time). */
  private async holds(sql: SqlRunner, event: AuditEventInput): Promise<boolean> {
    const rows = await sql.all(
      'SELECT 1 FROM audit_events WHERE at = ? AND request_id = ? AND action = ? AND actor_id = ? LIMIT 1',
      [event.at, event.requestId, event.action, event.actor.id],
    );
    return rows.length > 0;
  }

  /**
   * The newest events that match, after `cursor` when given, and the cursor of the next page. Newest by the time
   * each was recorded (an event that waited for the database keeps its own time), read from one index that ends
   * in (at, id) for every filter: a page of a million events is a few index steps, whatever the time range.
   */
  async page(
    filter: AuditFilter,
    limit: number,
    cursor?: AuditCursor,
  ): Promise<{ events: AuditEvent[]; next?: AuditCursor }> {
    const where = whereOf(filter, cursor);
    const rows = await this.engine.all<EventRow>(
      `SELECT * FROM audit_events ${where.sql} ORDER BY at DESC, id DESC LIMIT ?`,
      [...where.params, limit + 1],
    );
    const events = rows.slice(0, limit).map(eventOf);
    const last = events[events.length - 1];
    return rows.length > limit ? { events, next: { at: last.at, id: last.id } } : { events };
  }

  /** Every event that matches, newest first, a page at a time: an export of any size in little memory. */
  async *matching(filter: AuditFilter, pageSize = 1000): AsyncGenerator<AuditEvent[]> {
    let cursor: AuditCursor | undefined;
    do {
      const page = await this.page(filter, pageSize, cursor);
      if (page.events.length > 0) yield page.events;
      cursor = page.next;
    } while (cursor !== undefined);
  }

  /** Who has acted, most recent first: the Activity page's choices of actor. */
  async actors(): Promise<(AuditActor & { lastAt: number })[]> {
    const rows = await this.engine.all<{ id: string; kind: string; name: string; last_at: number }>(
      'SELECT id, kind, name, last_at FROM audit_actors ORDER BY last_at DESC, id',
    );
    return rows.map((row) => ({ id: row.id, kind: row.kind as ActorKind, name: row.name, lastAt: row.last_at }));
  }

  /**
   * Checks the chain from the first kept event to the last, a batch at a time: each event's hash over its content
   * and its predecessor's, ids without a gap, and the first kept event after the last one pruned.
   */
  async verify(batchSize = 5000): Promise<ChainVerdict> {
    let previous = (await this.prunedThrough(this.engine)) ?? { id: 0, hash: GENESIS_HASH };
    let checked = 0;
    let firstId: number | undefined;
    for (;;) {
      const rows = await this.engine.all<EventRow>('SELECT * FROM audit_events WHERE id > ? ORDER BY id LIMIT ?', [
        previous.id,
        batchSize,
      ]);
      for (const row of rows) {
        const event = eventOf(row);
        const broken = (why: string): ChainVerdict => ({ ok: false, checked, brokenAt: event.id, why });
        if (event.id !== previous.id + 1) return broken(`the event before it (${previous.id + 1}) is missing`);
        if (event.previousHash !== previous.hash) return broken('its link to the event before it does not match');
        if (eventHash(previous.hash, event.id, event) !== event.hash)
          return broken('its content does not match its hash');
        firstId ??= event.id;
        previous = { id: event.id, hash: event.hash };
        checked++;
      }
      if (rows.length < batchSize) return { ok: true, checked, firstId, lastId: firstId && previous.id };
    }
  }

  /**
   * Removes the events older than `before`, oldest first, a batch per transaction so that writes go on between
   * them; only a run from the start of the chain goes, which keeps the rest verifiable from the first kept event.
   * Returns how many went.
   */
  async prune(before: number, batchSize = 1000): Promise<number> {
    let removed = 0;
    for (;;) {
      const gone = await this.engine.transaction(async (sql) => {
        if (this.engine.kind === 'postgres') await sql.all('SELECT pg_advisory_xact_lock(?)', [CHAIN_LOCK]);
        const oldest = await sql.all<{ id: number; at: number; hash: string }>(
          'SELECT id, at, hash FROM audit_events ORDER BY id LIMIT ?',
          [batchSize],
        );
        const stale = oldest.findIndex((row) => row.at >= before);
        const run = stale === -1 ? oldest : oldest.slice(0, stale);
        if (run.length === 0) return 0;
        const through = run[run.length - 1];
        await sql.run('DELETE FROM audit_events WHERE id <= ?', [through.id]);
        await sql.run(
          `INSERT INTO installation_meta (name, value) VALUES (?, ?)
           ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
          [PRUNED_META, JSON.stringify({ id: through.id, hash: through.hash })],
        );
        return run.length;
      });
      removed += gone;
      if (gone < batchSize) return removed;
      // Another writer's turn between two batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Keeps the fingerprint of a key issued through a console, and the application it was issued to. */
  async rememberKey(fingerprint: string, keyUuid: string | undefined, applicationName: string, at: number) {
    await this.engine.run(
      `INSERT INTO audit_keys (fingerprint, key_uuid, application_name, issued_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (fingerprint) DO NOTHING`,
      [fingerprint, keyUuid ?? null, applicationName, at],
    );
  }

  /** The application a key was issued to through a console, by the fingerprint of its secret. */
  async applicationOf(fingerprint: string): Promise<string | undefined> {
    const [row] = await this.engine.all<{ application_name: string }>(
      'SELECT application_name FROM audit_keys WHERE fingerprint = ?',
      [fingerprint],
    );
    return row?.application_name;
  }

  private async prunedThrough(sql: SqlRunner): Promise<{ id: number; hash: string } | undefined> {
    const [row] = await sql.all<{ value: string }>('SELECT value FROM installation_meta WHERE name = ?', [PRUNED_META]);
    return row && (JSON.parse(row.value) as { id: number; hash: string });
  }
}
