import { segment, type DownloadProgress } from '../http';
import type { ConsoleServerClient } from './client';
import type { CommentChangeBody, CommentWriteBody, EditStepsBody, ReviewSettingsBody } from './types';

export const getIndexStatus = (client: ConsoleServerClient, signal?: AbortSignal) =>
  client.request({ operation: 'getIndexStatus', method: 'GET', path: '/index', signal });

export const searchInstallationTitles = (
  client: ConsoleServerClient,
  query: { q: string; kind?: 'model' | 'symbol'; repository?: string; limit?: number },
  signal?: AbortSignal,
) => client.request({ operation: 'searchTitles', method: 'GET', path: '/index/titles', query, signal });

export const listInstallationPlacements = (
  client: ConsoleServerClient,
  symbolId: string,
  repository?: string,
  signal?: AbortSignal,
) =>
  client.request({
    operation: 'listPlacements',
    method: 'GET',
    path: `/index/symbols/${segment(symbolId)}/placements`,
    query: { repository },
    signal,
  });

export const listInstallationRelations = (
  client: ConsoleServerClient,
  symbolIds: readonly string[],
  repository?: string,
  signal?: AbortSignal,
) =>
  client.request({
    operation: 'listRelations',
    method: 'GET',
    path: '/index/relations',
    query: { symbols: symbolIds.join(','), repository },
    signal,
  });

export const getServerDirectory = (client: ConsoleServerClient, signal?: AbortSignal) =>
  client.request({ operation: 'getDirectory', method: 'GET', path: '/directory', signal });

export const putServerDirectoryEntry = (
  client: ConsoleServerClient,
  { uuid, ...entry }: { uuid: string; kind: 'user' | 'group'; name: string; email?: string },
) =>
  client.request({ operation: 'putDirectoryEntry', method: 'PUT', path: `/directory/${segment(uuid)}`, body: entry });

export const deleteServerDirectoryEntry = (client: ConsoleServerClient, uuid: string) =>
  client.request({ operation: 'deleteDirectoryEntry', method: 'DELETE', path: `/directory/${segment(uuid)}` });

export const importServerDirectory = (
  client: ConsoleServerClient,
  entries: readonly { uuid: string; kind: 'user' | 'group'; name: string; email?: string }[],
) => client.request({ operation: 'importDirectory', method: 'POST', path: '/directory/import', body: { entries } });

export const listSimilarTitles = (
  client: ConsoleServerClient,
  query: { titles: readonly string[]; repository?: string; except?: string },
  signal?: AbortSignal,
) =>
  client.request({
    operation: 'listSimilarTitles',
    method: 'GET',
    path: '/index/similar',
    query: { titles: query.titles.join('\n'), repository: query.repository, except: query.except },
    signal,
  });

/** What the sign-in page offers here; anyone may ask. */
export const getSignInOptions = (client: ConsoleServerClient, signal?: AbortSignal) =>
  client.request({ operation: 'getSignInOptions', method: 'GET', path: '/sign-in', signal });

/** Who the caller is, and what they may do in each repository they see. */
export const getMe = (client: ConsoleServerClient, signal?: AbortSignal) =>
  client.request({ operation: 'getMe', method: 'GET', path: '/me', signal });

/** Signs a person out on the server; where their browser ends the session at the provider, if anywhere. */
export const endSession = (client: ConsoleServerClient) =>
  client.request({ operation: 'endSession', method: 'DELETE', path: '/session' });

/** What the Activity page filters the audit log by (`GET /audit`); every field narrows. */
export interface AuditQuery {
  actor?: string;
  action?: string;
  target?: string;
  outcome?: string;
  from?: string;
  to?: string;
}

/** A page of the audit log, newest first, below `cursor` where given. */
export const listAuditEvents = (
  client: ConsoleServerClient,
  query: AuditQuery & { limit?: number; cursor?: string },
  signal?: AbortSignal,
) => client.request({ operation: 'listAuditEvents', method: 'GET', path: '/audit', query: { ...query }, signal });

/** Everyone who has acted, for the actor filter's choices. */
export const listAuditActors = (client: ConsoleServerClient, signal?: AbortSignal) =>
  client.request({ operation: 'listAuditActors', method: 'GET', path: '/audit/actors', signal });

/** The chain checked from its first kept event. */
export const verifyAuditLog = (client: ConsoleServerClient, signal?: AbortSignal) =>
  client.request({ operation: 'verifyAuditLog', method: 'GET', path: '/audit/verification', signal });

/** Every event a filter matches, as a CSV or JSON Lines file, streamed with its progress. */
export const exportAuditEvents = (
  client: ConsoleServerClient,
  query: AuditQuery,
  format: 'csv' | 'jsonl',
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
) => client.download({ path: '/audit', query: { ...query, format }, signal }, onProgress);

/**
 * Rolls an application's key: a new key of the same name (its secret in this answer alone), and the old one revoked
 * by the console's server at `revokeAt`.
 */
export const rollApiKey = (
  client: ConsoleServerClient,
  keyUuid: string,
  body: { revokeAt: string; expiresAt?: string },
) => client.request({ operation: 'rollApiKey', method: 'POST', path: `/api-keys/${segment(keyUuid)}/roll`, body });

/** The revokes the console's server performs: the open ones first, then the ended. */
export const listKeyRevocations = (client: ConsoleServerClient, signal?: AbortSignal) =>
  client.request({ operation: 'listKeyRevocations', method: 'GET', path: '/api-keys/revocations', signal });

/** Cancels a scheduled revoke: the old key stays until its own expiry. */
export const cancelKeyRevocation = (client: ConsoleServerClient, uuid: string) =>
  client.request({
    operation: 'cancelKeyRevocation',
    method: 'DELETE',
    path: `/api-keys/revocations/${segment(uuid)}`,
  });

/** Brings a scheduled revoke forward (to now, or an earlier time). */
export const moveKeyRevocation = (client: ConsoleServerClient, uuid: string, revokeAt: string) =>
  client.request({
    operation: 'moveKeyRevocation',
    method: 'PATCH',
    path: `/api-keys/revocations/${segment(uuid)}`,
    body: { revokeAt },
  });

/** The caller's edits in progress, the latest changed first. */
export const listEdits = (client: ConsoleServerClient, signal?: AbortSignal) =>
  client.request({ operation: 'listEdits', method: 'GET', path: '/edits', signal });

/** Begins an edit of a model as a working copy, or resumes the one the caller has in progress. */
export const beginEdit = (client: ConsoleServerClient, body: { repositoryId: string; modelId: string }) =>
  client.request({ operation: 'beginEdit', method: 'POST', path: '/edits', body });

/** An edit in progress: its working copy and every step taken. */
export const getEdit = (client: ConsoleServerClient, uuid: string, signal?: AbortSignal) =>
  client.request({ operation: 'getEdit', method: 'GET', path: `/edits/${segment(uuid)}`, signal });

/** Keeps the next steps of an edit after step `after`, sent by this window (`holder`). */
export const appendEditSteps = (client: ConsoleServerClient, uuid: string, body: EditStepsBody) =>
  client.request({ operation: 'appendEditSteps', method: 'POST', path: `/edits/${segment(uuid)}/steps`, body });

/** Makes this window the one whose steps are kept. */
export const holdEdit = (client: ConsoleServerClient, uuid: string, holder: string) =>
  client.request({ operation: 'holdEdit', method: 'POST', path: `/edits/${segment(uuid)}/hold`, body: { holder } });

/** Ends an edit without a draft. */
export const discardEdit = (client: ConsoleServerClient, uuid: string) =>
  client.request({ operation: 'discardEdit', method: 'DELETE', path: `/edits/${segment(uuid)}` });

/** Makes the draft of an edit and keeps its provenance; sent again after a lost answer, it makes no second draft. */
export const submitEdit = (client: ConsoleServerClient, uuid: string, statement: string) =>
  client.request({
    operation: 'submitEdit',
    method: 'POST',
    path: `/edits/${segment(uuid)}/submit`,
    body: { statement },
  });

/** Where a draft came from, where the console's editor made it. */
export const getProposal = (client: ConsoleServerClient, draftId: string, signal?: AbortSignal) =>
  client.request({ operation: 'getProposal', method: 'GET', path: `/proposals/${segment(draftId)}`, signal });

/** What waits on the caller: proposals for their review, and their own. */
export const listProposals = (client: ConsoleServerClient, signal?: AbortSignal) =>
  client.request({ operation: 'listProposals', method: 'GET', path: '/proposals', signal });

/**
 * A proposal's state, revisions and thread. The server answers with an ETag and `no-cache`: the browser asks
 * with If-None-Match on each poll, and a 304 costs neither side the thread.
 */
export const getConversation = (client: ConsoleServerClient, draftId: string, signal?: AbortSignal) =>
  client.request({
    operation: 'getConversation',
    method: 'GET',
    path: `/proposals/${segment(draftId)}/conversation`,
    signal,
  });

export const markProposalSeen = (client: ConsoleServerClient, draftId: string) =>
  client.request({ operation: 'markProposalSeen', method: 'POST', path: `/proposals/${segment(draftId)}/seen` });

export const commentOnProposal = (client: ConsoleServerClient, draftId: string, body: CommentWriteBody) =>
  client.request({
    operation: 'commentOnProposal',
    method: 'POST',
    path: `/proposals/${segment(draftId)}/comments`,
    body,
  });

export const changeProposalComment = (
  client: ConsoleServerClient,
  draftId: string,
  uuid: string,
  body: CommentChangeBody,
) =>
  client.request({
    operation: 'changeProposalComment',
    method: 'PATCH',
    path: `/proposals/${segment(draftId)}/comments/${segment(uuid)}`,
    body,
  });

export const deleteProposalComment = (client: ConsoleServerClient, draftId: string, uuid: string) =>
  client.request({
    operation: 'deleteProposalComment',
    method: 'DELETE',
    path: `/proposals/${segment(draftId)}/comments/${segment(uuid)}`,
  });

export const requestProposalChanges = (client: ConsoleServerClient, draftId: string, comment: string) =>
  client.request({
    operation: 'requestProposalChanges',
    method: 'POST',
    path: `/proposals/${segment(draftId)}/request-changes`,
    body: { comment },
  });

export const withdrawProposal = (client: ConsoleServerClient, draftId: string, comment?: string) =>
  client.request({
    operation: 'withdrawProposal',
    method: 'POST',
    path: `/proposals/${segment(draftId)}/withdraw`,
    body: comment ? { comment } : {},
  });

/** Begins a revision: an edit of the proposal, or of the model as it is now with the proposal's changes replayed. */
export const reviseProposal = (client: ConsoleServerClient, draftId: string, onto: 'proposal' | 'model') =>
  client.request({
    operation: 'reviseProposal',
    method: 'POST',
    path: `/proposals/${segment(draftId)}/revise`,
    body: { onto },
  });

export const getReviewSettings = (client: ConsoleServerClient, signal?: AbortSignal) =>
  client.request({ operation: 'getReviewSettings', method: 'GET', path: '/review-settings', signal });

export const putReviewSettings = (client: ConsoleServerClient, body: ReviewSettingsBody) =>
  client.request({ operation: 'putReviewSettings', method: 'PUT', path: '/review-settings', body });
