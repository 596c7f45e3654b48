import type { WorkingCopy } from '../../../common/editCommands.js';
import type { AnchorKind, NoteKind, ProposalState } from '../../../common/proposals.js';

// What the proposals part keeps, as its store reads and writes it (schema.ts has the tables).

/** Who acted, in the audit log's kinds. */
export interface Author {
  /** A person's subject at the provider, or a key's or token's fingerprint (`key:…`, `token:…`). */
  id: string;
  kind: 'person' | 'key' | 'administrator';
  name: string;
}

/** A draft's provenance without its copies, and its place in its conversation: what a list shows. */
export interface ProposalSummary {
  draftId: string;
  editId: string;
  source: { repositoryId: string; modelId: string; title: string };
  author: Author;
  statement: string;
  state: ProposalState;
  submittedAt: number;
  /** The first revision's draft: the conversation's name, shared by every revision. */
  threadId: string;
  /** The revision this one supersedes. */
  previousDraftId?: string;
  /** Moves on with every change of the thread's state or conversation. */
  version: number;
  changedAt: number;
}

/** A draft's provenance whole, as the console's server keeps it. */
export interface ProposalRecord extends ProposalSummary {
  /** The model as the edit began from it. */
  began: WorkingCopy;
  /** The copy the draft was made of (none for a proposal kept before schema 10). */
  proposed?: WorkingCopy;
}

/** What a submit makes: the proposal as it begins. */
export type NewProposal = Omit<ProposalRecord, 'version' | 'changedAt'>;

/** What a revision's submit tells of itself: who revised, and what its canvas holds (for the comments' anchors). */
export interface Revised {
  author: Author;
  canvasIds: ReadonlySet<string>;
}

/** A person the directory knows, as a comment mentions them. */
export interface Mention {
  uuid: string;
  name: string;
}

/** An entry of a conversation. */
export interface NoteRecord {
  uuid: string;
  threadId: string;
  /** The revision it was made on. */
  draftId: string;
  kind: NoteKind;
  replyTo?: string;
  anchor?: { kind: AnchorKind; id: string; lostOn?: string };
  body: string;
  mentions: Mention[];
  author: Author;
  resolvedBy?: string;
  createdAt: number;
  editedAt?: number;
  deletedAt?: number;
}

/** A proposal with how many entries of its conversation the reader has not seen. */
export interface InboxRecord extends ProposalSummary {
  unread: number;
  notes: number;
}
