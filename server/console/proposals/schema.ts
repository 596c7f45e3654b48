/**
 * The proposals' tables, one text for SQLite and PostgreSQL (created with every part's, see ../consoleDatabase.ts).
 * Times are milliseconds since the epoch. A row of `proposals` is a draft's provenance: the model its edit began
 * from and that model as it was then (`began`, the canvas a comparison starts from), its author and statement, and
 * since schema 10 its place in a conversation: `thread_id` is the first revision's draft (every revision of one
 * proposed change shares it), `previous_draft_id` the revision it supersedes, `proposed` the copy the draft was
 * made of (what a comment's anchor is checked against), `accepted_…` the model its accept made (the service makes
 * a new model of an accepted draft: the model a later proposal to the same source is to be replayed on),
 * `version` a counter that each change
 * of state or conversation moves on (a decision is a conditional update on it, so two reviewers cannot both decide).
 * `proposal_notes` is the conversation: comments (on the whole, or anchored to a vertex or an edge), replies, and the
 * decisions and revisions as entries of their own, kept per thread and marked with the revision they were made on.
 * `proposal_reads` says how far each reader has read a thread; `review_messages` is the outbox of the chat webhook.
 */
export const PROPOSALS_TABLES = `
  CREATE TABLE IF NOT EXISTS proposals (
    draft_id TEXT PRIMARY KEY,
    edit_uuid TEXT NOT NULL,
    repository_id TEXT NOT NULL,
    model_id TEXT NOT NULL,
    source_title TEXT NOT NULL,
    began TEXT NOT NULL,
    author TEXT NOT NULL,
    author_kind TEXT NOT NULL,
    author_name TEXT NOT NULL,
    statement TEXT NOT NULL,
    state TEXT NOT NULL,
    submitted_at BIGINT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS proposals_of_model ON proposals(repository_id, model_id);
  CREATE TABLE IF NOT EXISTS proposal_notes (
    uuid TEXT PRIMARY KEY,
    thread_id TEXT NOT NULL,
    draft_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    reply_to TEXT,
    anchor_kind TEXT,
    anchor_id TEXT,
    anchor_lost_at TEXT,
    body TEXT NOT NULL,
    mentions TEXT NOT NULL,
    author TEXT NOT NULL,
    author_kind TEXT NOT NULL,
    author_name TEXT NOT NULL,
    resolved_by TEXT,
    created_at BIGINT NOT NULL,
    edited_at BIGINT,
    deleted_at BIGINT
  );
  CREATE INDEX IF NOT EXISTS proposal_notes_of_thread ON proposal_notes(thread_id, created_at);
  CREATE TABLE IF NOT EXISTS proposal_reads (
    thread_id TEXT NOT NULL,
    reader TEXT NOT NULL,
    seen_at BIGINT NOT NULL,
    PRIMARY KEY (thread_id, reader)
  );
  CREATE TABLE IF NOT EXISTS review_messages (
    uuid TEXT PRIMARY KEY,
    body TEXT NOT NULL,
    attempts INTEGER NOT NULL,
    next_at BIGINT NOT NULL,
    claimed_until BIGINT,
    state TEXT NOT NULL,
    created_at BIGINT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS review_messages_due ON review_messages(state, next_at);
`;

/** The columns schema 10 adds to tables of earlier schemas (see ../consoleDatabase.ts, `addedColumns`). */
export const PROPOSALS_COLUMNS = [
  { table: 'proposals', column: 'thread_id', type: 'TEXT' },
  { table: 'proposals', column: 'previous_draft_id', type: 'TEXT' },
  { table: 'proposals', column: 'version', type: 'INTEGER NOT NULL DEFAULT 0' },
  { table: 'proposals', column: 'changed_at', type: 'BIGINT' },
  { table: 'proposals', column: 'proposed', type: 'TEXT' },
  { table: 'proposals', column: 'accepted_repository_id', type: 'TEXT' },
  { table: 'proposals', column: 'accepted_model_id', type: 'TEXT' },
] as const;

/** The index that needs schema 10's columns: created after them. */
export const PROPOSALS_INDEXES = `
  CREATE INDEX IF NOT EXISTS proposals_of_thread ON proposals(thread_id);
  CREATE INDEX IF NOT EXISTS proposals_of_author ON proposals(author, state);
  CREATE INDEX IF NOT EXISTS proposals_by_state ON proposals(state, repository_id);
`;
