import { AUDIT_TABLES } from '../audit/schema.js';
import { PEOPLE_TABLES } from '../people/schema.js';
import { KEY_SCHEDULE_TABLES } from '../keySchedule/schema.js';
import type { SqlEngine } from '../database/sql.js';

/**
 * The tables of the installation index and the directory. Times are milliseconds since the epoch. No foreign
 * keys: the store removes what hangs on a model or repository itself (IndexStore.applyModels and
 * removeRepository), and PostgreSQL's per-row checks made writing a canvas four times slower. One text for
 * both engines but for the title rows' key and the title search index: SQLite's trigram FTS5 table, kept by
 * triggers, and PostgreSQL's pg_trgm GIN index; both find any substring of three characters or more.
 */
const tables = (titleId: string) => `
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
  ${PEOPLE_TABLES}
  ${AUDIT_TABLES}
  ${KEY_SCHEDULE_TABLES}
`;

const SQLITE = `${tables('INTEGER PRIMARY KEY')}
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

const POSTGRES = `
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  ${tables('BIGSERIAL PRIMARY KEY')}
  CREATE INDEX IF NOT EXISTS index_titles_folded ON index_titles USING gin (folded gin_trgm_ops);
`;

/**
 * What the schema's creation records, so that a server starting beside others that walk leaves their tables be
 * (1: the index and the directory; 2: people's sessions; 3: people's keys; 4: when people were last seen; 5: the
 * audit log; 6: its indexes by time; 7: the key schedule; 8: the canvases read, by repository).
 */
const SCHEMA_VERSION = 8;

/**
 * Creates what is missing. Several servers on one PostgreSQL may start at once: an advisory lock makes them take
 * turns, and once the schema is there no statement of it runs again. Even `CREATE INDEX IF NOT EXISTS` locks its
 * table first, and beside an instance that walks, that deadlocked the second instance's start.
 */
export async function createSchema(engine: SqlEngine): Promise<void> {
  if (engine.kind === 'sqlite') return engine.exec(SQLITE);
  await engine.transaction(async (sql) => {
    await sql.all('SELECT pg_advisory_xact_lock(4747)');
    const [{ present }] = await sql.all<{ present: boolean }>(
      "SELECT to_regclass('installation_meta') IS NOT NULL AS present",
    );
    const [created] = present
      ? await sql.all<{ value: string }>("SELECT value FROM installation_meta WHERE name = 'schemaVersion'")
      : [];
    if (created && Number(JSON.parse(created.value)) >= SCHEMA_VERSION) return;
    await sql.run(POSTGRES);
    await sql.run(
      `INSERT INTO installation_meta (name, value) VALUES ('schemaVersion', ?)
       ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
      [JSON.stringify(SCHEMA_VERSION)],
    );
  });
}
