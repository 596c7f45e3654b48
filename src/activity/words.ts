import {
  ACTOR_IDS,
  LEGACY_KEY_NAME_PREFIX,
  LEGACY_TOKEN_NAME_PREFIX,
  SCHEDULED_BY,
  TOKEN_ACTOR_PREFIX,
  type AuditAction,
  type AuditOutcome,
} from '../../common/audit';
import type { AuditEvent } from '../api/consoleServer/types';
import { t, type MessageKey } from '../i18n/translate';

/** Each recorded action in words (the catalogues' `activity.action.*`). */
const ACTION_MESSAGES: Record<AuditAction, MessageKey> = {
  'apiKey.issue': 'activity.action.apiKeyIssue',
  'apiKey.revoke': 'activity.action.apiKeyRevoke',
  'apiKey.roll': 'activity.action.apiKeyRoll',
  'apiKey.revokeScheduled': 'activity.action.apiKeyRevokeScheduled',
  'accessor.add': 'activity.action.accessorAdd',
  'accessor.change': 'activity.action.accessorChange',
  'accessor.remove': 'activity.action.accessorRemove',
  'draft.create': 'activity.action.draftCreate',
  'draft.accept': 'activity.action.draftAccept',
  'draft.submit': 'activity.action.draftSubmit',
  'proposal.comment': 'activity.action.proposalComment',
  'proposal.requestChanges': 'activity.action.proposalRequestChanges',
  'proposal.revise': 'activity.action.proposalRevise',
  'proposal.withdraw': 'activity.action.proposalWithdraw',
  'reviewSettings.change': 'activity.action.reviewSettingsChange',
  'directory.put': 'activity.action.directoryPut',
  'directory.delete': 'activity.action.directoryDelete',
  'directory.import': 'activity.action.directoryImport',
  'session.signIn': 'activity.action.signIn',
  'session.signOut': 'activity.action.signOut',
  'session.refused': 'activity.action.signInRefused',
  'audit.read': 'activity.action.auditRead',
};

const OUTCOME_MESSAGES: Record<AuditOutcome, MessageKey> = {
  succeeded: 'activity.outcomeSucceeded',
  refused: 'activity.outcomeRefused',
  failed: 'activity.outcomeFailed',
  unknown: 'activity.outcomeUnknown',
};

export const OUTCOME_COLOURS: Record<AuditOutcome, string> = {
  succeeded: 'green',
  refused: 'orange',
  failed: 'red',
  unknown: 'yellow',
};

/** An action in words; one the console does not know yet (a newer server's) by its code. */
export const actionWords = (action: AuditAction) => (action in ACTION_MESSAGES ? t(ACTION_MESSAGES[action]) : action);
export const outcomeWords = (outcome: AuditOutcome) =>
  outcome in OUTCOME_MESSAGES ? t(OUTCOME_MESSAGES[outcome]) : outcome;

/** The actors that are no person nor key, each worded by its id (the catalogues' `actor.*`). */
const ACTOR_MESSAGES: Record<string, MessageKey> = {
  [ACTOR_IDS.administratorToken]: 'actor.administratorToken',
  [ACTOR_IDS.keySchedule]: 'actor.keySchedule',
  [ACTOR_IDS.personKeys]: 'actor.personKeys',
  [ACTOR_IDS.noCredential]: 'actor.noCredential',
};

/** What an event names after a prefix of its own kind's, in events the server wrote before it left the kind out. */
const withoutPrefix = (name: string, prefix: string) => (name.startsWith(prefix) ? name.slice(prefix.length) : name);

/**
 * Who acted, in the reader's language: a person by their name; an application key, a token that is not the
 * administrator's and the console server's parts by their kind in words, with the key's application or the
 * token's fingerprint. The log keeps a kind and a name; the console words the kind.
 */
export function actorWords(actor: AuditEvent['actor']): string {
  if (actor.kind === 'person') return actor.name;
  if (actor.id in ACTOR_MESSAGES) return t(ACTOR_MESSAGES[actor.id]);
  if (actor.kind === 'key')
    return t('actor.applicationKey', { name: withoutPrefix(actor.name, LEGACY_KEY_NAME_PREFIX) });
  if (actor.id.startsWith(TOKEN_ACTOR_PREFIX))
    return t('actor.otherToken', { fingerprint: withoutPrefix(actor.name, LEGACY_TOKEN_NAME_PREFIX) });
  return actor.name;
}

/** Who asked for a scheduled revoke, in the reader's language: a person by name, the server's own in words. */
export function schedulerWords(scheduledBy: string): string {
  if (scheduledBy === SCHEDULED_BY.administratorToken) return t('actor.administratorToken');
  if (scheduledBy === SCHEDULED_BY.renewal) return t('actor.renewal');
  return scheduledBy;
}
