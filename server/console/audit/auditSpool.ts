import { randomUUID } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isPostgresUrl } from '../database/index.js';
import type { AuditEventInput } from './auditStore.js';

const PREFIX = 'audit-spool-';
const SUFFIX = '.jsonl';

/**
 * Where an instance keeps the events its console database could not take: the folder of CONSOLE_DATABASE when it
 * is a SQLite file, else the folder of the embedded service's DATABASE (the instance's own data folder, `./data/`
 * by default, also with PostgreSQL); none when both are in memory, where nothing outlives the process anyway.
 */
export function spoolFolderOf(consoleDatabase: string, database: string): string | undefined {
  const file = [consoleDatabase, database].find((location) => location !== ':memory:' && !isPostgresUrl(location));
  return file === undefined ? undefined : dirname(file);
}

/** Writes `text` to `path` and to the disk before returning: the events are there after a crash or a power loss. */
function writeDurably(path: string, text: string, flags: 'a' | 'w') {
  const descriptor = openSync(path, flags, 0o600);
  try {
    writeSync(descriptor, text);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/** Events as a spool file's lines. */
const linesOf = (events: readonly AuditEventInput[]) => events.map((event) => `${JSON.stringify(event)}\n`).join('');

/** The events of a spool file, in order; a line torn by a crash mid-write is the last and is left out. */
function eventsIn(path: string): AuditEventInput[] {
  const events: AuditEventInput[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line) continue;
    try {
      events.push(JSON.parse(line) as AuditEventInput);
    } catch {
      break;
    }
  }
  return events;
}

/**
 * An instance's file of events that wait for the console database (JSON Lines, one file per process): written
 * before a write's answer goes back, so that an instance stopped or killed while its database is away loses none.
 * The next instance to start in the folder takes over every file it finds there and writes them first.
 */
export class AuditSpool {
  readonly path: string;

  constructor(
    readonly folder: string,
    id: string = randomUUID(),
  ) {
    this.path = join(folder, `${PREFIX}${id}${SUFFIX}`);
  }

  /** Adds events after those kept. */
  keep(events: readonly AuditEventInput[]) {
    if (events.length === 0) return;
    mkdirSync(this.folder, { recursive: true });
    writeDurably(this.path, linesOf(events), 'a');
  }

  /** Keeps exactly these events (none: the file is gone). */
  replace(events: readonly AuditEventInput[]) {
    if (events.length === 0) {
      rmSync(this.path, { force: true });
      return;
    }
    // A file of its own first, then renamed over the spool: a crash leaves the old list or the new, never half.
    const next = `${this.path}.next`;
    writeDurably(next, linesOf(events), 'w');
    renameSync(next, this.path);
  }

  /**
   * Takes over the spools that other processes left in the folder (each renamed first, so that of two instances
   * starting at once only one takes a file) and returns their events once each, oldest first, this spool holding
   * them now. A file half taken over by a process that crashed meanwhile is taken over too.
   */
  takeOverLeftovers(): AuditEventInput[] {
    let names: string[];
    try {
      names = readdirSync(this.folder);
    } catch {
      return [];
    }
    const mine = basename(this.path);
    const taken: string[] = [];
    const events = new Map<string, AuditEventInput>();
    for (const name of names.filter((entry) => entry.startsWith(PREFIX) && !entry.startsWith(mine))) {
      const claimed = join(this.folder, `${name.split('.taking-')[0]}.taking-${mine}`);
      try {
        renameSync(join(this.folder, name), claimed);
        // The same event may be in two files (a spool and the list that was to replace it): it is taken once.
        for (const event of eventsIn(claimed)) events.set(JSON.stringify(event), event);
      } catch {
        continue;
      }
      taken.push(claimed);
    }
    const oldestFirst = [...events.values()].sort((a, b) => a.at - b.at);
    // Kept in this spool before the files taken are removed: a crash in between leaves them twice, never none
    // (the writer writes a spooled event only if the log does not hold it already).
    this.keep(oldestFirst);
    for (const path of taken) rmSync(path, { force: true });
    return oldestFirst;
  }
}
