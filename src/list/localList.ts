import { pageWindow, type ListState } from '../lib/urlState';

export interface LocalListOptions<T> {
  /** Orders by each sort key the list offers; ties keep the order of the first. */
  compare: Record<string, (a: T, b: T) => number>;
  /** Whether a row answers the list's filter text (none: every row does). */
  matches?: (row: T, filter: string) => boolean;
}

/**
 * One page of rows already at hand (the directory, the search index's placements) as a list's URL state asks:
 * filtered, sorted either way by one of its keys (ties by the first key), and paged.
 */
export function localPage<T>(
  rows: Iterable<T>,
  state: ListState,
  { compare, matches }: LocalListOptions<T>,
): { rows: T[]; total: number } {
  const keys = Object.keys(compare);
  const primary = compare[state.sort ?? keys[0]] ?? compare[keys[0]];
  const tie = compare[keys[0]];
  const direction = state.ascending ? 1 : -1;
  const kept = [...rows].filter((row) => !matches || !state.filter || matches(row, state.filter));
  kept.sort((a, b) => (primary(a, b) || tie(a, b)) * direction);
  const { startAt, maxResults } = pageWindow(state);
  return { rows: kept.slice(startAt, startAt + maxResults), total: kept.length };
}

/** Text order for a sort key, missing values last. */
export const byText =
  <T>(of: (row: T) => string | undefined) =>
  (a: T, b: T) =>
    (of(a) ?? '\uffff').localeCompare(of(b) ?? '\uffff');
