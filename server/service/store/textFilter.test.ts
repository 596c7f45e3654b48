import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { foldText, parseFilter } from '../../../common/filterSyntax.js';
import { trigramQuery } from './textFilter.js';

const db = new Database(':memory:');
afterAll(() => db.close());
const like = db.prepare("SELECT ? LIKE ? ESCAPE '\\' AS hit").pluck();
const sqliteLike = (text: string, pattern: string) => like.get(text, pattern) === 1;

// Characters that matter to the syntax, to LIKE, to case folding and to the trigram tokenizer.
const alphabet = fc.constantFrom(
  'a',
  'b',
  'O',
  'r',
  'd',
  '*',
  '\\',
  '%',
  '_',
  ' ',
  'ä',
  'Ä',
  'İ',
  'ß',
  '"',
  '-',
  '1',
  '😀',
);
const text = fc.array(alphabet, { maxLength: 12 }).map((chars) => chars.join(''));

describe('parseFilter', () => {
  it('decides folded text exactly as SQLite LIKE does with its pattern', () => {
    fc.assert(
      fc.property(text, text, (filter, value) => {
        const parsed = parseFilter(filter);
        expect(parsed.matches(foldText(value))).toBe(sqliteLike(foldText(value), parsed.like));
      }),
      { numRuns: 3000 },
    );
  });

  it('splits literal runs at unescaped asterisks', () => {
    expect(parseFilter('Approve*ORDER').segments).toEqual(['approve', 'order']);
    expect(parseFilter('a\\*b').segments).toEqual(['a*b']);
    expect(parseFilter('a\\\\*b').segments).toEqual(['a\\', 'b']);
  });
});

describe('trigramQuery', () => {
  it('is exact for one literal run of three or more characters', () => {
    expect(trigramQuery(parseFilter('Order'), ['titles'])).toEqual({ query: '{titles} : ("order")', exact: true });
  });

  it('asks for every long run and leaves the check to the caller when there are wildcards', () => {
    expect(trigramQuery(parseFilter('app*or*der "x"'), ['titles', 'uuid'])).toEqual({
      query: '{titles uuid} : ("app" AND "der ""x""")',
      exact: false,
    });
  });

  it('cannot use the index without a run of three characters', () => {
    expect(trigramQuery(parseFilter('ab*cd'), ['titles'])).toBeUndefined();
    expect(trigramQuery(parseFilter('😀😀'), ['titles'])).toBeUndefined();
  });
});
