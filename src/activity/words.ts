import type { AuditAction, AuditOutcome } from '../../common/audit';
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
