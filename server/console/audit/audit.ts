import type { SqlEngine } from '../database/index.js';
import { AuditSpool } from './auditSpool.js';
import { AuditStore } from './auditStore.js';
import { AuditWriter } from './auditWriter.js';
import { serviceLookups } from './lookups.js';
import { AuditRecorder } from './recorder.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AuditOptions {
  /** The installation's database (CONSOLE_DATABASE), where the log is kept beside the index and the directory. */
  engine: SqlEngine;
  /** The service's base URL, ending in `/api/v1`, for the names and states events keep. */
  serviceBaseUrl: () => string;
  /** The service's administrator credential, for reading names and accessors; without it events keep uuids. */
  adminToken?: string;
  /** Where events that wait for the database are kept on disk too (spoolFolderOf); in memory alone without. */
  spoolFolder?: string;
  /** AUDIT_RETENTION_DAYS: events older than this are removed; 0 keeps everything. */
  retentionDays: number;
  log?: (message: string) => void;
  fetch?: typeof fetch;
  now?: () => number;
}

/** The audit part of the console's server, assembled for main.ts. */
export interface Audit {
  store: AuditStore;
  writer: AuditWriter;
  recorder: AuditRecorder;
  /** Removes what is older than the retention allows (hourly, beside the people part's housekeeping). */
  housekeep(now: number): Promise<number>;
}

export function openAudit(options: AuditOptions): Audit {
  const store = new AuditStore(options.engine);
  const spool = options.spoolFolder === undefined ? undefined : new AuditSpool(options.spoolFolder);
  const writer = new AuditWriter(store, options.log, spool);
  const lookups =
    options.adminToken === undefined
      ? undefined
      : serviceLookups({
          baseUrl: options.serviceBaseUrl,
          adminToken: options.adminToken,
          fetch: options.fetch,
          now: options.now,
        });
  return {
    store,
    writer,
    recorder: new AuditRecorder({ writer, lookups, adminToken: options.adminToken, now: options.now }),
    housekeep: async (now) => (options.retentionDays > 0 ? store.prune(now - options.retentionDays * DAY_MS) : 0),
  };
}
