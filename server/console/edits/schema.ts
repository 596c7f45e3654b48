/**
 * The edits' tables, one text for SQLite and PostgreSQL (created with every part's, see ../consoleDatabase.ts).
 * Times are milliseconds since the epoch. A row of `edits` is one working copy of a model, its owner's (a person's
 * subject, or a key's or token's fingerprint): `working` is the copy after step `seq`, `began` the copy as it was
 * read from the model. At most one edit of a model is in progress per owner, which the partial unique index holds
 * across instances. `edit_steps` keeps every step in order, for undo and redo after a reload; the primary key
 * refuses a second step of the same number, so two windows cannot both append after the same step.
 */
export const EDITS_TABLES = `
  CREATE TABLE IF NOT EXISTS edits (
    uuid TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    owner_kind TEXT NOT NULL,
    owner_name TEXT NOT NULL,
    repository_id TEXT NOT NULL,
    model_id TEXT NOT NULL,
    source_title TEXT NOT NULL,
    began TEXT NOT NULL,
    working TEXT NOT NULL,
    seq INTEGER NOT NULL,
    holder TEXT,
    held_at BIGINT,
    state TEXT NOT NULL,
    statement TEXT,
    submit_started_at BIGINT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS edits_in_progress ON edits(owner, repository_id, model_id)
    WHERE state IN ('open', 'submitting');
  CREATE INDEX IF NOT EXISTS edits_of_owner ON edits(owner, updated_at);
  CREATE TABLE IF NOT EXISTS edit_steps (
    edit_uuid TEXT NOT NULL,
    seq INTEGER NOT NULL,
    step TEXT NOT NULL,
    PRIMARY KEY (edit_uuid, seq)
  );
`;

/**
 * Schema 10's columns: the proposal (its latest draft) an edit revises, whose submit supersedes it; and where the
 * edit replays that proposal on the model as it is now, what did not replay (JSON), for the author to settle.
 */
export const EDITS_COLUMNS = [
  { table: 'edits', column: 'revises', type: 'TEXT' },
  { table: 'edits', column: 'collisions', type: 'TEXT' },
] as const;
