import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../api/ClientContext';
import { consoleServerOf } from '../api/consoleServer/client';
import {
  changeProposalComment,
  commentOnProposal,
  deleteProposalComment,
  getConversation,
  getProposal,
  getReviewSettings,
  listProposals,
  markProposalSeen,
  putReviewSettings,
  requestProposalChanges,
  reviseProposal,
  withdrawProposal,
} from '../api/consoleServer/endpoints';
import type { CommentChangeBody, CommentWriteBody } from '../api/consoleServer/types';
import { isApiError } from '../api/errors';
import { queryKeys } from '../api/queryKeys';

/** How often an open review asks whether its conversation changed: another person's comment shows within it. */
const CONVERSATION_EVERY_MS = 1000;
/** How often the header's count of what waits on the caller is read again. */
const INBOX_EVERY_MS = 20_000;

/** A read of this console's server that is null where it keeps no proposals (a bare service) or knows none. */
async function orNone<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 503 || error.kind === 'invalid-response'))
      return null;
    throw error;
  }
}

/**
 * Where a draft came from, where the console's editor made it: null for a draft made otherwise (404), or where this
 * console's server keeps no proposals (a bare service).
 */
export function useProposal(draftId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.proposal(client.identity, draftId),
    queryFn: ({ signal }) => orNone(() => getProposal(consoleServerOf(client), draftId, signal)),
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * A proposal's state, revisions and thread, asked for every second while the page is shown: the server answers
 * 304 while nothing changed (the browser sends the ETag it has), so a poll costs little. Null where there is none.
 */
export function useConversation(draftId: string, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.conversation(client.identity, draftId),
    queryFn: ({ signal }) => orNone(() => getConversation(consoleServerOf(client), draftId, signal)),
    enabled,
    retry: false,
    refetchInterval: (query) => (query.state.data === null ? false : CONVERSATION_EVERY_MS),
  });
}

/** Says the caller has read a conversation, once it shows what they had not read. */
export function useMarkSeen(draftId: string, unread: number | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!unread) return;
    void markProposalSeen(consoleServerOf(client), draftId)
      .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.inbox(client.identity) }))
      .catch(() => undefined); // Unread stays unread: the next look says so again.
  }, [client, draftId, unread, queryClient]);
}

/** What waits on the caller; null where this console's server keeps no proposals. */
export function useInbox() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.inbox(client.identity),
    queryFn: ({ signal }) => orNone(() => listProposals(consoleServerOf(client), signal)),
    refetchInterval: (query) => (query.state.data === null ? false : INBOX_EVERY_MS),
    retry: false,
  });
}

/** After a change of a proposal: its conversation, provenance and the inbox read again. */
function useAfterChange(draftId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.conversation(client.identity, draftId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.inbox(client.identity) }),
    ]);
  };
}

/** A comment or a reply on a proposal. */
export function useComment(draftId: string) {
  const client = useApiClient();
  const onSuccess = useAfterChange(draftId);
  return useMutation({
    mutationFn: (body: CommentWriteBody) => commentOnProposal(consoleServerOf(client), draftId, body),
    onSuccess,
  });
}

/** A comment's words changed by its author, or the comment resolved or reopened; or deleted. */
export function useCommentChanges(draftId: string) {
  const client = useApiClient();
  const onSuccess = useAfterChange(draftId);
  return {
    change: useMutation({
      mutationFn: ({ uuid, ...body }: CommentChangeBody & { uuid: string }) =>
        changeProposalComment(consoleServerOf(client), draftId, uuid, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (uuid: string) => deleteProposalComment(consoleServerOf(client), draftId, uuid),
      onSuccess,
    }),
  };
}

/** What decides a proposal's course: changes requested by a reviewer, a withdrawal or a revision by its author. */
export function useProposalDecisions(draftId: string) {
  const client = useApiClient();
  const onSuccess = useAfterChange(draftId);
  return {
    requestChanges: useMutation({
      mutationFn: (comment: string) => requestProposalChanges(consoleServerOf(client), draftId, comment),
      onSuccess,
    }),
    withdraw: useMutation({
      mutationFn: (comment?: string) => withdrawProposal(consoleServerOf(client), draftId, comment),
      onSuccess,
    }),
    revise: useMutation({
      mutationFn: (onto: 'proposal' | 'model') => reviseProposal(consoleServerOf(client), draftId, onto),
      onSuccess,
    }),
  };
}

/** The installation's review settings, and their change by an administrator. */
export function useReviewSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const key = queryKeys.reviewSettings(client.identity);
  const settings = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => orNone(() => getReviewSettings(consoleServerOf(client), signal)),
    retry: false,
  });
  const change = useMutation({
    mutationFn: (authorsMayAccept: boolean) => putReviewSettings(consoleServerOf(client), { authorsMayAccept }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  return { settings, change };
}
