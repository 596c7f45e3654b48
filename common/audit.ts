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
  'draft.submit',
  'proposal.comment',
  'proposal.requestChanges',
  'proposal.revise',
  'proposal.withdraw',
  'reviewSettings.change',
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
  'settings',
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

/**
 * Who acted, where it is no person: the ids the log keeps for the administrator token, a bearer token that is
 * not it (`token:` and its fingerprint), an application key (`key:` and its fingerprint), a request with no
 * credential, and the console server's own parts. The log keeps a kind and a name (a key's application, a
 * token's fingerprint, the others in English for exports); the console words these by id in the reader's language.
 */
export const ACTOR_IDS = {
  administratorToken: 'administrator',
  keySchedule: 'key-schedule',
  personKeys: 'person-keys',
  noCredential: 'none',
} as const;
export const KEY_ACTOR_PREFIX = 'key:';
export const TOKEN_ACTOR_PREFIX = 'token:';
/** How a key's name began in events written before the console worded the kinds: kept readable, and worded too. */
export const LEGACY_KEY_NAME_PREFIX = 'application key · ';
export const LEGACY_TOKEN_NAME_PREFIX = 'a token · ';

/**
 * Who asked for a scheduled revoke where no person did, as the key schedule keeps it in words (a person's name
 * otherwise); the console words these in the reader's language.
 */
export const SCHEDULED_BY = {
  administratorToken: 'administrator token',
  renewal: 'console server (renewal)',
} as const;
