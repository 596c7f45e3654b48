import { Value } from '@sinclair/typebox/value';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { parseCsv } from '../../../common/csv.js';
import { CallerCheck } from './callers.js';
import { DirectoryStore } from './directoryStore.js';
import { IndexFreshness } from './freshness.js';
import { IndexStore } from './indexStore.js';
import { DirectoryEntry, type DirectoryEntryShape } from '../api/index.js';
import { ServiceReader } from './serviceReader.js';
import type { SqlEngine } from '../database/index.js';
import { InstallationWalker, WALK_STATUS, type WalkStatus } from './walker.js';
import { WalkerState } from './walkerState.js';

export interface InstallationOptions {
  /** CONSOLE_DATABASE, opened with its tables (see ../consoleDatabase.ts); the installation closes it. */
  engine: SqlEngine;
  /** Where the service's API is, ending in `/api/v1` (known once the server listens): callers are checked there and the walker reads there. */
  serviceBaseUrl: () => string;
  authCacheSeconds: number;
  /** The walker's key and share; without, this server answers from what another instance walks, if any. */
  walk?: { apiKey: string; sharePercent: number; cyclePauseMs?: number; leaseMs?: number };
  /** Why there is no index at all (INDEX=off, or no key for the walker), in words. */
  indexAbsence?: string;
  fetch?: typeof fetch;
  now?: () => number;
}

/** What the console server's API answers from the installation: its index and directory, who asks. */
export interface InstallationServices {
  index: IndexStore;
  directory: DirectoryStore;
  callers: CallerCheck;
  /** The walk's state, as the walking instance last wrote it; none before any instance walked. */
  walkStatus: () => Promise<WalkStatus | undefined>;
  /** Why this installation has no index (INDEX=off, or no key for the walker), in words. */
  indexAbsence?: string;
  now?: () => number;
}

/** What the console server keeps once for the installation, and the walk that fills its index. */
export interface Installation {
  services: InstallationServices;
  engine: SqlEngine;
  walker?: InstallationWalker;
  reader?: ServiceReader;
  /** Reads what passes this server into the index ahead of the walk (with the walker's key, where there is one). */
  freshness?: IndexFreshness;
  /** Starts the walk (once the service it reads is listening). */
  startWalking(): void;
  /** Stops the walk and gives up its lease at once, so that another instance walks on (at a stop). */
  stopWalking(): Promise<void>;
  /** Stops the walk, gives up its lease, and closes the database. */
  close(): Promise<void>;
}

/** Makes the installation's stores, callers' check and walker on its database. */
export async function openInstallation(options: InstallationOptions): Promise<Installation> {
  const { engine } = options;
  const index = new IndexStore(engine);
  const state = new WalkerState(engine);
  const reader = options.walk
    ? new ServiceReader({
        baseUrl: options.serviceBaseUrl,
        apiKey: options.walk.apiKey,
        sharePercent: options.walk.sharePercent,
        fetch: options.fetch,
        now: options.now,
      })
    : undefined;
  const walker =
    reader &&
    new InstallationWalker({
      index,
      state,
      reader,
      holder: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
      now: options.now,
      cyclePauseMs: options.walk?.cyclePauseMs,
      leaseMs: options.walk?.leaseMs,
    });
  const freshness = reader && new IndexFreshness({ index, reader, now: options.now ?? Date.now });
  const stop = new AbortController();
  let walking: Promise<void> | undefined;
  let closing: Promise<void> | undefined;
  const stopWalking = async () => {
    freshness?.stop();
    stop.abort();
    await walking;
  };
  return {
    engine,
    walker,
    reader,
    freshness,
    services: {
      index,
      directory: new DirectoryStore(engine),
      callers: new CallerCheck({
        baseUrl: options.serviceBaseUrl,
        cacheSeconds: options.authCacheSeconds,
        fetch: options.fetch,
        now: options.now,
      }),
      walkStatus: () => state.read<WalkStatus>(WALK_STATUS),
      indexAbsence: options.indexAbsence,
      now: options.now,
    },
    startWalking() {
      walking ??= walker?.run(stop.signal);
    },
    stopWalking,
    close() {
      closing ??= (async () => {
        await stopWalking();
        await engine.close();
      })();
      return closing;
    },
  };
}

/**
 * The entries of a published directory file (`uuid,kind,name,email`) that are well formed; the console's
 * import says what is wrong with the others, and an administrator can fix them there.
 */
export function publishedEntries(csv: string): DirectoryEntryShape[] {
  const [head, ...rows] = parseCsv(csv);
  if (!head) return [];
  const columns = head.fields.map((name) => name.trim().toLowerCase());
  const entries: DirectoryEntryShape[] = [];
  for (const { fields } of rows) {
    const value = (name: string) => (columns.includes(name) ? (fields[columns.indexOf(name)] ?? '').trim() : '');
    const entry = {
      uuid: value('uuid').toLowerCase(),
      kind: value('kind').toLowerCase(),
      name: value('name'),
      ...(value('email') ? { email: value('email') } : {}),
    };
    if (Value.Check(DirectoryEntry, entry) && !(entry.kind === 'group' && entry.email)) entries.push(entry);
  }
  return entries;
}
