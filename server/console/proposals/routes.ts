import type { Static } from '@sinclair/typebox';
import type { WorkingCopy } from '../../../common/editCommands.js';
import { isPending, mentionNamesOf, mentionsIn, type AnchorKind } from '../../../common/proposals.js';
import { createHash } from 'node:crypto';
import { badRequest, forbidden, HttpError, notFound } from '../../shared/http/errors.js';
import {
  iso,
  isUuid,
  type Acting,
  type Caller,
  type ChangesRequest,
  type CommentChange,
  type CommentWrite,
  type Handle,
  type ReviewSettings,
  type Withdrawal,
} from '../api/index.js';
import type { ProposalStore } from './proposalStore.js';
import type { Mention, NewProposal, NoteRecord, ProposalRecord, ProposalSummary } from './records.js';
import type { ReviewSettingsStore } from './reviewSettings.js';
import { acceptingRepositories, mayAcceptIn, mayDraft, seesRepository } from './rights.js';

/** What `/console-api` needs of the proposals part. */
export interface ProposalServices {
  proposals: ProposalStore;
  settings: ReviewSettingsStore;
  /** The installation's directory: whom a comment may mention. */
  directory: { read(): Promise<{ entries: { uuid: string; kind: string; name: string }[] }> };
}

/** The answer's author: who acted, as the audit log names them. */
const authorAnswer = ({ kind, id, name }: ProposalSummary['author']) => ({ kind, id, name });

export const proposalAnswer = (proposal: NewProposal) => ({
  draftId: proposal.draftId,
  editId: proposal.editId,
  threadId: proposal.threadId,
  ...(proposal.previousDraftId ? { previousDraftId: proposal.previousDraftId } : {}),
  source: proposal.source,
  author: authorAnswer(proposal.author),
  statement: proposal.statement,
  state: proposal.state,
  submittedAt: iso(proposal.submittedAt)!,
  began: proposal.began,
});

const noteAnswer = (note: NoteRecord, reader: string) => ({
  uuid: note.uuid,
  kind: note.kind,
  revision: note.draftId,
  ...(note.replyTo ? { replyTo: note.replyTo } : {}),
  ...(note.anchor ? { anchor: note.anchor } : {}),
  body: note.body,
  mentions: note.mentions,
  author: authorAnswer(note.author),
  mine: note.author.id === reader,
  ...(note.resolvedBy ? { resolved: { by: note.resolvedBy } } : {}),
  createdAt: iso(note.createdAt)!,
  ...(note.editedAt ? { editedAt: iso(note.editedAt) } : {}),
  deleted: note.deletedAt !== undefined,
});

const inboxAnswer = (entry: Awaited<ReturnType<ProposalStore['mine']>>[number]) => ({
  draftId: entry.draftId,
  threadId: entry.threadId,
  source: entry.source,
  author: authorAnswer(entry.author),
  statement: entry.statement,
  state: entry.state,
  submittedAt: iso(entry.submittedAt)!,
  changedAt: iso(entry.changedAt)!,
  comments: entry.notes,
  unread: entry.unread,
});

/** The ids of a copy's vertices and edges: what a comment may be anchored to. */
const anchorsOf = (copy: WorkingCopy, kind: AnchorKind) =>
  new Set((kind === 'vertex' ? copy.canvas.vertices : copy.canvas.edges).map((item) => item.uuid.toLowerCase()));

/**
 * The people a text mentions, from the directory: each `@name` must name one person, by the first word of their
 * name or by all of them joined with dots; a name that is nobody's, or several people's, is a 400 that says so.
 */
export async function mentionedIn(text: string, directory: ProposalServices['directory']): Promise<Mention[]> {
  const names = mentionsIn(text);
  if (names.length === 0) return [];
  const people = (await directory.read()).entries.filter((entry) => entry.kind === 'user');
  return names.map((name) => {
    const wanted = name.toLocaleLowerCase();
    const matches = people.filter((person) => mentionNamesOf(person.name).includes(wanted));
    if (matches.length === 0) throw badRequest(`@${name} names nobody in the directory`);
    if (matches.length > 1)
      throw badRequest(
        `@${name} names ${matches.length} people (${matches.map((person) => person.name).join(', ')}): write the whole name, as @${matches[0]!.name.trim().split(/\s+/).join('.')}`,
      );
    return { uuid: matches[0]!.uuid, name: matches[0]!.name };
  });
}

/** A proposal's conversation, its state and what each party may do with it. */
export function proposalRoutes(handle: Handle, services: ProposalServices | undefined, now: () => number): void {
  const present = () => {
    if (!services) throw new HttpError(503, 'proposals_unavailable', 'this server keeps no proposals');
    return services;
  };

  /** The proposal, where the caller sees it: its author, or whoever sees the model's repository. */
  const shown = <T extends ProposalSummary>(caller: Caller, acting: Acting, draftId: string, proposal?: T): T => {
    if (!proposal || (proposal.author.id !== acting.id && !seesRepository(caller, proposal.source.repositoryId)))
      throw notFound(`draft ${draftId} has no proposal here`);
    return proposal;
  };
  const readable = (caller: Caller, draftId: string) => mayDraft(caller) && isUuid(draftId);
  const visible = async (caller: Caller, acting: Acting, draftId: string) =>
    shown(caller, acting, draftId, readable(caller, draftId) ? await present().proposals.summary(draftId) : undefined);
  /** The same, whole: with the copies it began from and was made of. */
  const visibleWhole = async (caller: Caller, acting: Acting, draftId: string) =>
    shown(caller, acting, draftId, readable(caller, draftId) ? await present().proposals.find(draftId) : undefined);

  const conversation = async (caller: Caller, acting: Acting, asked: ProposalSummary) => {
    const { proposals, settings } = present();
    const [revisions, notes, unread] = await Promise.all([
      proposals.revisions(asked.threadId),
      proposals.notes(asked.threadId),
      proposals.unread(asked.threadId, acting.id),
    ]);
    const latest = revisions.at(-1) ?? asked;
    const pending = isPending(asked.state);
    const author = asked.author.id === acting.id;
    const reviewer = mayAcceptIn(caller, asked.source.repositoryId);
    return {
      draftId: asked.draftId,
      threadId: asked.threadId,
      latestDraftId: latest.draftId,
      state: asked.state,
      version: asked.version,
      revisions: revisions.map((revision) => ({
        draftId: revision.draftId,
        state: revision.state,
        statement: revision.statement,
        submittedAt: iso(revision.submittedAt)!,
      })),
      notes: notes.map((note) => noteAnswer(note, acting.id)),
      unread,
      may: {
        comment: pending,
        requestChanges: pending && reviewer && !author,
        accept: pending && reviewer && (!author || (await settings.read()).authorsMayAccept),
        revise: pending && author,
        withdraw: pending && author,
      },
    };
  };

  /**
   * The tag of a conversation as one reader sees it: its version, when they last read it (their unread count), the
   * setting that decides whether an author may accept, and who reads (what is theirs differs).
   */
  const tagOf = async (proposal: ProposalSummary, acting: Acting) => {
    const { proposals, settings } = present();
    const [seen, { authorsMayAccept }] = await Promise.all([
      proposals.seenAt(proposal.threadId, acting.id),
      settings.read(),
    ]);
    const reader = createHash('sha256').update(`${proposal.draftId}|${acting.id}`).digest('hex').slice(0, 16);
    return `"${proposal.version}-${seen}-${authorsMayAccept ? 1 : 0}-${reader}"`;
  };

  handle('listProposals', async ({ caller, acting }) => {
    const { proposals } = present();
    if (!mayDraft(caller)) return { forReview: [], mine: [] };
    const [forReview, mine] = await Promise.all([
      proposals.forReview(acting.id, acceptingRepositories(caller)),
      proposals.mine(acting.id),
    ]);
    // A key lists only what its repositories hold, whatever it may accept.
    const seen = forReview.filter((entry) => seesRepository(caller, entry.source.repositoryId));
    return { forReview: seen.map(inboxAnswer), mine: mine.map(inboxAnswer) };
  });

  handle<{ draftId: string }>('getProposal', async ({ caller, acting, params }) => {
    const proposal = await visibleWhole(caller, acting, params.draftId);
    const latest = await present().proposals.latestOf(proposal.source);
    const moved = latest.modelId !== proposal.source.modelId.toLowerCase();
    return { ...proposalAnswer(proposal), ...(moved ? { appliesTo: latest } : {}) };
  });

  handle<{ draftId: string }>('getConversation', async ({ caller, acting, params, ifNoneMatch }) => {
    const proposal = await visible(caller, acting, params.draftId);
    const etag = await tagOf(proposal, acting);
    if (ifNoneMatch === etag) return { tagged: { etag } };
    return { tagged: { etag, body: await conversation(caller, acting, proposal) } };
  });

  handle<{ draftId: string }>('markProposalSeen', async ({ caller, acting, params }) => {
    const proposal = await visible(caller, acting, params.draftId);
    await present().proposals.seen(proposal.threadId, acting.id, now());
  });

  handle<{ draftId: string }, Static<typeof CommentWrite>>(
    'commentOnProposal',
    async ({ caller, acting, params, body }) => {
      const { proposals, directory } = present();
      const anchor = body.anchor && { kind: body.anchor.kind, id: body.anchor.id.toLowerCase() };
      // An anchor is checked against the copy the draft was made of: read whole only then.
      const proposal: ProposalSummary & Partial<ProposalRecord> = await (anchor ? visibleWhole : visible)(
        caller,
        acting,
        params.draftId,
      );
      if (anchor) {
        const copy = proposal.proposed;
        if (copy && !anchorsOf(copy, anchor.kind).has(anchor.id))
          throw badRequest(`${anchor.kind} ${anchor.id} is not on this proposal's canvas`);
      }
      const mentions = await mentionedIn(body.body, directory);
      const note = await proposals.comment(
        proposal.draftId,
        acting,
        { kind: 'comment', body: body.body, anchor, replyTo: body.replyTo, mentions },
        now(),
      );
      return noteAnswer(note, acting.id);
    },
  );

  handle<{ draftId: string; uuid: string }, Static<typeof CommentChange>>(
    'changeProposalComment',
    async ({ caller, acting, params, body }) => {
      const { proposals, directory } = present();
      const proposal = await visible(caller, acting, params.draftId);
      if (!isUuid(params.uuid)) throw notFound(`comment ${params.uuid} does not exist on this proposal`);
      const note = await proposals.note(proposal.threadId, params.uuid);
      if (note.kind !== 'comment' && body.body !== undefined) throw forbidden('only a comment can be changed');
      if (body.body !== undefined && note.author.id !== acting.id)
        throw forbidden("only its author may change a comment's words");
      const changed = await proposals.changeNote(
        proposal.draftId,
        note.uuid,
        {
          ...(body.body !== undefined ? { body: body.body, mentions: await mentionedIn(body.body, directory) } : {}),
          ...(body.resolved !== undefined ? { resolvedBy: body.resolved ? acting.name : null } : {}),
        },
        now(),
      );
      return noteAnswer(changed, acting.id);
    },
  );

  handle<{ draftId: string; uuid: string }>('deleteProposalComment', async ({ caller, acting, params }) => {
    const { proposals } = present();
    const proposal = await visible(caller, acting, params.draftId);
    if (!isUuid(params.uuid)) throw notFound(`comment ${params.uuid} does not exist on this proposal`);
    const note = await proposals.note(proposal.threadId, params.uuid);
    if (note.kind !== 'comment' || note.author.id !== acting.id)
      throw forbidden('only its author may delete a comment');
    await proposals.deleteNote(proposal.draftId, note.uuid, now());
  });

  handle<{ draftId: string }, Static<typeof ChangesRequest>>(
    'requestProposalChanges',
    async ({ caller, acting, params, body }) => {
      const { proposals, directory } = present();
      const proposal = await visible(caller, acting, params.draftId);
      if (proposal.author.id === acting.id) throw forbidden('an author cannot request changes to their own proposal');
      if (!mayAcceptIn(caller, proposal.source.repositoryId))
        throw forbidden('you need the publish privilege in the repository of the model to decide on its proposals');
      const mentions = await mentionedIn(body.comment, directory);
      await proposals.decide(
        proposal.draftId,
        acting,
        'changesRequested',
        { kind: 'requestChanges', body: body.comment, mentions },
        now(),
      );
      return conversation(caller, acting, (await proposals.summary(proposal.draftId))!);
    },
  );

  handle<{ draftId: string }, Static<typeof Withdrawal>>(
    'withdrawProposal',
    async ({ caller, acting, params, body }) => {
      const { proposals, directory } = present();
      const proposal = await visible(caller, acting, params.draftId);
      if (proposal.author.id !== acting.id) throw forbidden('only its author may withdraw a proposal');
      const text = body.comment ?? '';
      await proposals.decide(
        proposal.draftId,
        acting,
        'withdrawn',
        { kind: 'withdraw', body: text, mentions: await mentionedIn(text, directory) },
        now(),
      );
      return conversation(caller, acting, (await proposals.summary(proposal.draftId))!);
    },
  );

  handle('getReviewSettings', () => present().settings.read());

  handle<unknown, Static<typeof ReviewSettings>>('putReviewSettings', ({ body }) => present().settings.write(body));
}
