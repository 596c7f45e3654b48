/**
 * The key schedule's table, one text for SQLite and PostgreSQL (created with every part's, see
 * ../consoleDatabase.ts). Times are milliseconds since the epoch. A row is one revoke the server performs: of an
 * application key an administrator rolled, or of a person's key the server renewed. While a row is open
 * (`rolling`: the new key is being issued; `scheduled`; `failed`: retrying) it is the only open one of its key,
 * which the partial unique index enforces across instances: two rolls of one key cannot both reserve it. An
 * instance performs a due row only under a claim (`claimed_by` until `claimed_until`), taken by one conditional
 * UPDATE, so that one instance performs it, and another takes over once a claim lapses unfinished.
 */
export const KEY_SCHEDULE_TABLES = `
  CREATE TABLE IF NOT EXISTS key_revocations (
    uuid TEXT PRIMARY KEY,
    key_uuid TEXT NOT NULL,
    application_name TEXT NOT NULL,
    key_expires_at BIGINT,
    replaced_by TEXT,
    reason TEXT NOT NULL,
    revoke_at BIGINT NOT NULL,
    state TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    next_attempt_at BIGINT NOT NULL,
    claimed_by TEXT,
    claimed_until BIGINT NOT NULL DEFAULT 0,
    scheduled_by TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    ended_at BIGINT,
    ended_how TEXT
  );
  CREATE UNIQUE INDEX IF NOT EXISTS key_revocations_open ON key_revocations(key_uuid)
    WHERE state IN ('rolling', 'scheduled', 'failed');
  CREATE INDEX IF NOT EXISTS key_revocations_due ON key_revocations(state, next_attempt_at);
  CREATE INDEX IF NOT EXISTS key_revocations_created ON key_revocations(created_at);
`;
