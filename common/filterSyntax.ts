/**
 * The service's filter syntax: a case-insensitive substring match where `*` matches any run of characters
 * and `\*` is a literal asterisk (`\\` a literal backslash). One parse serves the three ways a filter is
 * run: a SQL LIKE pattern for small tables, an FTS5 trigram query that finds candidates through an index
 * (the service's `server/query/textFilter`), and a predicate that decides a candidate exactly as LIKE
 * would, which the console uses too.
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
