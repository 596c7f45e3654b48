/**
 * The shapes of a proposal's conversation (`/console-api/v1/proposals`): its revisions, the entries of its thread
 * (comments, replies, decisions), the inbox, a revision begun, and the administrator's review setting.
 */
import { Type } from '@sinclair/typebox';
import { COMMENT_MAX_LENGTH, NOTE_KINDS } from '../../../common/proposals.js';
import { Author, Collision, EditSummary, ProposalState, Source, Time, Uuid } from './editSchemas.js';

const CommentText = Type.String({
  minLength: 1,
  maxLength: COMMENT_MAX_LENGTH,
  description:
    'plain text; links and `@name` mentions of people in the directory are recognised, nothing else is markup',
});

const AnchorKind = Type.Union([Type.Literal('vertex'), Type.Literal('edge')]);

export const CommentWrite = Type.Object(
  {
    body: CommentText,
    anchor: Type.Optional(
      Type.Object(
        { kind: AnchorKind, id: Uuid("the vertex or edge, on the proposal's canvas") },
        { additionalProperties: false },
      ),
    ),
    replyTo: Type.Optional(Uuid('the comment this answers')),
  },
  { additionalProperties: false },
);

export const CommentChange = Type.Object(
  {
    body: Type.Optional(CommentText),
    resolved: Type.Optional(Type.Boolean({ description: 'resolve the comment (true) or reopen it (false)' })),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const ChangesRequest = Type.Object(
  { comment: CommentText },
  { additionalProperties: false, description: 'what the author is to change: a comment is required' },
);

export const Withdrawal = Type.Object(
  { comment: Type.Optional(CommentText) },
  { additionalProperties: false, description: 'why, if the author says' },
);

export const ReviseRequest = Type.Object(
  {
    onto: Type.Union([Type.Literal('proposal'), Type.Literal('model')], {
      description:
        "proposal: edit the proposal as it is; model: replay its changes on the model as it is now ('Update to the current model'), the collisions listed",
    }),
  },
  { additionalProperties: false },
);

const Mention = Type.Object({ uuid: Uuid('the directory entry'), name: Type.String() });

export const Note = Type.Object({
  uuid: Uuid(),
  kind: Type.Union(
    NOTE_KINDS.map((kind) => Type.Literal(kind)),
    { description: 'a comment (or a reply), or a decision or revision as an entry of the thread' },
  ),
  revision: Uuid('the revision (draft) it was made on'),
  replyTo: Type.Optional(Uuid('the comment it answers')),
  anchor: Type.Optional(
    Type.Object({
      kind: AnchorKind,
      id: Uuid(),
      lostOn: Type.Optional(Uuid('the revision on which its vertex or edge was no longer there')),
    }),
  ),
  body: Type.String({ description: 'plain text, as written (empty once deleted)' }),
  mentions: Type.Array(Mention),
  author: Author,
  mine: Type.Boolean({ description: 'written by the caller: they may change or delete it' }),
  resolved: Type.Optional(Type.Object({ by: Type.String({ description: 'who resolved it' }) })),
  createdAt: Time('when it was written'),
  editedAt: Type.Optional(Time('when its author last changed it')),
  deleted: Type.Boolean(),
});

const Revision = Type.Object({
  draftId: Uuid(),
  state: ProposalState,
  statement: Type.String(),
  submittedAt: Time('when the revision was submitted'),
});

export const Conversation = Type.Object({
  draftId: Uuid('the revision asked for'),
  threadId: Uuid(),
  latestDraftId: Uuid('the latest revision: the one to review'),
  state: ProposalState,
  version: Type.Integer({ minimum: 0, description: 'moves on with every change of the thread (also its ETag)' }),
  revisions: Type.Array(Revision, { description: 'every revision, the first first' }),
  notes: Type.Array(Note, { description: 'the thread, oldest first' }),
  unread: Type.Integer({ minimum: 0, description: 'entries by others since the caller last marked it seen' }),
  may: Type.Object({
    comment: Type.Boolean(),
    requestChanges: Type.Boolean(),
    accept: Type.Boolean({
      description: 'a reviewer with the publish privilege, or the author where the setting allows',
    }),
    revise: Type.Boolean(),
    withdraw: Type.Boolean(),
  }),
});

const InboxEntry = Type.Object({
  draftId: Uuid('the latest revision'),
  threadId: Uuid(),
  source: Source,
  author: Author,
  statement: Type.String(),
  state: ProposalState,
  submittedAt: Time('when the latest revision was submitted'),
  changedAt: Time('when its thread last changed'),
  comments: Type.Integer({ minimum: 0 }),
  unread: Type.Integer({ minimum: 0 }),
});

export const Inbox = Type.Object({
  forReview: Type.Array(InboxEntry, {
    description: 'open proposals into repositories where the caller may accept, none of their own',
  }),
  mine: Type.Array(InboxEntry, { description: "the caller's own proposals, the latest revision of each" }),
});

export const RevisionBegun = Type.Object({
  edit: EditSummary,
  collisions: Type.Array(Collision, { description: 'what did not replay on the model as it is now' }),
});

export const ReviewSettings = Type.Object(
  {
    authorsMayAccept: Type.Boolean({
      description: 'whether an author with the publish privilege may accept their own proposal (off by default)',
    }),
  },
  { additionalProperties: false },
);

export const PROPOSAL_SCHEMAS = {
  CommentWrite,
  CommentChange,
  ChangesRequest,
  Withdrawal,
  ReviseRequest,
  Note,
  Conversation,
  Inbox,
  RevisionBegun,
  ReviewSettings,
} as const;
