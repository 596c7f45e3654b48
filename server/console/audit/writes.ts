import type { AuditAction, TargetType } from '../../../common/audit.js';
import { API_PREFIX, decodedSegment } from '../../shared/http/apiPaths.js';
import { CONSOLE_API_PREFIX } from '../api/index.js';

/**
 * A write that the audit log records, as its method and path tell it: what action it is, what it acts on, and
 * the uuids in its path that the recorder reads names and the state before by.
 */
export interface RecordedWrite {
  action: AuditAction;
  targetType: TargetType;
  /** `/api/v1` (the service's, however it is answered) or `/console-api/v1` (the server's own). */
  api: 'service' | 'console';
  repositoryId?: string;
  modelId?: string;
  accessorId?: string;
  apiKeyId?: string;
  directoryId?: string;
  /** A scheduled revoke's uuid (server/console/keySchedule). */
  revocationId?: string;
  /** Recorded only when it is refused: a read of the audit log by someone who may not read it. */
  onlyRefused?: boolean;
}

const SERVICE_PREFIX = `${API_PREFIX}/`;
const CONSOLE_PREFIX = `${CONSOLE_API_PREFIX}/`;
const DRAFT_ALIAS = 'draft';

/**
 * The write a request is, or undefined for a read (a GET, and the one POST that only reads: resolving documents).
 * The same words as the routes: a path the service does not serve is no write of any kind, and is not recorded.
 */
export function recordedWriteOf(method: string, url: string): RecordedWrite | undefined {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return undefined;
  const path = url.split('?')[0];
  if (path.startsWith(SERVICE_PREFIX)) return serviceWrite(method, path.slice(SERVICE_PREFIX.length));
  if (path.startsWith(CONSOLE_PREFIX)) return consoleWrite(method, path.slice(CONSOLE_PREFIX.length));
  return undefined;
}

/**
 * A read the audit log records when it is refused: the log's own (its events, actors, verification, exports), so
 * that whoever tries to read it without the right is on it.
 */
export function guardedReadOf(method: string, url: string): RecordedWrite | undefined {
  if (method !== 'GET') return undefined;
  const path = url.split('?')[0];
  if (!path.startsWith(CONSOLE_PREFIX) || path.slice(CONSOLE_PREFIX.length).split('/')[0] !== 'audit') return undefined;
  return { api: 'console', action: 'audit.read', targetType: 'auditLog', onlyRefused: true };
}

function serviceWrite(method: string, path: string): RecordedWrite | undefined {
  const parts = path.split('/').map(decodedSegment);
  const api = 'service' as const;
  if (parts[0] === 'api-keys') {
    if (method === 'POST' && parts.length === 1) return { api, action: 'apiKey.issue', targetType: 'apiKey' };
    if (method === 'DELETE' && parts.length === 2)
      return { api, action: 'apiKey.revoke', targetType: 'apiKey', apiKeyId: parts[1] };
    return undefined;
  }
  if (parts[0] !== 'repositories' || parts.length < 3) return undefined;
  const [, repositoryId, collection, id, versions, verb] = parts;
  if (collection === 'accessors') {
    if (method === 'POST' && parts.length === 3)
      return { api, action: 'accessor.add', targetType: 'repository', repositoryId };
    if (parts.length !== 4) return undefined;
    if (method === 'PATCH')
      return { api, action: 'accessor.change', targetType: 'repository', repositoryId, accessorId: id };
    if (method === 'DELETE')
      return { api, action: 'accessor.remove', targetType: 'repository', repositoryId, accessorId: id };
    return undefined;
  }
  if (collection !== 'models' || method !== 'POST') return undefined;
  if (parts.length === 3 && repositoryId.toLowerCase() === DRAFT_ALIAS)
    return { api, action: 'draft.create', targetType: 'model', repositoryId };
  if (parts.length === 6 && versions === 'versions' && verb === 'accept')
    return { api, action: 'draft.accept', targetType: 'model', repositoryId, modelId: id };
  return undefined;
}

function consoleWrite(method: string, path: string): RecordedWrite | undefined {
  const parts = path.split('/').map(decodedSegment);
  const api = 'console' as const;
  if (parts.length === 1 && parts[0] === 'session' && method === 'DELETE')
    return { api, action: 'session.signOut', targetType: 'session' };
  if (parts[0] === 'api-keys') return keyScheduleWrite(method, parts);
  if (parts[0] === 'edits' && parts.length === 3 && parts[2] === 'submit' && method === 'POST')
    return { api, action: 'draft.submit', targetType: 'model' };
  if (parts[0] === 'proposals') return proposalWrite(method, parts);
  if (parts.length === 1 && parts[0] === 'review-settings' && method === 'PUT')
    return { api, action: 'reviewSettings.change', targetType: 'settings' };
  if (parts[0] !== 'directory') return undefined;
  if (parts.length === 2 && parts[1] === 'import' && method === 'POST')
    return { api, action: 'directory.import', targetType: 'directory' };
  if (parts.length !== 2) return undefined;
  if (method === 'PUT') return { api, action: 'directory.put', targetType: 'directoryEntry', directoryId: parts[1] };
  if (method === 'DELETE')
    return { api, action: 'directory.delete', targetType: 'directoryEntry', directoryId: parts[1] };
  return undefined;
}

/** What a proposal's conversation records: comments (written, changed, resolved, deleted) and decisions. */
const PROPOSAL_VERBS: Record<string, AuditAction> = {
  'request-changes': 'proposal.requestChanges',
  revise: 'proposal.revise',
  withdraw: 'proposal.withdraw',
};

function proposalWrite(method: string, parts: string[]): RecordedWrite | undefined {
  const [, draftId, verb] = parts;
  const api = 'console' as const;
  if (!draftId || !verb) return undefined;
  if (verb === 'comments' && (parts.length === 3 ? method === 'POST' : parts.length === 4))
    return { api, action: 'proposal.comment', targetType: 'model', modelId: draftId };
  const action = parts.length === 3 && method === 'POST' ? PROPOSAL_VERBS[verb] : undefined;
  return action && { api, action, targetType: 'model', modelId: draftId };
}

/** The key schedule's writes: a roll, and a scheduled revoke cancelled or moved. */
function keyScheduleWrite(method: string, parts: string[]): RecordedWrite | undefined {
  const api = 'console' as const;
  if (parts.length === 3 && parts[2] === 'roll' && method === 'POST')
    return { api, action: 'apiKey.roll', targetType: 'apiKey', apiKeyId: parts[1] };
  if (parts.length === 3 && parts[1] === 'revocations' && (method === 'DELETE' || method === 'PATCH'))
    return { api, action: 'apiKey.revokeScheduled', targetType: 'apiKey', revocationId: parts[2] };
  return undefined;
}
