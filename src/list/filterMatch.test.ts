import { describe, expect, it } from 'vitest';
import type { Language } from '../api/types';
import { filterMatcher, literalFilter, titleMatch } from './filterMatch';

const filterMatch = (filter: string, text: string) => filterMatcher(filter)(text);

describe('filterMatcher', () => {
  it('finds a case-insensitive substring', () => {
    expect(filterMatch('ORDER', 'Approve purchase order')).toEqual([[17, 22]]);
  });
  it('marks the literal runs of a wildcard filter, left to right', () => {
    expect(filterMatch('approve*order', 'Approve purchase order')).toEqual([
      [0, 7],
      [17, 22],
    ]);
    expect(filterMatch('order*approve', 'Approve purchase order')).toBeUndefined();
  });
  it('takes \\* as a literal asterisk, and a lone * as anything', () => {
    expect(filterMatch('a\\*b', 'x a*b y')).toEqual([[2, 5]]);
    expect(filterMatch('a\\*b', 'x ab y')).toBeUndefined();
    expect(filterMatch('*', 'anything')).toEqual([]);
  });
});

describe('titleMatch', () => {
  const languages: Language[] = [
    { uuid: 'en', name: 'English', defaultLanguage: true },
    { uuid: 'de', name: 'Deutsch', defaultLanguage: false },
  ];
  const titles = {
    en: { title: 'Check invoice', translated: true },
    de: { title: 'Rechnung prüfen', translated: true },
  };

  it('marks the shown title when it matches', () => {
    expect(titleMatch(filterMatcher('invoice'), titles, 'Check invoice', languages)).toEqual({
      text: 'Check invoice',
      ranges: [[6, 13]],
    });
  });
  it('names the other language when only it matches', () => {
    expect(titleMatch(filterMatcher('rechnung'), titles, 'Check invoice', languages)).toEqual({
      text: 'Rechnung prüfen',
      ranges: [[0, 8]],
      language: 'Deutsch',
    });
  });
  it('has nothing to say without a filter, or when no title matches', () => {
    expect(titleMatch(undefined, titles, 'Check invoice', languages)).toBeUndefined();
    expect(titleMatch(filterMatcher('zebra'), titles, 'Check invoice', languages)).toBeUndefined();
  });
});

describe('literalFilter', () => {
  it('matches its text as written, asterisks and backslashes included', () => {
    const filter = literalFilter('Plan *all* a\\b');
    expect(filterMatch(filter, 'Plan *all* a\\b')).toEqual([[0, 14]]);
    expect(filterMatch(filter, 'Plan them all a\\b')).toBeUndefined();
    // Unescaped, the asterisks would be wildcards and match that.
    expect(filterMatch('Plan *all* a\\b', 'Plan them all a\\b')).toBeDefined();
  });
});
