import type { DirectoryEntryShape as DirectoryEntry } from '../api/index.js';
import type { SqlEngine } from '../database/index.js';

/** The directory of people and groups, one for the installation: the service names no one, so the installation keeps the names. */
export class DirectoryStore {
  constructor(private readonly engine: SqlEngine) {}

  /** Every entry, by name, and when the directory last changed (0 while it never has). */
  async read(): Promise<{ entries: DirectoryEntry[]; changedAt: number }> {
    const rows = await this.engine.all<{
      uuid: string;
      kind: DirectoryEntry['kind'];
      name: string;
      email: string | null;
    }>('SELECT uuid, kind, name, email FROM directory_entries ORDER BY name, uuid');
    const [changed] = await this.engine.all<{ value: string }>(
      "SELECT value FROM installation_meta WHERE name = 'directoryChangedAt'",
    );
    return {
      entries: rows.map(({ email, ...entry }) => (email ? { ...entry, email } : entry)),
      changedAt: changed ? Number(JSON.parse(changed.value)) : 0,
    };
  }

  /** Adds or renames entries, all or none. */
  async put(entries: readonly DirectoryEntry[], now: number): Promise<void> {
    await this.engine.transaction(async (sql) => {
      for (const entry of entries)
        await sql.run(
          `INSERT INTO directory_entries (uuid, kind, name, email, updated_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (uuid) DO UPDATE SET kind = excluded.kind, name = excluded.name, email = excluded.email,
             updated_at = excluded.updated_at`,
          [entry.uuid, entry.kind, entry.name, entry.email ?? null, now],
        );
      await markChanged(sql, now);
    });
  }

  /** Whether there was an entry to remove. */
  async remove(uuid: string, now: number): Promise<boolean> {
    return this.engine.transaction(async (sql) => {
      const removed = await sql.run('DELETE FROM directory_entries WHERE uuid = ?', [uuid]);
      if (removed > 0) await markChanged(sql, now);
      return removed > 0;
    });
  }

  /** Seeds an empty directory, once: the published file's entries where no administrator has written yet. */
  async seed(entries: readonly DirectoryEntry[], now: number): Promise<boolean> {
    const { changedAt } = await this.read();
    if (changedAt > 0) return false;
    await this.put(entries, now);
    return true;
  }
}

const markChanged = (sql: Pick<SqlEngine, 'run'>, now: number) =>
  sql.run(
    `INSERT INTO installation_meta (name, value) VALUES ('directoryChangedAt', ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
    [JSON.stringify(now)],
  );
