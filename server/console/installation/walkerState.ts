import type { SqlEngine } from '../database/index.js';

/** What the walk keeps between turns and restarts, and which server instance walks. */
export class WalkerState {
  constructor(private readonly engine: SqlEngine) {}

  async read<T>(name: string): Promise<T | undefined> {
    const [row] = await this.engine.all<{ value: string }>('SELECT value FROM installation_meta WHERE name = ?', [
      name,
    ]);
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  async write(name: string, value: unknown): Promise<void> {
    await this.engine.transaction((sql) =>
      sql.run(
        `INSERT INTO installation_meta (name, value) VALUES (?, ?)
         ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
        [name, JSON.stringify(value)],
      ),
    );
  }

  /**
   * Takes or renews the walk's lease for `holder` until `now + ttlMs`: granted when no one holds it, when
   * `holder` does, or when the holder's lease has run out (an instance that died). One row, one statement, so two
   * instances asking at once cannot both be granted it.
   */
  async lease(holder: string, now: number, ttlMs: number): Promise<boolean> {
    const changed = await this.engine.transaction((sql) =>
      sql.run(
        `INSERT INTO walker_lease (name, holder, expires_at) VALUES ('walk', ?, ?)
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
         WHERE walker_lease.holder = excluded.holder OR walker_lease.expires_at < ?`,
        [holder, now + ttlMs, now],
      ),
    );
    return changed > 0;
  }

  /** Gives the lease up at once, so that another instance need not wait for it to run out. */
  async release(holder: string): Promise<void> {
    await this.engine.transaction((sql) =>
      sql.run("DELETE FROM walker_lease WHERE name = 'walk' AND holder = ?", [holder]),
    );
  }
}
