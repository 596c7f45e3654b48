import { Readable } from 'node:stream';
import { isAuditAction, isAuditOutcome } from '../../../common/audit.js';
import { csvLines } from '../../../common/csv.js';
import { badRequest, HttpError } from '../../shared/http/errors.js';
import { fromStore, type Handle } from '../api/index.js';
import type { AuditCursor, AuditEvent, AuditFilter, AuditStore } from './auditStore.js';

/** An answer the console server's API sends as a file to download rather than as JSON. */
export interface Download {
  download: { type: string; filename: string; body: Readable };
}

const DEFAULT_LIMIT = 50;
/** How many targets one filter may name: a page of rows, each with its own history. */
const MAX_TARGETS = 100;
/** The oldest and newest times a filter may name: a typo of a year, not a range, beyond them. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

/** An event as the API sends it: times in ISO 8601, ids as text, the chain's link left to the verification. */
export function eventAnswer(event: AuditEvent) {
  return {
    id: String(event.id),
    at: iso(event.at),
    actor: event.actor,
    action: event.action,
    ...(event.target ? { target: event.target } : {}),
    outcome: event.outcome,
    ...(event.reason ? { reason: event.reason } : {}),
    ...(event.details ? { details: event.details } : {}),
    requestId: event.requestId,
    ip: event.ip,
    userAgent: event.userAgent,
    hash: event.hash,
  };
}

function timeOf(name: string, value: unknown, now: number): number | undefined {
  if (value === undefined) return undefined;
  const ms = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) throw badRequest(`${name} must be a date and time, like 2026-12-03T14:02:00Z`);
  if (ms < EARLIEST || ms > now + LATEST_AHEAD_MS) throw badRequest(`${name} must be between 2000 and a year from now`);
  return ms;
}

/** The filter a query names, checked: an unknown action or outcome, or a reversed range, is a 400 in words. */
export function auditFilterOf(query: Record<string, unknown>, now: number): AuditFilter {
  const filter: AuditFilter = {};
  const textOf = (name: string) => {
    const value = query[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value === '' || value.length > 200)
      throw badRequest(`${name} must be given once, as text of at most 200 characters`);
    return value;
  };
  const actor = textOf('actor');
  if (actor !== undefined) filter.actor = actor;
  const action = textOf('action');
  if (action !== undefined) {
    if (!isAuditAction(action)) throw badRequest(`action "${action.slice(0, 50)}" is not an action the log records`);
    filter.action = action;
  }
  const target = query.target;
  if (target !== undefined) {
    const targets = typeof target === 'string' ? target.toLowerCase().split(',') : [];
    if (
      targets.length === 0 ||
      targets.length > MAX_TARGETS ||
      targets.some((uuid) => uuid === '' || uuid.length > 100)
    )
      throw badRequest(`target must be a uuid, or up to ${MAX_TARGETS} of them separated by commas`);
    filter.targets = targets;
  }
  const outcome = textOf('outcome');
  if (outcome !== undefined) {
    if (!isAuditOutcome(outcome)) throw badRequest('outcome must be succeeded, refused, failed or unknown');
    filter.outcome = outcome;
  }
  filter.from = timeOf('from', query.from, now);
  filter.to = timeOf('to', query.to, now);
  if (filter.from !== undefined && filter.to !== undefined && filter.from >= filter.to)
    throw badRequest('from must be before to');
  return filter;
}

/** A cursor as the API writes it: the last event's time (ms) and id. */
const cursorText = (cursor: AuditCursor) => `${cursor.at}-${cursor.id}`;

function pageOptionsOf(query: Record<string, unknown>): { limit: number; cursor?: AuditCursor } {
  // A whole number from 1 to 500, held to the document before it comes here.
  const limit = query.limit === undefined ? DEFAULT_LIMIT : Number(query.limit);
  if (query.cursor === undefined) return { limit };
  const parts = typeof query.cursor === 'string' ? /^(\d{1,15})-(\d{1,15})$/.exec(query.cursor) : null;
  if (!parts) throw badRequest('cursor must be the next of an earlier page');
  return { limit, cursor: { at: Number(parts[1]), id: Number(parts[2]) } };
}

const CSV_COLUMNS = [
  'id',
  'at',
  'actorKind',
  'actor',
  'action',
  'targetType',
  'targetUuid',
  'target',
  'outcome',
  'reason',
  'details',
  'requestId',
  'ip',
  'userAgent',
  'hash',
];

function csvRow(event: AuditEvent): string[] {
  return [
    String(event.id),
    iso(event.at),
    event.actor.kind,
    event.actor.name,
    event.action,
    event.target?.type ?? '',
    event.target?.uuid ?? '',
    event.target?.name ?? '',
    event.outcome,
    event.reason ?? '',
    event.details ? JSON.stringify(event.details) : '',
    event.requestId,
    event.ip,
    event.userAgent,
    event.hash,
  ];
}

/** Every matching event as CSV or JSON Lines, streamed a page at a time: a million rows in little memory. */
function exportOf(store: AuditStore, filter: AuditFilter, format: 'csv' | 'jsonl', now: number): Download {
  async function* lines() {
    if (format === 'csv') yield csvLines([CSV_COLUMNS]);
    for await (const events of store.matching(filter))
      yield format === 'csv'
        ? csvLines(events.map(csvRow))
        : events.map((event) => `${JSON.stringify(eventAnswer(event))}\n`).join('');
  }
  const stamp = iso(now).slice(0, 19).replace(/[-:]/g, '');
  return {
    download: {
      type: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/jsonl; charset=utf-8',
      filename: `audit-${stamp}.${format}`,
      body: Readable.from(lines()),
    },
  };
}

/** `GET /console-api/v1/audit`: a page of the filtered log, or with `format`, all of it as a file. */
export async function auditAnswer(store: AuditStore, query: Record<string, unknown>, now: number) {
  const filter = auditFilterOf(query, now);
  const format = query.format ?? 'json';
  if (format !== 'json' && format !== 'csv' && format !== 'jsonl')
    throw badRequest('format must be json, csv or jsonl');
  if (format !== 'json') {
    if (query.cursor !== undefined || query.limit !== undefined)
      throw badRequest('an export holds every matching event: it takes no limit or cursor');
    return exportOf(store, filter, format, now);
  }
  const { limit, cursor } = pageOptionsOf(query);
  const page = await store.page(filter, limit, cursor);
  return { events: page.events.map(eventAnswer), ...(page.next ? { next: cursorText(page.next) } : {}) };
}

/** `GET /console-api/v1/audit/verification`: the chain checked, with ids as the API writes them. */
export async function verificationAnswer(store: AuditStore) {
  const verdict = await store.verify();
  if (verdict.ok)
    return {
      ok: true,
      checked: verdict.checked,
      ...(verdict.firstId ? { firstId: String(verdict.firstId), lastId: String(verdict.lastId) } : {}),
    };
  return { ok: false, checked: verdict.checked, brokenAt: String(verdict.brokenAt), why: verdict.why };
}

const auditUnreadable = () =>
  new HttpError(503, 'audit_unavailable', 'the audit log cannot be read now (the console database is unavailable)');

/** The audit log's operations, for administrators: its events and their export, who has acted, the verification. */
export function auditRoutes(handle: Handle, store: AuditStore | undefined, now: () => number): void {
  const audit = () => {
    if (!store) throw new HttpError(404, 'not_found', 'this server keeps no audit log');
    return store;
  };
  handle('listAuditEvents', async ({ query }) => fromStore(() => auditAnswer(audit(), query, now()), auditUnreadable));
  handle('listAuditActors', async () => {
    const actors = await fromStore(() => audit().actors(), auditUnreadable);
    return { actors: actors.map((actor) => ({ ...actor, lastAt: iso(actor.lastAt) })) };
  });
  handle('verifyAuditLog', async () => fromStore(() => verificationAnswer(audit()), auditUnreadable));
}
