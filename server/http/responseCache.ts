import type { Db } from '../store/database.js';
import { changeCount } from '../store/listing.js';

/**
 * Serialized answers of recent reads, valid while the database is unchanged. Validity is tied to SQLite's
 * total_changes(), which every insert, update and delete on this connection advances: after any write the
 * whole cache is dropped before the next lookup, so a cached answer can never be older than the data.
 */
export class ResponseCache {
  private version = -1;
  private bytes = 0;
  private readonly entries = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string): string | undefined {
    const version = changeCount(this.db);
    if (version !== this.version) {
      this.entries.clear();
      this.bytes = 0;
      this.version = version;
      return undefined;
    }
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      // Move it to the young end so that eviction takes the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, body: string): void {
    if (body.length > this.maxBytes / 8) return;
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }
}
