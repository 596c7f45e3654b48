import type { SqlEngine } from '../database/index.js';
import { HttpError } from '../../shared/http/errors.js';
import type { SecretBox } from './secrets.js';
import { PERSON_KEY_PREFIX } from '../../../common/personKeys.js';
import { randomUUID } from 'node:crypto';
import { type KeySchedule, AdminCalls, type IssueAnswer } from '../keySchedule/index.js';
import type { AuditWriter, ServerPart } from '../audit/index.js';
import { ACTOR_IDS, SCHEDULED_BY, type AuditOutcome } from '../../../common/audit.js';

/** How long a person's key lives at the service; it is renewed once less than RENEW_BEFORE_MS is left. */
export const PERSON_KEY_LIFETIME_MS = 90 * 86_400_000;
const RENEW_BEFORE_MS = 14 * 86_400_000;
/** A person's key is revoked once they have not signed in or made a request for this long. */
export const PERSON_KEY_UNUSED_MS = 30 * 86_400_000;
/**
 * How long a renewed key's predecessor still works: requests under way with it, on this instance or another that
 * held it, end well, and no one is signed out by a key the service refuses.
 */
export const PERSON_KEY_OVERLAP_MS = 60 * 60_000;

/** Who issues and revokes people's keys in the audit log: the server, with the service's administrator credential. */
const PERSON_KEYS: ServerPart = {
  actor: { kind: 'administrator', id: ACTOR_IDS.personKeys, name: "people's keys (console server)" },
  userAgent: "console server (people's keys)",
};

/** Why the server issued or revoked a person's key, in the event's details. */
type KeyStep = 'first use' | 'renewal' | 'renewed' | 'unused' | 'issued twice';

export interface PersonKeysOptions {
  engine: SqlEngine;
  /** Seals each key's secret in CONSOLE_DATABASE. */
  box: SecretBox;
  /** The service's base URL, ending in `/api/v1`. */
  baseUrl: () => string;
  /** The service's administrator credential, which issues people's keys. */
  adminToken: string;
  /** The key schedule (server/console/keySchedule), which revokes a renewed key's predecessor after the overlap. */
  schedule?: Pick<KeySchedule, 'schedule'>;
  /** Where each key issued or revoked is recorded (server/console/audit); none where the server keeps no log. */
  audit?: AuditWriter;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Who a key is for: the provider's subject, and the words its application name shows administrators. */
export interface KeyHolder {
  subject: string;
  email?: string;
  name: string;
}

/** The name a person's key has at the service, which tells administrators whose it is. */
const applicationNameOf = (holder: KeyHolder) => `${PERSON_KEY_PREFIX}${holder.email ?? holder.name}`;

/**
 * Each person's own application key at the service ("Console · ada@example.org"), so that the service's rate
 * limit counts each person apart and its logs tell people apart. Issued with the administrator credential at the
 * person's first request, kept sealed in CONSOLE_DATABASE (any instance uses the same key), and renewed before
 * it expires. The secret never leaves the server.
 */
export class PersonKeys {
  private readonly held = new Map<string, { secret: string; expiresAt: number }>();
  private readonly issuing = new Map<string, Promise<string>>();
  private readonly calls: AdminCalls;
  private readonly now: () => number;

  constructor(private readonly options: PersonKeysOptions) {
    this.calls = new AdminCalls({ baseUrl: options.baseUrl, adminToken: options.adminToken, fetch: options.fetch });
    this.now = options.now ?? Date.now;
  }

  /** The person's key's secret, issued or renewed where needed. */
  async secretFor(holder: KeyHolder): Promise<string> {
    const fresh = (key: { expiresAt: number } | undefined) => key && key.expiresAt - RENEW_BEFORE_MS > this.now();
    const held = this.held.get(holder.subject);
    if (fresh(held)) return held!.secret;
    let issuing = this.issuing.get(holder.subject);
    if (!issuing) {
      issuing = this.keptOrIssued(holder, fresh).finally(() => this.issuing.delete(holder.subject));
      this.issuing.set(holder.subject, issuing);
    }
    return issuing;
  }

  private async keptOrIssued(holder: KeyHolder, fresh: (key: { expiresAt: number }) => boolean | undefined) {
    const kept = await this.kept(holder.subject);
    if (kept && fresh(kept)) return this.hold(holder.subject, kept);
    const issued = await this.issue(holder, kept ? 'renewal' : 'first use');
    const stored = await this.store(holder.subject, issued, kept?.uuid);
    if (stored.uuid !== issued.uuid) await this.revoke(issued.uuid, 'issued twice', holder);
    else if (kept) await this.retire(kept, holder);
    return this.hold(holder.subject, stored);
  }

  /**
   * A renewed key's predecessor: revoked by the key schedule once PERSON_KEY_OVERLAP_MS has passed (at once where
   * the server keeps no schedule, or it cannot be written).
   */
  private async retire(key: { uuid: string; expiresAt: number }, holder: KeyHolder): Promise<void> {
    const now = this.now();
    const scheduled = await this.options.schedule
      ?.schedule({
        uuid: randomUUID(),
        keyUuid: key.uuid,
        applicationName: applicationNameOf(holder),
        keyExpiresAt: key.expiresAt,
        reason: 'renewed',
        revokeAt: Math.min(now + PERSON_KEY_OVERLAP_MS, key.expiresAt),
        scheduledBy: SCHEDULED_BY.renewal,
        createdAt: now,
      })
      .catch(() => false);
    if (!scheduled) await this.revoke(key.uuid, 'renewed', holder);
  }

  /**
   * Revokes at the service the key of everyone not seen for PERSON_KEY_UNUSED_MS (see SessionStore: when they last
   * signed in or made a request; or when the key was issued, where that was later), and forgets it: their next
   * sign-in issues a new one. A key the service cannot be asked to revoke now is kept for the next round. How many went.
   */
  async revokeUnused(now: number): Promise<number> {
    const unused = await this.options.engine.all<{ subject: string; key_uuid: string }>(
      `SELECT k.subject, k.key_uuid FROM people_keys k LEFT JOIN people_seen s ON s.subject = k.subject
       WHERE CASE WHEN s.seen_at IS NULL OR s.seen_at < k.issued_at THEN k.issued_at ELSE s.seen_at END <= ?
       ORDER BY k.issued_at, k.subject`,
      [now - PERSON_KEY_UNUSED_MS],
    );
    let revoked = 0;
    for (const { subject, key_uuid: uuid } of unused) {
      if (!(await this.revoke(uuid, 'unused', { subject }))) continue;
      await this.forget(subject, uuid);
      revoked++;
    }
    return revoked;
  }

  /**
   * Forgets a person's key, here and in CONSOLE_DATABASE (only that key: another instance may have renewed it
   * meanwhile): the service refused it, or it was revoked.
   */
  async forget(subject: string, uuid?: string): Promise<void> {
    this.held.delete(subject);
    await (uuid
      ? this.options.engine.run('DELETE FROM people_keys WHERE subject = ? AND key_uuid = ?', [subject, uuid])
      : this.options.engine.run('DELETE FROM people_keys WHERE subject = ?', [subject]));
  }

  private hold(subject: string, key: { secret: string; expiresAt: number }): string {
    this.held.set(subject, { secret: key.secret, expiresAt: key.expiresAt });
    return key.secret;
  }

  private async kept(subject: string) {
    const [row] = await this.options.engine.all<{ key_uuid: string; secret_sealed: string; expires_at: number }>(
      'SELECT key_uuid, secret_sealed, expires_at FROM people_keys WHERE subject = ?',
      [subject],
    );
    const secret = row && this.options.box.open(row.secret_sealed);
    return secret ? { uuid: row.key_uuid, secret, expiresAt: Number(row.expires_at) } : undefined;
  }

  /**
   * Keeps a newly issued key in place of `replacing` (none where there was none); where another instance issued
   * one for the same person meanwhile, theirs stays and is returned.
   */
  private async store(
    subject: string,
    issued: { uuid: string; secret: string; expiresAt: number },
    replacing?: string,
  ) {
    const values = [issued.uuid, this.options.box.seal(issued.secret), this.now(), issued.expiresAt];
    const changed = replacing
      ? await this.options.engine.run(
          'UPDATE people_keys SET key_uuid = ?, secret_sealed = ?, issued_at = ?, expires_at = ? WHERE subject = ? AND key_uuid = ?',
          [...values, subject, replacing],
        )
      : await this.options.engine.run(
          `INSERT INTO people_keys (key_uuid, secret_sealed, issued_at, expires_at, subject) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (subject) DO NOTHING`,
          [...values, subject],
        );
    if (changed > 0) return issued;
    const theirs = await this.kept(subject);
    if (!theirs) throw new HttpError(503, 'service_unavailable', 'your key at the service could not be kept');
    return theirs;
  }

  private async issue(holder: KeyHolder, step: KeyStep): Promise<{ uuid: string; secret: string; expiresAt: number }> {
    const expiresAt = this.now() + PERSON_KEY_LIFETIME_MS;
    const issued = await this.calls.issue(applicationNameOf(holder), new Date(expiresAt).toISOString());
    await this.record('apiKey.issue', issueOutcome(issued), {
      uuid: issued.outcome === 'issued' ? issued.key.uuid : undefined,
      holder,
      step,
      reason: issued.outcome === 'refused' ? issued.message : undefined,
    });
    if (issued.outcome !== 'issued')
      throw new HttpError(
        503,
        'service_unavailable',
        issued.outcome === 'refused'
          ? `the service did not issue your key (HTTP ${issued.status})`
          : 'the service did not say whether it issued your key',
      );
    return { uuid: issued.key.uuid, secret: issued.key.apiKey, expiresAt };
  }

  /** Revokes a key no one uses any more; one already gone is fine. Whether the service has it no more. */
  private async revoke(uuid: string, step: KeyStep, holder: Pick<KeyHolder, 'subject'> & Partial<KeyHolder>) {
    const answer = await this.calls.revoke(uuid);
    await this.record('apiKey.revoke', answer.ok ? 'succeeded' : 'failed', {
      uuid,
      holder,
      step,
      reason: answer.ok ? undefined : answer.error,
    });
    return answer.ok;
  }

  /** One key issued or revoked, in the audit log; a log that cannot be written now keeps it (AuditWriter). */
  private async record(
    action: 'apiKey.issue' | 'apiKey.revoke',
    outcome: AuditOutcome,
    event: { uuid?: string; holder: Pick<KeyHolder, 'subject'> & Partial<KeyHolder>; step: KeyStep; reason?: string },
  ): Promise<void> {
    const { holder } = event;
    await this.options.audit?.writeOwn(PERSON_KEYS, {
      at: this.now(),
      action,
      target: { type: 'apiKey', uuid: event.uuid, name: holder.name && applicationNameOf(holder as KeyHolder) },
      outcome,
      ...(event.reason ? { reason: event.reason } : {}),
      details: { step: event.step, person: holder.name ?? holder.subject },
      requestId: `person-keys:${event.uuid ?? randomUUID()}`,
    });
  }
}

/** How an issue ended, in the audit log's words. */
function issueOutcome(issued: IssueAnswer): AuditOutcome {
  if (issued.outcome === 'issued') return 'succeeded';
  if (issued.outcome === 'unknown') return 'unknown';
  return issued.status === 401 || issued.status === 403 ? 'refused' : 'failed';
}
