import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

/** Schema migrations, applied in order; PRAGMA user_version records how many ran. */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE repositories (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    name_fold TEXT NOT NULL,
    is_draft INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE languages (
    uuid TEXT PRIMARY KEY,
    name TEXT NOT NULL
  );
  CREATE TABLE repository_languages (
    repository_id INTEGER NOT NULL REFERENCES repositories(id) ON DELETE CASCADE,
    language_uuid TEXT NOT NULL REFERENCES languages(uuid),
    is_default INTEGER NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (repository_id, language_uuid)
  ) WITHOUT ROWID;
  CREATE TABLE customer_groups (
    uuid TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE symbols (
    id INTEGER PRIMARY KEY,
    repository_id INTEGER NOT NULL REFERENCES repositories(id) ON DELETE CASCADE,
    uuid TEXT NOT NULL,
    object_type TEXT NOT NULL,
    UNIQUE (repository_id, uuid)
  );
  CREATE INDEX symbols_uuid ON symbols(uuid);
  CREATE TABLE symbol_titles (
    symbol_id INTEGER NOT NULL REFERENCES symbols(id) ON DELETE CASCADE,
    language_uuid TEXT NOT NULL,
    title TEXT NOT NULL,
    translated INTEGER,
    PRIMARY KEY (symbol_id, language_uuid)
  ) WITHOUT ROWID;
  CREATE TABLE models (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    repository_id INTEGER NOT NULL REFERENCES repositories(id) ON DELETE CASCADE,
    model_type TEXT NOT NULL,
    status TEXT NOT NULL,
    workflow_state TEXT NOT NULL DEFAULT 'EDITABLE',
    permission_group TEXT REFERENCES customer_groups(uuid),
    source_draft TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX models_repository ON models(repository_id, status, id);
  CREATE TABLE model_titles (
    model_id INTEGER NOT NULL REFERENCES models(id) ON DELETE CASCADE,
    language_uuid TEXT NOT NULL,
    title TEXT NOT NULL,
    title_fold TEXT NOT NULL,
    title_key TEXT NOT NULL,
    translated INTEGER,
    PRIMARY KEY (model_id, language_uuid)
  ) WITHOUT ROWID;
  CREATE INDEX model_titles_sort ON model_titles(language_uuid, title_key, model_id);
  CREATE TABLE model_documents (
    model_id INTEGER NOT NULL REFERENCES models(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    source_id TEXT NOT NULL,
    document_key TEXT NOT NULL,
    PRIMARY KEY (model_id, position)
  ) WITHOUT ROWID;
  CREATE TABLE vertices (
    model_id INTEGER NOT NULL REFERENCES models(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    uuid TEXT NOT NULL,
    symbol_uuid TEXT NOT NULL,
    x REAL NOT NULL, y REAL NOT NULL, width REAL NOT NULL, height REAL NOT NULL,
    PRIMARY KEY (model_id, position)
  ) WITHOUT ROWID;
  CREATE TABLE edges (
    model_id INTEGER NOT NULL REFERENCES models(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    uuid TEXT NOT NULL,
    from_vertex TEXT NOT NULL,
    to_vertex TEXT NOT NULL,
    edge_type TEXT NOT NULL,
    PRIMARY KEY (model_id, position)
  ) WITHOUT ROWID;
  CREATE TABLE descriptions (
    model_id INTEGER NOT NULL REFERENCES models(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    description_type TEXT NOT NULL,
    PRIMARY KEY (model_id, position)
  ) WITHOUT ROWID;
  CREATE TABLE description_texts (
    model_id INTEGER NOT NULL REFERENCES models(id) ON DELETE CASCADE,
    description_type TEXT NOT NULL,
    language_uuid TEXT NOT NULL,
    text TEXT NOT NULL,
    translated INTEGER,
    PRIMARY KEY (model_id, description_type, language_uuid)
  ) WITHOUT ROWID;
  CREATE TABLE document_sources (
    repository_id INTEGER NOT NULL REFERENCES repositories(id) ON DELETE CASCADE,
    source_id TEXT NOT NULL,
    PRIMARY KEY (repository_id, source_id)
  ) WITHOUT ROWID;
  CREATE TABLE documents (
    source_id TEXT NOT NULL,
    document_key TEXT NOT NULL,
    link TEXT NOT NULL,
    icon_url TEXT,
    metadata TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (source_id, document_key)
  ) WITHOUT ROWID;
  CREATE TABLE document_titles (
    source_id TEXT NOT NULL,
    document_key TEXT NOT NULL,
    language_uuid TEXT NOT NULL,
    title TEXT NOT NULL,
    PRIMARY KEY (source_id, document_key, language_uuid),
    FOREIGN KEY (source_id, document_key) REFERENCES documents(source_id, document_key) ON DELETE CASCADE
  ) WITHOUT ROWID;
  CREATE TABLE accessors (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    repository_id INTEGER NOT NULL REFERENCES repositories(id) ON DELETE CASCADE,
    type TEXT NOT NULL CHECK (type IN ('user', 'group')),
    user_uuid TEXT,
    group_uuid TEXT REFERENCES customer_groups(uuid),
    privileges INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX accessors_repository ON accessors(repository_id, id);
  CREATE UNIQUE INDEX accessors_user ON accessors(repository_id, user_uuid) WHERE user_uuid IS NOT NULL;
  CREATE TABLE api_keys (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    application_name TEXT NOT NULL,
    application_name_fold TEXT NOT NULL,
    secret_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    status TEXT NOT NULL
  );
  `,
];

export class DatabaseError extends Error {}

/** Opens (creating when needed) the SQLite database and brings its schema up to date. */
export function openDatabase(path: string): Db {
  let db: Db;
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    db = new Database(path);
    db.pragma('journal_mode = WAL');
  } catch (error) {
    throw new DatabaseError(`cannot open DATABASE "${path}": ${(error as Error).message}`);
  }
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  if (applied > MIGRATIONS.length) {
    throw new DatabaseError(`DATABASE has schema version ${applied}, newer than this service knows (${MIGRATIONS.length})`);
  }
  db.transaction(() => {
    for (let version = applied; version < MIGRATIONS.length; version++) db.exec(MIGRATIONS[version]);
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();
}
