import type { SqlEngine } from '../database/index.js';

/** The installation's review settings, set by an administrator. */
export interface ReviewSettingsRecord {
  /**
   * Whether an author with the publish privilege may accept their own proposal. Off by default: a change is seen
   * by a second person before it is published, as Camunda keeps authors from reviewing their own version.
   */
  authorsMayAccept: boolean;
}

const DEFAULTS: ReviewSettingsRecord = { authorsMayAccept: false };
const NAME = 'reviewSettings';

/** The review settings, kept once for the installation beside its other facts (`installation_meta`). */
export class ReviewSettingsStore {
  constructor(private readonly engine: SqlEngine) {}

  async read(): Promise<ReviewSettingsRecord> {
    const [row] = await this.engine.all<{ value: string }>('SELECT value FROM installation_meta WHERE name = ?', [
      NAME,
    ]);
    return row ? { ...DEFAULTS, ...(JSON.parse(row.value) as Partial<ReviewSettingsRecord>) } : DEFAULTS;
  }

  async write(settings: ReviewSettingsRecord): Promise<ReviewSettingsRecord> {
    await this.engine.run(
      `INSERT INTO installation_meta (name, value) VALUES (?, ?)
       ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
      [NAME, JSON.stringify(settings)],
    );
    return settings;
  }
}
