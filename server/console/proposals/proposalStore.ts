import { randomUUID } from 'node:crypto';
import type { WorkingCopy } from '../../../common/editCommands.js';
import {
  isPending,
  PENDING_STATES,
  type AnchorKind,
  type NoteKind,
  type ProposalState,
} from '../../../common/proposals.js';
import { conflict, notFound } from '../../shared/http/errors.js';
import type { SqlEngine, SqlRunner, SqlValue } from '../database/index.js';
import type { Announce, ReviewMessage } from './reviewMessages.js';
import type {
  Author,
  InboxRecord,
  Mention,
  NewProposal,
  NoteRecord,
  ProposalRecord,
  ProposalSummary,
  Revised,
} from './records.js';

type Time = number | string;

interface SummaryRow {
  draft_id: string;
  edit_uuid: string;
  repository_id: string;
  model_id: string;
  source_title: string;
  author: string;
  author_kind: Author['kind'];
  author_name: string;
  statement: string;
  state: ProposalState;
  submitted_at: Time;
  thread_id: string | null;
  previous_draft_id: string | null;
  version: Time;
  changed_at: Time | null;
}

interface Row extends SummaryRow {
  began: string;
  proposed: string | null;
}

const SUMMARY_COLUMNS = `p.draft_id, p.edit_uuid, p.repository_id, p.model_id, p.source_title, p.author, p.author_kind,
  p.author_name, p.statement, p.state, p.submitted_at, p.thread_id, p.previous_draft_id, p.version, p.changed_at`;

interface NoteRow {
  uuid: string;
  thread_id: string;
  draft_id: string;
  kind: NoteKind;
  reply_to: string | null;
  anchor_kind: AnchorKind | null;
  anchor_id: string | null;
  anchor_lost_at: string | null;
  body: string;
  mentions: string;
  author: string;
  author_kind: Author['kind'];
  author_name: string;
  resolved_by: string | null;
  created_at: Time;
  edited_at: Time | null;
  deleted_at: Time | null;
}

const optional = <T>(value: T | null) => (value === null ? undefined : value);
const optionalTime = (value: Time | null) => (value === null ? undefined : Number(value));

const summaryOf = (row: SummaryRow): ProposalSummary => ({
  draftId: row.draft_id,
  editId: row.edit_uuid,
  source: { repositoryId: row.repository_id, modelId: row.model_id, title: row.source_title },
  author: { id: row.author, kind: row.author_kind, name: row.author_name },
  statement: row.statement,
  state: row.state,
  submittedAt: Number(row.submitted_at),
  // A proposal of schema 9 is a thread of its own.
  threadId: row.thread_id ?? row.draft_id,
  previousDraftId: optional(row.previous_draft_id),
  version: Number(row.version),
  changedAt: Number(row.changed_at ?? row.submitted_at),
});

const recordOf = (row: Row): ProposalRecord => ({
  ...summaryOf(row),
  began: JSON.parse(row.began) as WorkingCopy,
  proposed: row.proposed === null ? undefined : (JSON.parse(row.proposed) as WorkingCopy),
});

const noteOf = (row: NoteRow): NoteRecord => ({
  uuid: row.uuid,
  threadId: row.thread_id,
  draftId: row.draft_id,
  kind: row.kind,
  replyTo: optional(row.reply_to),
  anchor:
    row.anchor_kind && row.anchor_id
      ? { kind: row.anchor_kind, id: row.anchor_id, lostOn: optional(row.anchor_lost_at) }
      : undefined,
  body: row.deleted_at === null ? row.body : '',
  mentions: row.deleted_at === null ? (JSON.parse(row.mentions) as Mention[]) : [],
  author: { id: row.author, kind: row.author_kind, name: row.author_name },
  resolvedBy: optional(row.resolved_by),
  createdAt: Number(row.created_at),
  editedAt: optionalTime(row.edited_at),
  deletedAt: optionalTime(row.deleted_at),
});

/** A comment as the chat is told of it. */
const told = (note: NoteRecord): ReviewMessage['comment'] =>
  note.body
    ? {
        uuid: note.uuid,
        body: note.body,
        ...(note.anchor ? { anchor: { kind: note.anchor.kind, id: note.anchor.id } } : {}),
      }
    : undefined;

/** What a new entry of a conversation says. */
export interface NoteInput {
  kind: NoteKind;
  body: string;
  replyTo?: string;
  anchor?: { kind: AnchorKind; id: string };
  mentions?: Mention[];
}

/** The words for a state, in a refusal (the console words the state itself). */
const STATE_WORDS: Record<ProposalState, string> = {
  open: 'open',
  changesRequested: 'waiting for changes',
  accepted: 'accepted',
  superseded: 'superseded by a later revision',
  withdrawn: 'withdrawn',
};

/** A 409 for a proposal that is no longer waiting on anyone. */
export const notPending = (proposal: ProposalSummary, doing: string) =>
  conflict(
    `this proposal is ${STATE_WORDS[proposal.state]}: it can no longer be ${doing}` +
      (proposal.state === 'superseded' ? ' (open its latest revision)' : ''),
  );

/**
 * How many entries of a thread (`thread`, an SQL expression) by others the reader has not seen: those after the
 * reader last looked. Its parameters, in order: those of `thread`, the reader, those of `thread` again, the reader.
 */
const unreadIn = (thread: string) => `(SELECT COUNT(*) FROM proposal_notes n WHERE n.thread_id = ${thread}
    AND n.deleted_at IS NULL AND n.author <> ? AND n.created_at > COALESCE(
      (SELECT r.seen_at FROM proposal_reads r WHERE r.thread_id = ${thread} AND r.reader = ?), 0))`;

/** How many accepted proposals a model's latest is looked for through. */
const MAX_LINEAGE = 50;

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * Proposals by their draft, and their conversations. Every change of a thread moves its `version` on in the same
 * transaction, which is what the console's polling compares (an ETag) and what makes a decision conditional.
 */
export class ProposalStore {
  /** `announce` tells the team's chat, in each change's transaction (none where no webhook is set). */
  constructor(
    private readonly engine: SqlEngine,
    private readonly announce?: Announce,
  ) {}

  async find(draftId: string, sql: SqlRunner = this.engine): Promise<ProposalRecord | undefined> {
    const [row] = await sql.all<Row>('SELECT * FROM proposals WHERE draft_id = ?', [draftId.toLowerCase()]);
    return row && recordOf(row);
  }

  /** The proposal without its copies: what a decision or a comment needs. */
  async summary(draftId: string, sql: SqlRunner = this.engine): Promise<ProposalSummary | undefined> {
    const [row] = await sql.all<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM proposals p WHERE p.draft_id = ?`, [
      draftId.toLowerCase(),
    ]);
    return row && summaryOf(row);
  }

  /** The proposal an edit's submit made, if it made one. */
  async ofEdit(editId: string): Promise<ProposalRecord | undefined> {
    const [row] = await this.engine.all<Row>('SELECT * FROM proposals WHERE edit_uuid = ?', [editId]);
    return row && recordOf(row);
  }

  /** Every revision of a thread, the first first. */
  async revisions(threadId: string): Promise<ProposalSummary[]> {
    const rows = await this.engine.all<SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM proposals p WHERE p.thread_id = ? OR p.draft_id = ?
       ORDER BY p.submitted_at, p.draft_id`,
      [threadId, threadId],
    );
    return rows.map(summaryOf);
  }

  /** A thread's entries, oldest first. */
  async notes(threadId: string): Promise<NoteRecord[]> {
    const rows = await this.engine.all<NoteRow>(
      'SELECT * FROM proposal_notes WHERE thread_id = ? ORDER BY created_at, uuid',
      [threadId],
    );
    return rows.map(noteOf);
  }

  async note(threadId: string, uuid: string): Promise<NoteRecord> {
    const [row] = await this.engine.all<NoteRow>('SELECT * FROM proposal_notes WHERE thread_id = ? AND uuid = ?', [
      threadId,
      uuid.toLowerCase(),
    ]);
    if (!row) throw notFound(`comment ${uuid} does not exist on this proposal`);
    return noteOf(row);
  }

  /**
   * A new proposal. A revision (one with `previousDraftId`) supersedes the one before, where that still waits on
   * someone, in the same transaction; where it was accepted or withdrawn meanwhile, the revision still opens.
   * Anchors the revision's canvas no longer has are marked as lost on it.
   */
  async insert(proposal: NewProposal, sql: SqlRunner, revised?: Revised): Promise<void> {
    await sql.run(
      `INSERT INTO proposals (draft_id, edit_uuid, repository_id, model_id, source_title, began, author, author_kind,
         author_name, statement, state, submitted_at, thread_id, previous_draft_id, version, changed_at, proposed)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
      [
        proposal.draftId.toLowerCase(),
        proposal.editId,
        proposal.source.repositoryId,
        proposal.source.modelId,
        proposal.source.title,
        JSON.stringify(proposal.began),
        proposal.author.id,
        proposal.author.kind,
        proposal.author.name,
        proposal.statement,
        proposal.state,
        proposal.submittedAt,
        proposal.threadId,
        proposal.previousDraftId ?? null,
        proposal.submittedAt,
        proposal.proposed ? JSON.stringify(proposal.proposed) : null,
      ],
    );
    const made = { ...proposal, version: 1, changedAt: proposal.submittedAt };
    if (!proposal.previousDraftId || !revised) {
      await this.announce?.(sql, 'submitted', made, proposal.author, proposal.submittedAt);
      return;
    }
    await sql.run(
      `UPDATE proposals SET state = 'superseded' WHERE draft_id = ? AND state IN (${placeholders(PENDING_STATES)})`,
      [proposal.previousDraftId, ...PENDING_STATES],
    );
    const anchored = await sql.all<{ uuid: string; anchor_id: string }>(
      'SELECT uuid, anchor_id FROM proposal_notes WHERE thread_id = ? AND anchor_id IS NOT NULL AND anchor_lost_at IS NULL',
      [proposal.threadId],
    );
    for (const { uuid, anchor_id } of anchored)
      if (!revised.canvasIds.has(anchor_id))
        await sql.run('UPDATE proposal_notes SET anchor_lost_at = ? WHERE uuid = ?', [proposal.draftId, uuid]);
    await this.addNote(
      sql,
      proposal,
      revised.author,
      { kind: 'revise', body: proposal.statement },
      proposal.submittedAt,
    );
    await this.announce?.(sql, 'revised', made, revised.author, proposal.submittedAt);
  }

  /** A comment or reply on a proposal that still waits on someone. */
  async comment(draftId: string, author: Author, input: NoteInput, now: number): Promise<NoteRecord> {
    return this.engine.transaction(async (sql) => {
      const proposal = await this.pending(sql, draftId, 'commented on');
      if (input.replyTo) {
        const [parent] = await sql.all<{ reply_to: string | null }>(
          'SELECT reply_to FROM proposal_notes WHERE thread_id = ? AND uuid = ? AND deleted_at IS NULL',
          [proposal.threadId, input.replyTo.toLowerCase()],
        );
        if (!parent) throw notFound(`comment ${input.replyTo} does not exist on this proposal`);
        // A reply to a reply joins the first comment's thread, as in every review tool.
        input = { ...input, replyTo: parent.reply_to ?? input.replyTo.toLowerCase() };
      }
      const note = await this.addNote(sql, proposal, author, input, now);
      await this.announce?.(sql, 'commented', proposal, author, now, told(note));
      return note;
    });
  }

  /**
   * A decision or a withdrawal: the state moves from a pending one to `to`, with the entry that says so. The update
   * is conditional on the state it moves from, so of two reviewers deciding at once, each decision is kept in
   * order and none is lost, and a decision on a proposal no longer pending is refused with its state.
   */
  async decide(
    draftId: string,
    author: Author,
    to: ProposalState,
    note: NoteInput,
    now: number,
  ): Promise<{ proposal: ProposalSummary; note: NoteRecord }> {
    return this.engine.transaction(async (sql) => {
      const proposal = await this.pending(sql, draftId, note.kind === 'withdraw' ? 'withdrawn' : 'decided upon');
      const moved = await sql.run(
        `UPDATE proposals SET state = ? WHERE draft_id = ? AND state IN (${placeholders(PENDING_STATES)})`,
        [to, proposal.draftId, ...PENDING_STATES],
      );
      if (moved === 0) throw notPending((await this.summary(draftId, sql))!, 'decided upon');
      const added = await this.addNote(sql, proposal, author, note, now);
      const decided = (await this.summary(draftId, sql))!;
      await this.announce?.(
        sql,
        to === 'withdrawn' ? 'withdrawn' : 'changesRequested',
        decided,
        author,
        now,
        told(added),
      );
      return { proposal: decided, note: added };
    });
  }

  /** A comment's text changed by its author, or it resolved or reopened. */
  async changeNote(
    draftId: string,
    uuid: string,
    change: { body?: string; mentions?: Mention[]; resolvedBy?: string | null },
    now: number,
  ): Promise<NoteRecord> {
    return this.engine.transaction(async (sql) => {
      const proposal = await this.pending(sql, draftId, 'commented on');
      const sets: string[] = [];
      const values: SqlValue[] = [];
      if (change.body !== undefined) {
        sets.push('body = ?', 'mentions = ?', 'edited_at = ?');
        values.push(change.body, JSON.stringify(change.mentions ?? []), now);
      }
      if (change.resolvedBy !== undefined) {
        sets.push('resolved_by = ?');
        values.push(change.resolvedBy);
      }
      const changed = await sql.run(
        `UPDATE proposal_notes SET ${sets.join(', ')} WHERE thread_id = ? AND uuid = ? AND deleted_at IS NULL`,
        [...values, proposal.threadId, uuid.toLowerCase()],
      );
      if (changed === 0) throw notFound(`comment ${uuid} does not exist on this proposal`);
      await this.moveOn(sql, proposal.threadId, now);
      const [row] = await sql.all<NoteRow>('SELECT * FROM proposal_notes WHERE uuid = ?', [uuid.toLowerCase()]);
      return noteOf(row!);
    });
  }

  /** A comment deleted by its author: its place in the thread stays (its replies keep their context), its words go. */
  async deleteNote(draftId: string, uuid: string, now: number): Promise<void> {
    await this.engine.transaction(async (sql) => {
      const proposal = await this.pending(sql, draftId, 'commented on');
      const deleted = await sql.run(
        `UPDATE proposal_notes SET deleted_at = ?, body = '', mentions = '[]'
         WHERE thread_id = ? AND uuid = ? AND deleted_at IS NULL`,
        [now, proposal.threadId, uuid.toLowerCase()],
      );
      if (deleted === 0) throw notFound(`comment ${uuid} does not exist on this proposal`);
      await this.moveOn(sql, proposal.threadId, now);
    });
  }

  /**
   * The service accepted the draft as `model` (a new model in the target repository): the proposal is accepted,
   * whatever a reviewer decided a moment before.
   */
  async accepted(
    draftId: string,
    author: Author,
    now: number,
    model?: { repositoryId: string; modelId: string },
  ): Promise<ProposalSummary | undefined> {
    return this.engine.transaction(async (sql) => {
      const proposal = await this.summary(draftId, sql);
      if (!proposal || !isPending(proposal.state)) return undefined;
      await sql.run(
        "UPDATE proposals SET state = 'accepted', accepted_repository_id = ?, accepted_model_id = ? WHERE draft_id = ?",
        [model?.repositoryId.toLowerCase() ?? null, model?.modelId.toLowerCase() ?? null, proposal.draftId],
      );
      await this.addNote(sql, proposal, author, { kind: 'accept', body: '' }, now);
      const accepted = (await this.summary(draftId, sql))!;
      await this.announce?.(sql, 'accepted', accepted, author, now);
      return accepted;
    });
  }

  /**
   * The model a change to `source` now applies to: the service makes a new model of each accepted draft, so a
   * model's latest is found by following the proposals to it that were accepted, the latest each time (at most
   * `MAX_LINEAGE` steps); `source` itself where none was.
   */
  async latestOf(source: {
    repositoryId: string;
    modelId: string;
  }): Promise<{ repositoryId: string; modelId: string }> {
    let latest = { repositoryId: source.repositoryId.toLowerCase(), modelId: source.modelId.toLowerCase() };
    for (let step = 0; step < MAX_LINEAGE; step++) {
      const [next] = await this.engine.all<{ accepted_repository_id: string; accepted_model_id: string }>(
        `SELECT accepted_repository_id, accepted_model_id FROM proposals
         WHERE repository_id = ? AND model_id = ? AND state = 'accepted' AND accepted_model_id IS NOT NULL
         ORDER BY changed_at DESC LIMIT 1`,
        [latest.repositoryId, latest.modelId],
      );
      if (!next) return latest;
      latest = { repositoryId: next.accepted_repository_id, modelId: next.accepted_model_id };
    }
    return latest;
  }

  /** How many entries of a thread by others the reader has not seen. */
  async unread(threadId: string, reader: string): Promise<number> {
    const [row] = await this.engine.all<{ unread: Time }>(`SELECT ${unreadIn('?')} AS unread`, [
      threadId,
      reader,
      threadId,
      reader,
    ]);
    return Number(row?.unread ?? 0);
  }

  /** When a reader last said they had seen a thread (0: never). */
  async seenAt(threadId: string, reader: string): Promise<number> {
    const [row] = await this.engine.all<{ seen_at: Time }>(
      'SELECT seen_at FROM proposal_reads WHERE thread_id = ? AND reader = ?',
      [threadId, reader],
    );
    return Number(row?.seen_at ?? 0);
  }

  /** Says that a reader has seen a thread as it is now. */
  async seen(threadId: string, reader: string, now: number): Promise<void> {
    await this.engine.run(
      `INSERT INTO proposal_reads (thread_id, reader, seen_at) VALUES (?, ?, ?)
       ON CONFLICT (thread_id, reader) DO UPDATE SET seen_at = excluded.seen_at`,
      [threadId, reader, now],
    );
  }

  /**
   * The latest revision of each thread that `where` picks, with what the reader has not seen: entries by others
   * after the reader last looked (the time of that look).
   */
  async inbox(reader: string, where: string, params: readonly SqlValue[], limit = 200): Promise<InboxRecord[]> {
    // The latest `limit` first, on the proposals' own columns; only theirs then count their threads' entries.
    const rows = await this.engine.all<SummaryRow & { unread: Time; notes: Time }>(
      `SELECT p.*, ${unreadIn('COALESCE(p.thread_id, p.draft_id)')} AS unread,
         (SELECT COUNT(*) FROM proposal_notes n WHERE n.thread_id = COALESCE(p.thread_id, p.draft_id)
            AND n.deleted_at IS NULL AND n.kind = 'comment') AS notes
       FROM (SELECT ${SUMMARY_COLUMNS} FROM proposals p WHERE p.state <> 'superseded' AND (${where})
             ORDER BY COALESCE(p.changed_at, p.submitted_at) DESC LIMIT ?) p
       ORDER BY COALESCE(p.changed_at, p.submitted_at) DESC`,
      [reader, reader, ...params, limit],
    );
    return rows.map((row) => ({ ...summaryOf(row), unread: Number(row.unread), notes: Number(row.notes) }));
  }

  /** Proposals that wait on a reviewer in the repositories given (none of the reader's own). */
  forReview(reader: string, repositoryIds: readonly string[] | 'all'): Promise<InboxRecord[]> {
    const pending = `p.state IN (${placeholders(PENDING_STATES)}) AND p.author <> ?`;
    if (repositoryIds === 'all') return this.inbox(reader, pending, [...PENDING_STATES, reader]);
    if (repositoryIds.length === 0) return Promise.resolve([]);
    return this.inbox(reader, `${pending} AND p.repository_id IN (${placeholders(repositoryIds)})`, [
      ...PENDING_STATES,
      reader,
      ...repositoryIds.map((id) => id.toLowerCase()),
    ]);
  }

  /** The reader's own proposals, the latest revision of each. */
  mine(reader: string): Promise<InboxRecord[]> {
    return this.inbox(reader, 'p.author = ?', [reader]);
  }

  private async pending(sql: SqlRunner, draftId: string, doing: string): Promise<ProposalSummary> {
    const proposal = await this.summary(draftId, sql);
    if (!proposal) throw notFound(`draft ${draftId} has no proposal here`);
    if (!isPending(proposal.state)) throw notPending(proposal, doing);
    return proposal;
  }

  private async addNote(
    sql: SqlRunner,
    proposal: Pick<ProposalRecord, 'threadId' | 'draftId'>,
    author: Author,
    input: NoteInput,
    now: number,
  ): Promise<NoteRecord> {
    const uuid = randomUUID();
    await sql.run(
      `INSERT INTO proposal_notes (uuid, thread_id, draft_id, kind, reply_to, anchor_kind, anchor_id, body, mentions,
         author, author_kind, author_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        uuid,
        proposal.threadId,
        proposal.draftId,
        input.kind,
        input.replyTo ?? null,
        input.anchor?.kind ?? null,
        input.anchor?.id ?? null,
        input.body,
        JSON.stringify(input.mentions ?? []),
        author.id,
        author.kind,
        author.name,
        now,
      ],
    );
    await this.moveOn(sql, proposal.threadId, now);
    const [row] = await sql.all<NoteRow>('SELECT * FROM proposal_notes WHERE uuid = ?', [uuid]);
    return noteOf(row!);
  }

  /** Every revision of the thread moves on: what a poll's ETag and the inbox's order read. */
  private async moveOn(sql: SqlRunner, threadId: string, now: number) {
    await sql.run('UPDATE proposals SET version = version + 1, changed_at = ? WHERE thread_id = ? OR draft_id = ?', [
      now,
      threadId,
      threadId,
    ]);
  }
}
