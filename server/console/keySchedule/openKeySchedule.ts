import type { AuditWriter } from '../audit/index.js';
import type { SqlEngine } from '../database/index.js';
import { AdminCalls } from './adminCalls.js';
import { KeySchedule } from './keySchedule.js';
import { RevocationStore } from './revocationStore.js';
import type { KeyScheduleServices } from './routes.js';

export interface KeyScheduleOpenOptions {
  /** The installation's database (CONSOLE_DATABASE), shared by every instance. */
  engine: SqlEngine;
  /** The service's base URL, ending in `/api/v1` (known once the server listens). */
  serviceBaseUrl: () => string;
  /** The service's administrator credential, which issues and revokes keys. */
  adminToken: string;
  audit?: AuditWriter;
  log?: (message: string) => void;
  leaseMs?: number;
  pollMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** The key schedule part of the console's server, assembled for main.ts (and tests): start it once listening. */
export function openKeySchedule(options: KeyScheduleOpenOptions): KeyScheduleServices {
  const calls = new AdminCalls({
    baseUrl: options.serviceBaseUrl,
    adminToken: options.adminToken,
    fetch: options.fetch,
  });
  const schedule = new KeySchedule({
    store: new RevocationStore(options.engine),
    calls,
    audit: options.audit,
    log: options.log,
    leaseMs: options.leaseMs,
    pollMs: options.pollMs,
    now: options.now,
  });
  return { schedule, calls };
}
