import type Database from 'better-sqlite3';
import { DatabaseError } from './errors.js';

/** A model's titles as its search text: folded, each after a newline (one inside a title becomes U+001F). */
const searchTitles = (model: string) =>
  `SELECT coalesce(group_concat(char(10) || replace(title_fold, char(10), char(31)), ''), '') FROM model_titles WHERE model_id = ${model}`;
/** A model's titles as the map a response carries; the translated flag only where one is stored. */
const titlesJson = (model: string) =>
  `SELECT json_group_object(language_uuid, CASE WHEN translated IS NULL THEN json_object('title', title)
     ELSE json_object('title', title, 'translated', json(iif(translated, 'true', 'false'))) END)
   FROM model_titles WHERE model_id = ${model}`;
/** Re-derives what a model's titles feed: its search text and its titles map. */
const refreshTitles = (model: string) => `
    UPDATE model_search SET titles = (${searchTitles(model)}) WHERE rowid = ${model};
    UPDATE models SET titles_json = (${titlesJson(model)}) WHERE id = ${model};`;

/** Schema migrations, applied in order; PRAGMA user_version records how many ran. */
export const MIGRATIONS: readonly string[] = [
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
  // 2: every documented sort walks an index, model filters go through an FTS5 trigram index, and a
  // per-repository version (kept by triggers, so no writer can forget it) tells when cached orders are stale.
  `
  ALTER TABLE repositories ADD COLUMN models_version INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX repositories_name ON repositories(name_fold, uuid);
  CREATE INDEX repository_languages_order ON repository_languages(repository_id, position);

  -- A model's repository and uuid beside its titles, so that a title order (ties by uuid) is one index walk.
  ALTER TABLE model_titles ADD COLUMN repository_id INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE model_titles ADD COLUMN model_uuid TEXT NOT NULL DEFAULT '';
  UPDATE model_titles SET (repository_id, model_uuid) = (SELECT repository_id, uuid FROM models WHERE id = model_titles.model_id);
  DROP INDEX model_titles_sort;
  CREATE INDEX model_titles_order ON model_titles(repository_id, language_uuid, title_key, model_uuid, model_id);
  -- A list page reads one row per model: its titles map is kept beside it by the title triggers below.
  ALTER TABLE models ADD COLUMN titles_json TEXT NOT NULL DEFAULT '{}';
  UPDATE models SET titles_json = (${titlesJson('models.id')});

  -- The listed (not archived) models of a repository in each order; status makes each one cover its walk.
  DROP INDEX models_repository;
  CREATE INDEX models_listed ON models(repository_id, id, status) WHERE status <> 'ARCHIVED';
  CREATE INDEX models_listed_uuid ON models(repository_id, uuid, status) WHERE status <> 'ARCHIVED';
  CREATE INDEX models_listed_type ON models(repository_id, model_type, uuid, status) WHERE status <> 'ARCHIVED';

  -- One row per model (rowid = models.id) holding the text that filters search, folded as the filter
  -- folds it: titles as searchTitles() gives them (filters hold no control characters, so no match spans
  -- two titles), uuid and model type in ASCII lower case (LIKE's own case rule for them).
  -- case_sensitive 1 because the text is folded already.
  CREATE VIRTUAL TABLE model_search USING fts5(titles, uuid, model_type, tokenize = 'trigram case_sensitive 1');
  INSERT INTO model_search (rowid, titles, uuid, model_type)
    SELECT m.id, (${searchTitles('m.id')}), lower(m.uuid), lower(m.model_type) FROM models m;
  INSERT INTO model_search (model_search) VALUES ('optimize');

  CREATE TRIGGER models_inserted AFTER INSERT ON models BEGIN
    UPDATE repositories SET models_version = models_version + 1 WHERE id = NEW.repository_id;
    INSERT INTO model_search (rowid, titles, uuid, model_type) VALUES (NEW.id, '', lower(NEW.uuid), lower(NEW.model_type));
  END;
  CREATE TRIGGER models_updated AFTER UPDATE OF repository_id, uuid, model_type, status ON models BEGIN
    UPDATE repositories SET models_version = models_version + 1 WHERE id IN (OLD.repository_id, NEW.repository_id);
    UPDATE model_search SET uuid = lower(NEW.uuid), model_type = lower(NEW.model_type) WHERE rowid = NEW.id;
  END;
  CREATE TRIGGER models_deleted AFTER DELETE ON models BEGIN
    UPDATE repositories SET models_version = models_version + 1 WHERE id = OLD.repository_id;
    DELETE FROM model_search WHERE rowid = OLD.id;
  END;
  CREATE TRIGGER model_titles_inserted AFTER INSERT ON model_titles BEGIN
    UPDATE repositories SET models_version = models_version + 1 WHERE id = NEW.repository_id;${refreshTitles('NEW.model_id')}
  END;
  CREATE TRIGGER model_titles_updated AFTER UPDATE ON model_titles BEGIN
    UPDATE repositories SET models_version = models_version + 1 WHERE id IN (OLD.repository_id, NEW.repository_id);${refreshTitles('OLD.model_id')}${refreshTitles('NEW.model_id')}
  END;
  CREATE TRIGGER model_titles_deleted AFTER DELETE ON model_titles BEGIN
    UPDATE repositories SET models_version = models_version + 1 WHERE id = OLD.repository_id;${refreshTitles('OLD.model_id')}
  END;

  ALTER TABLE accessors ADD COLUMN group_name_key TEXT;
  UPDATE accessors SET group_name_key = (SELECT lower(name) FROM customer_groups WHERE uuid = accessors.group_uuid);
  DROP INDEX accessors_repository;
  CREATE INDEX accessors_repository ON accessors(repository_id);
  CREATE INDEX accessors_repository_uuid ON accessors(repository_id, uuid);
  CREATE INDEX accessors_repository_type ON accessors(repository_id, type, uuid);
  CREATE INDEX accessors_repository_user ON accessors(repository_id, user_uuid, uuid);
  CREATE INDEX accessors_repository_privileges ON accessors(repository_id, privileges, uuid);
  CREATE INDEX accessors_repository_group ON accessors(repository_id, group_name_key, uuid);

  CREATE INDEX api_keys_application_name ON api_keys(application_name_fold, uuid);
  CREATE INDEX api_keys_created_at ON api_keys(created_at, uuid);
  CREATE INDEX api_keys_expires_at ON api_keys(expires_at, uuid);
  CREATE INDEX api_keys_status ON api_keys(status, uuid);
  `,
  // 3: the hashes of deleted keys, so that a key given at start (DEMO_API_KEY) is not made again once an
  // administrator has deleted it.
  `
  CREATE TABLE retired_key_hashes (secret_hash TEXT PRIMARY KEY) WITHOUT ROWID;
  `,
];

/** Brings the schema up to date, in one transaction; a database of a newer service is refused. */
export function migrate(db: Database.Database): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  if (applied > MIGRATIONS.length) {
    throw new DatabaseError(
      `DATABASE has schema version ${applied}, newer than this service knows (${MIGRATIONS.length})`,
    );
  }
  db.transaction(() => {
    for (let version = applied; version < MIGRATIONS.length; version++) db.exec(MIGRATIONS[version]);
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();
}
