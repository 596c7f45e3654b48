import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditQuery } from '../api/consoleServer/endpoints';
import { useAuditEvents } from './queries';

/** What the Activity page filters by, as the URL keeps it: the server's words, and days as the date fields type them. */
export const ACTIVITY_FILTERS = ['actor', 'action', 'target', 'outcome', 'from', 'to'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

export const ACTIVITY_PAGE_SIZES = [25, 50, 100] as const;
const DEFAULT_SIZE = 50;

export interface ActivityState {
  filters: Partial<Record<ActivityFilter, string>>;
  /** Rows per page. */
  size: number;
  /** Where the page starts: the `next` of the page before it; none for the newest. */
  cursor?: string;
  /** The event whose details are open. */
  event?: string;
}

/** The page's state from its URL; anything malformed is left out, as if not given. */
export function readActivityState(params: URLSearchParams): ActivityState {
  const filters: ActivityState['filters'] = {};
  for (const name of ACTIVITY_FILTERS) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  const size = Number(params.get('size'));
  return {
    filters,
    size: (ACTIVITY_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
    cursor: params.get('cursor') || undefined,
    event: params.get('event') || undefined,
  };
}

/**
 * A day typed in a date field (yyyy-mm-dd) as the moment the person means, in their own time zone: `from` that
 * day's start, `to` the end of that day (the start of the next), so that from and to the same day is that day.
 * Anything else goes to the server as typed, which says what is wrong with it.
 */
export function dayBoundary(day: string, edge: 'from' | 'to'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match.map(Number);
  return new Date(year, month - 1, date + (edge === 'to' ? 1 : 0)).toISOString();
}

/** The filters as the server reads them. */
export function auditQueryOf(filters: ActivityState['filters']): AuditQuery {
  return {
    ...filters,
    from: filters.from && dayBoundary(filters.from, 'from'),
    to: filters.to && dayBoundary(filters.to, 'to'),
  };
}

/**
 * The Activity page's logic: its filters, rows per page, position and open event in the URL, and the page of the
 * log they name. Pages go older with `next` (the URL's cursor) and newer with the browser's back; a change of
 * filter or size starts again from the newest.
 */
export function useActivityList() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readActivityState(params), [params]);
  const query = useAuditEvents({ ...auditQueryOf(state.filters), limit: state.size, cursor: state.cursor });
  const change = (patch: Record<string, string | undefined>, { restart = true } = {}) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [name, value] of Object.entries(patch)) {
        if (value) updated.set(name, value);
        else updated.delete(name);
      }
      if (restart) updated.delete('cursor');
      return updated;
    });
  return {
    state,
    query,
    rows: query.data?.events ?? [],
    next: query.data?.next,
    filtered: Object.keys(state.filters).length > 0,
    setFilter: (name: ActivityFilter, value: string | undefined) => change({ [name]: value, event: undefined }),
    clearFilters: () => change(Object.fromEntries(ACTIVITY_FILTERS.map((name) => [name, undefined]))),
    setSize: (size: number) => change({ size: size === DEFAULT_SIZE ? undefined : String(size) }),
    older: () => change({ cursor: query.data?.next, event: undefined }, { restart: false }),
    newest: () => change({ event: undefined }),
    open: (event: string | undefined) => change({ event }, { restart: false }),
  };
}

export type ActivityList = ReturnType<typeof useActivityList>;
