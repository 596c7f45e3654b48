/**
 * The service's filter syntax: a case-insensitive substring match where `*` matches any run of characters
 * and `\*` is a literal asterisk (`\\` a literal backslash). One parse serves the three ways a filter is
 * run: a SQL LIKE pattern for small tables, an FTS5 trigram query that finds candidates through an index,
 * and a predicate that decides a candidate exactly as LIKE would.
 */
export interface TextFilter {
  /** LIKE pattern over folded text, to be used with ESCAPE '\'. */
  readonly like: string;
  /** The folded literal runs between wildcards, in order. */
  readonly segments: readonly string[];
  /** Whether folded text matches: the same answer as `text LIKE like ESCAPE '\'`. */
  matches(foldedText: string): boolean;
}

/** Folds text the way stored `*_fold` columns are folded, so that matching compares like with like. */
export const foldText = (text: string) => text.toLowerCase();

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/-]/g, (char) => `\\${char}`);

export function parseFilter(filter: string): TextFilter {
  const segments: string[] = [''];
  const text = foldText(filter);
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\' && (text[i + 1] === '*' || text[i + 1] === '\\')) {
      segments[segments.length - 1] += text[++i];
    } else if (char === '*') {
      segments.push('');
    } else {
      segments[segments.length - 1] += char;
    }
  }
  // Made when first needed: most filters are answered by an index and never test text here.
  let pattern: RegExp | undefined;
  return {
    like: `%${segments.map(escapeLike).join('%')}%`,
    segments,
    matches: (foldedText) => (pattern ??= new RegExp(segments.map(escapeRegExp).join('[\\s\\S]*'))).test(foldedText),
  };
}

/** FTS5 trigram matching needs three characters in a row; shorter runs are not in the index. */
export const TRIGRAM = 3;
const codePoints = (text: string) => [...text].length;

/**
 * An FTS5 query over the given columns of a trigram index that every match of the filter satisfies, or
 * undefined when no literal run is long enough to use the index. `exact` says that the query's answer
 * is the filter's answer (one literal run, no wildcard), so no row needs checking.
 */
export function trigramQuery(filter: TextFilter, columns: readonly string[]): { query: string; exact: boolean } | undefined {
  const indexed = filter.segments.filter((segment) => codePoints(segment) >= TRIGRAM);
  if (indexed.length === 0) return undefined;
  const phrases = indexed.map((segment) => `"${segment.replaceAll('"', '""')}"`).join(' AND ');
  return { query: `{${columns.join(' ')}} : (${phrases})`, exact: filter.segments.length === 1 };
}

/** Control characters separate stored values in the search index, so a filter cannot contain them. */
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
