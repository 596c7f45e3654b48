import type { TextFilter } from '../../../common/filterSyntax.js';

/** FTS5 trigram matching needs three characters in a row; shorter runs are not in the index. */
export const TRIGRAM = 3;
const codePoints = (text: string) => [...text].length;

/**
 * An FTS5 query over the given columns of a trigram index that every match of the filter satisfies, or
 * undefined when no literal run is long enough to use the index. `exact` says that the query's answer
 * is the filter's answer (one literal run, no wildcard), so no row needs checking.
 */
export function trigramQuery(
  filter: TextFilter,
  columns: readonly string[],
): { query: string; exact: boolean } | undefined {
  const indexed = filter.segments.filter((segment) => codePoints(segment) >= TRIGRAM);
  if (indexed.length === 0) return undefined;
  const phrases = indexed.map((segment) => `"${segment.replaceAll('"', '""')}"`).join(' AND ');
  return { query: `{${columns.join(' ')}} : (${phrases})`, exact: filter.segments.length === 1 };
}

/** Control characters separate stored values in the search index, so a filter cannot contain them. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
