/**
 * The proposals' table, one text for SQLite and PostgreSQL (created with every part's, see ../consoleDatabase.ts).
 * Times are milliseconds since the epoch. A row is a draft's provenance: the model its edit began from and that
 * model as it was then (`began`, the canvas a comparison starts from), its author and their statement.
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
`;
