/**
 * The audit log's tables, one text for SQLite and PostgreSQL (created with every part's, see
 * ../consoleDatabase.ts). Times are milliseconds since the epoch. `id` is the event's place in the chain, given
 * by the writer that holds the chain's lock (not a sequence: the chain has no gaps, whichever instance wrote), so
 * that id order is the order the hashes chain in. Each filter of the Activity page has an index ending in
 * (at, id): a page is the newest matches after a cursor, read from one index without a sort, even within a time
 * range (an index ending in id alone walked half the log for a month long ago: 211 ms at the 95th percentile).
 * `audit_actors` keeps who has acted, for the filter's choices, without a scan of the log; `audit_keys` the
 * fingerprint of each key issued through a console (its secret passes the server once), to name the application
 * that later acts with it.
 */
export const AUDIT_TABLES = `
  CREATE TABLE IF NOT EXISTS audit_events (
    id BIGINT PRIMARY KEY,
    at BIGINT NOT NULL,
    actor_id TEXT NOT NULL,
    actor_kind TEXT NOT NULL,
    actor_name TEXT NOT NULL,
    action TEXT NOT NULL,
    target_type TEXT,
    target_uuid TEXT,
    target_name TEXT,
    outcome TEXT NOT NULL,
    reason TEXT,
    details_json TEXT,
    request_id TEXT NOT NULL,
    ip TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    previous_hash TEXT NOT NULL,
    hash TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS audit_events_at ON audit_events(at, id);
  CREATE INDEX IF NOT EXISTS audit_events_actor_at ON audit_events(actor_id, at, id);
  CREATE INDEX IF NOT EXISTS audit_events_action_at ON audit_events(action, at, id);
  CREATE INDEX IF NOT EXISTS audit_events_target_at ON audit_events(target_uuid, at, id);
  CREATE INDEX IF NOT EXISTS audit_events_outcome_at ON audit_events(outcome, at, id);
  CREATE TABLE IF NOT EXISTS audit_actors (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    last_at BIGINT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS audit_keys (
    fingerprint TEXT PRIMARY KEY,
    key_uuid TEXT,
    application_name TEXT NOT NULL,
    issued_at BIGINT NOT NULL
  );
`;
