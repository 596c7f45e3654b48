import { foldText, parseFilter } from '../../server/query/textFilter';
import type { Language, LocalizedTitles } from '../api/types';

/** A run of text to highlight: [start, end). */
export type Range = readonly [start: number, end: number];

/**
 * Where the service's filter (the interface's syntax, parsed by the service's own parser: case-insensitive,
 * `*` any text, `\*` a literal asterisk) matches `text`: the literal runs between its wildcards, found left
 * to right as a match would take them; undefined when it does not match.
 */
export function filterMatch(filter: string, text: string): Range[] | undefined {
  const folded = foldText(text);
  const ranges: Range[] = [];
  let from = 0;
  for (const segment of parseFilter(filter).segments) {
    if (segment === '') continue;
    const at = folded.indexOf(segment, from);
    if (at < 0) return undefined;
    ranges.push([at, at + segment.length]);
    from = at + segment.length;
  }
  // Folding that changes a title's length (a rare letter) would shift the runs: say it matches, mark nothing.
  return folded.length === text.length ? ranges : [];
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
export function titleMatch(filter: string, titles: LocalizedTitles | undefined, shown: string | undefined, languages: readonly Language[] | undefined): TitleMatch | undefined {
  if (!filter) return undefined;
  const inShown = shown !== undefined ? filterMatch(filter, shown) : undefined;
  if (inShown) return { text: shown!, ranges: inShown };
  for (const language of languages ?? []) {
    const text = language.uuid ? titles?.[language.uuid]?.title : undefined;
    const ranges = text !== undefined ? filterMatch(filter, text) : undefined;
    if (ranges) return { text: text!, ranges, language: language.name };
  }
  return undefined;
}
