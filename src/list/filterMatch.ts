import { foldText, parseFilter } from '../../common/filterSyntax';
import type { Language, LocalizedTitles } from '../api/types';

/** A run of text to highlight: [start, end). */
export type Range = readonly [start: number, end: number];

/** Where a filter matches a text; undefined when it does not. */
export type FilterMatcher = (text: string) => Range[] | undefined;

/** Text as a filter that matches it literally: `*` and `\` are the filter's own, and are escaped. */
export const literalFilter = (text: string) => text.replace(/[\\*]/g, (char) => `\\${char}`);

/**
 * The service's filter (the interface's syntax, parsed once by the service's own parser: case-insensitive,
 * `*` any text, `\*` a literal asterisk) as a matcher that says where it matches a text: the literal runs
 * between its wildcards, found left to right as a match would take them.
 */
export function filterMatcher(filter: string): FilterMatcher {
  const runs = parseFilter(filter).segments.filter((segment) => segment !== '');
  return (text) => {
    const folded = foldText(text);
    const ranges: Range[] = [];
    let from = 0;
    for (const run of runs) {
      const at = folded.indexOf(run, from);
      if (at < 0) return undefined;
      ranges.push([at, at + run.length]);
      from = at + run.length;
    }
    // Folding that changes a title's length (a rare letter) would shift the runs: say it matches, mark nothing.
    return folded.length === text.length ? ranges : [];
  };
}

export interface TitleMatch {
  text: string;
  ranges: Range[];
  /** The language that matched, when it is not the one shown. */
  language?: string;
}

/**
 * Why a model is in a title-filtered list: the service searches its titles in every language, so the match
 * is shown in the title on screen when it is there, else in the first language (in the repository's order)
 * whose title has it.
 */
export function titleMatch(
  match: FilterMatcher | undefined,
  titles: LocalizedTitles | undefined,
  shown: string | undefined,
  languages: readonly Language[] | undefined,
): TitleMatch | undefined {
  if (!match) return undefined;
  const inShown = shown !== undefined ? match(shown) : undefined;
  if (inShown) return { text: shown!, ranges: inShown };
  for (const language of languages ?? []) {
    const text = language.uuid ? titles?.[language.uuid]?.title : undefined;
    const ranges = text !== undefined ? match(text) : undefined;
    if (ranges) return { text: text!, ranges, language: language.name };
  }
  return undefined;
}
