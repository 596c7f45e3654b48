/**
 * The people part's tables, one text for SQLite and PostgreSQL (created with every part's, see
 * ../consoleDatabase.ts). Times are milliseconds since the epoch. A session row is keyed by the hash of its id,
 * never the id; what could act for the person (their application key) is sealed. `people_seen` outlives the
 * sessions: when each person last signed in or made a request, so that a key unused for 30 days is revoked.
 */
export const PEOPLE_TABLES = `
  CREATE TABLE IF NOT EXISTS people_sessions (
    id_hash TEXT PRIMARY KEY,
    subject TEXT NOT NULL,
    email TEXT,
    name TEXT NOT NULL,
    groups_json TEXT NOT NULL,
    administrator INTEGER NOT NULL,
    created_at BIGINT NOT NULL,
    last_seen_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS people_sessions_expiry ON people_sessions(expires_at);
  CREATE INDEX IF NOT EXISTS people_sessions_seen ON people_sessions(last_seen_at);
  CREATE TABLE IF NOT EXISTS people_keys (
    subject TEXT PRIMARY KEY,
    key_uuid TEXT NOT NULL,
    secret_sealed TEXT NOT NULL,
    issued_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS people_seen (
    subject TEXT PRIMARY KEY,
    seen_at BIGINT NOT NULL
  );
`;
