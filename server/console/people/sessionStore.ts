import type { SqlEngine } from '../database/index.js';
import { newSessionId, sessionIdHash } from './secrets.js';

/** A session lapses after this long without a request (the default: a working day). */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** A session ends this long after sign-in, however busy. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** How stale a session's last-seen time may be before a request writes it again: not a write per request. */
const SEEN_RESOLUTION_MS = 60 * 1000;

/** Who signed in, as the provider said: the claims the console acts on. */
export interface SignedInPerson {
  /** The provider's subject (`sub`). */
  subject: string;
  email?: string;
  name: string;
  /** The `groups` claim, as names. */
  groups: string[];
  administrator: boolean;
}

export interface Session extends SignedInPerson {
  createdAt: number;
  lastSeenAt: number;
  /** When the session ends at the latest (the absolute lifetime). */
  expiresAt: number;
  /** When it lapses if no request comes before. */
  idleUntil: number;
}

interface SessionRow {
  subject: string;
  email: string | null;
  name: string;
  groups_json: string;
  administrator: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

/**
 * People's sessions, kept in CONSOLE_DATABASE so that any instance behind a balancer serves any person and a
 * restart signs no one out. The cookie carries a random id; the table, its hash.
 */
export class SessionStore {
  constructor(
    private readonly engine: SqlEngine,
    private readonly lifetimes = { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS },
  ) {}

  /** Starts a session; its id goes into the cookie and nowhere else. */
  async create(person: SignedInPerson, now: number): Promise<{ id: string; session: Session }> {
    const id = newSessionId();
    const expiresAt = now + this.lifetimes.absoluteMs;
    await this.engine.run(
      `INSERT INTO people_sessions (id_hash, subject, email, name, groups_json, administrator, created_at,
         last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        sessionIdHash(id),
        person.subject,
        person.email ?? null,
        person.name,
        JSON.stringify(person.groups),
        person.administrator ? 1 : 0,
        now,
        now,
        expiresAt,
      ],
    );
    await this.seen(person.subject, now);
    return {
      id,
      session: {
        ...person,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        idleUntil: this.idleUntil(now, expiresAt),
      },
    };
  }

  /**
   * The live session with this id, its last-seen time moved on; undefined where there is none: never made, ended,
   * idle too long, or past its absolute end.
   */
  async find(id: string, now: number): Promise<Session | undefined> {
    const hash = sessionIdHash(id);
    const [row] = await this.engine.all<SessionRow>(
      `SELECT subject, email, name, groups_json, administrator, created_at, last_seen_at, expires_at
       FROM people_sessions WHERE id_hash = ?`,
      [hash],
    );
    if (!row) return undefined;
    if (row.expires_at <= now || row.last_seen_at + this.lifetimes.idleMs <= now) {
      await this.engine.run('DELETE FROM people_sessions WHERE id_hash = ?', [hash]);
      return undefined;
    }
    let lastSeenAt = row.last_seen_at;
    if (now - lastSeenAt >= SEEN_RESOLUTION_MS) {
      await this.engine.run('UPDATE people_sessions SET last_seen_at = ? WHERE id_hash = ?', [now, hash]);
      await this.seen(row.subject, now);
      lastSeenAt = now;
    }
    return {
      subject: row.subject,
      ...(row.email ? { email: row.email } : {}),
      name: row.name,
      groups: JSON.parse(row.groups_json) as string[],
      administrator: row.administrator === 1,
      createdAt: row.created_at,
      lastSeenAt,
      expiresAt: row.expires_at,
      idleUntil: this.idleUntil(lastSeenAt, row.expires_at),
    };
  }

  /** Ends a session (sign-out): its cookie, replayed, finds nothing. Whether there was one. */
  async end(id: string): Promise<boolean> {
    return (await this.engine.run('DELETE FROM people_sessions WHERE id_hash = ?', [sessionIdHash(id)])) > 0;
  }

  /**
   * Ends every session of a person (the service refused their key: an administrator revoked it): each of their
   * cookies finds nothing from now on, on every instance. How many there were.
   */
  async endAllOf(subject: string): Promise<number> {
    return this.engine.run('DELETE FROM people_sessions WHERE subject = ?', [subject]);
  }

  /** How many sessions are live now (for the metrics). */
  async countLive(now: number): Promise<number> {
    const [row] = await this.engine.all<{ count: number }>(
      'SELECT COUNT(*) AS count FROM people_sessions WHERE expires_at > ? AND last_seen_at > ?',
      [now, now - this.lifetimes.idleMs],
    );
    return Number(row?.count ?? 0);
  }

  /** Forgets sessions that have lapsed either way; how many. */
  async sweep(now: number): Promise<number> {
    return this.engine.run('DELETE FROM people_sessions WHERE expires_at <= ? OR last_seen_at <= ?', [
      now,
      now - this.lifetimes.idleMs,
    ]);
  }

  /** When the person last signed in or made a request (at SEEN_RESOLUTION_MS): kept after their sessions go. */
  private async seen(subject: string, now: number): Promise<void> {
    await this.engine.run(
      `INSERT INTO people_seen (subject, seen_at) VALUES (?, ?)
       ON CONFLICT (subject) DO UPDATE SET seen_at = excluded.seen_at`,
      [subject, now],
    );
  }

  private idleUntil(lastSeenAt: number, expiresAt: number): number {
    return Math.min(lastSeenAt + this.lifetimes.idleMs, expiresAt);
  }
}
