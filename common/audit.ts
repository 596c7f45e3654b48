/**
 * The audit log's vocabulary (CONTRACT.md, `GET /console-api/v1/audit`): what the console's server records, and
 * what the console's Activity page filters by and names in words. Dependency-free, for both sides.
 */
export const AUDIT_ACTIONS = [
  'apiKey.issue',
  'apiKey.revoke',
  'apiKey.roll',
  'apiKey.revokeScheduled',
  'accessor.add',
  'accessor.change',
  'accessor.remove',
  'draft.create',
  'draft.accept',
  'directory.put',
  'directory.delete',
  'directory.import',
  'session.signIn',
  'session.signOut',
  'session.refused',
  'audit.read',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How a write ended: `unknown` when the connection to the service was lost after the write was sent. */
export const AUDIT_OUTCOMES = ['succeeded', 'refused', 'failed', 'unknown'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** Who acted: a person signed in through the provider, an application key, or the administrator's token. */
export const ACTOR_KINDS = ['person', 'key', 'administrator'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** What an event acted on: an accessor's change is the repository's (the accessor is named in its details). */
export const TARGET_TYPES = [
  'apiKey',
  'repository',
  'model',
  'directoryEntry',
  'directory',
  'session',
  'auditLog',
] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
export const isAuditOutcome = (value: string): value is AuditOutcome =>
  (AUDIT_OUTCOMES as readonly string[]).includes(value);

/**
 * The header with which the console tells its server the checks a reviewer saw failing and accepted anyway (their
 * ids, comma-separated), on a draft's accept: the service ignores it, the audit log keeps it.
 */
export const ACCEPTED_CHECKS_HEADER = 'x-accepted-checks';
