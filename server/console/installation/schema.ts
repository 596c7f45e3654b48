/**
 * The tables of the installation index and the directory. Times are milliseconds since the epoch. No foreign
 * keys: the store removes what hangs on a model or repository itself (IndexStore.applyModels and
 * removeRepository), and PostgreSQL's per-row checks made writing a canvas four times slower. One text for
 * both engines but for the title rows' key and the title search index: SQLite's trigram FTS5 table, kept by
 * triggers, and PostgreSQL's pg_trgm GIN index; both find any substring of three characters or more.
 */
export const INSTALLATION_TABLES = (titleId: string) => `
  CREATE TABLE IF NOT EXISTS index_repositories (
    uuid TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    languages TEXT NOT NULL,
    models_total BIGINT,
    signature TEXT,
    listed_at BIGINT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS index_models (
    repository_id TEXT NOT NULL,
    uuid TEXT NOT NULL,
    model_type TEXT,
    titles TEXT NOT NULL,
    canvas_hash TEXT,
    canvas_read_at BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (repository_id, uuid)
  );
  CREATE INDEX IF NOT EXISTS index_models_read ON index_models(canvas_read_at);
  CREATE INDEX IF NOT EXISTS index_models_read_by_repository ON index_models(repository_id, canvas_read_at)
    WHERE canvas_hash IS NOT NULL;
  CREATE TABLE IF NOT EXISTS index_symbols (
    repository_id TEXT NOT NULL,
    uuid TEXT NOT NULL,
    object_type TEXT,
    titles TEXT NOT NULL DEFAULT '{}',
    titles_read_at BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (repository_id, uuid)
  );
  CREATE INDEX IF NOT EXISTS index_symbols_read ON index_symbols(titles_read_at);
  CREATE INDEX IF NOT EXISTS index_symbols_uuid ON index_symbols(uuid);
  CREATE TABLE IF NOT EXISTS index_placements (
    repository_id TEXT NOT NULL,
    model_id TEXT NOT NULL,
    vertex_id TEXT NOT NULL,
    symbol_id TEXT NOT NULL,
    PRIMARY KEY (repository_id, model_id, vertex_id)
  );
  CREATE INDEX IF NOT EXISTS index_placements_symbol ON index_placements(symbol_id, repository_id);
  CREATE TABLE IF NOT EXISTS index_relations (
    repository_id TEXT NOT NULL,
    model_id TEXT NOT NULL,
    edge_id TEXT NOT NULL,
    edge_type TEXT NOT NULL,
    from_symbol TEXT NOT NULL,
    to_symbol TEXT NOT NULL,
    PRIMARY KEY (repository_id, model_id, edge_id)
  );
  CREATE INDEX IF NOT EXISTS index_relations_from ON index_relations(from_symbol);
  CREATE INDEX IF NOT EXISTS index_relations_to ON index_relations(to_symbol);
  CREATE TABLE IF NOT EXISTS index_titles (
    id ${titleId},
    repository_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    uuid TEXT NOT NULL,
    language TEXT NOT NULL,
    title TEXT NOT NULL,
    folded TEXT NOT NULL,
    UNIQUE (repository_id, kind, uuid, language)
  );
  CREATE TABLE IF NOT EXISTS installation_meta (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS walker_lease (
    name TEXT PRIMARY KEY,
    holder TEXT NOT NULL,
    expires_at BIGINT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS directory_entries (
    uuid TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT,
    updated_at BIGINT NOT NULL
  );
`;

/** SQLite's title search: the trigram FTS5 table over `index_titles`, kept by triggers. */
export const INSTALLATION_SQLITE = `
  CREATE VIRTUAL TABLE IF NOT EXISTS index_titles_fts USING fts5(
    folded, content='index_titles', content_rowid='id', tokenize='trigram'
  );
  CREATE TRIGGER IF NOT EXISTS index_titles_added AFTER INSERT ON index_titles BEGIN
    INSERT INTO index_titles_fts(rowid, folded) VALUES (new.id, new.folded);
  END;
  CREATE TRIGGER IF NOT EXISTS index_titles_removed AFTER DELETE ON index_titles BEGIN
    INSERT INTO index_titles_fts(index_titles_fts, rowid, folded) VALUES ('delete', old.id, old.folded);
  END;
  CREATE TRIGGER IF NOT EXISTS index_titles_changed AFTER UPDATE OF folded ON index_titles BEGIN
    INSERT INTO index_titles_fts(index_titles_fts, rowid, folded) VALUES ('delete', old.id, old.folded);
    INSERT INTO index_titles_fts(rowid, folded) VALUES (new.id, new.folded);
  END;
`;

/** PostgreSQL's title search: pg_trgm's GIN index over `index_titles` (the extension comes first). */
export const INSTALLATION_POSTGRES_EXTENSION = 'CREATE EXTENSION IF NOT EXISTS pg_trgm;';
export const INSTALLATION_POSTGRES = `
  CREATE INDEX IF NOT EXISTS index_titles_folded ON index_titles USING gin (folded gin_trgm_ops);
`;
