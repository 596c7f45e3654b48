import { describe, expect, it } from 'vitest';
import { parseQuery, type QuerySpec } from './queryParams.js';
import { sortKey } from '../store/query.js';
import { parseFilter } from '../../../common/filterSyntax.js';

const filterToLike = (filter: string) => parseFilter(filter).like;

const spec: QuerySpec = {
  projections: { SIMPLE: ['uuid'], DEFAULT: ['uuid', 'name'], ALL: ['uuid', 'name', 'titles'] },
  fields: { uuid: 'uuid', name: 'name', titles: 'titles' },
  filterPaths: { name: 'name', titles: 'titles' },
  sortPaths: ['name', 'titles.title'],
  titleSortPaths: ['titles.title'],
  paging: true,
};

describe('parseFilter(…).like', () => {
  it('makes a case-insensitive substring pattern', () => expect(filterToLike('Order')).toBe('%order%'));
  it('turns * into a wildcard', () => expect(filterToLike('app*order')).toBe('%app%order%'));
  it('keeps \\* as a literal asterisk', () => expect(filterToLike('a\\*b')).toBe('%a*b%'));
  it('escapes LIKE metacharacters', () => expect(filterToLike('100%_x\\y')).toBe('%100\\%\\_x\\\\y%'));
});

describe('parseQuery', () => {
  it('applies the defaults', () => {
    const parsed = parseQuery(spec, {});
    expect([...parsed.select]).toEqual(['uuid', 'name']);
    expect(parsed).toMatchObject({ startAt: 0, maxResults: 10, ascending: true });
    expect(parsed.filter).toBeUndefined();
  });

  it('reads projection case-insensitively and adds fields to it', () => {
    const parsed = parseQuery(spec, { projection: 'simple', fields: 'TITLES' });
    expect([...parsed.select]).toEqual(['uuid', 'titles']);
  });

  it('filters the selected text fields by default, or the named ones', () => {
    expect(parseQuery(spec, { filter: 'x' }).filter?.paths).toEqual(['name']);
    expect(parseQuery(spec, { filter: 'x', fields: 'titles' }).filter?.paths).toEqual(['name', 'titles']);
    expect(parseQuery(spec, { filter: 'x', filterFields: 'Titles' }).filter?.paths).toEqual(['titles']);
  });

  it.each([
    [{ projection: 'FULL' }, /projection must be one of SIMPLE, DEFAULT, ALL/],
    [{ fields: 'name,color' }, /fields: "color" is not a selectable path; supported: uuid, name, titles/],
    [{ startAt: '-1' }, /startAt must be a whole number/],
    [{ startAt: '1.5' }, /startAt must be a whole number/],
    [{ maxResults: '0' }, /maxResults must be a whole number from 1 to 1000/],
    [{ maxResults: '1001' }, /maxResults must be a whole number from 1 to 1000/],
    [{ sortBy: 'color' }, /sortBy must be one of name, titles.title/],
    [{ ascending: 'yes' }, /ascending must be true or false/],
    [{ filterFields: 'uuid' }, /filterFields: "uuid" cannot be filtered; supported: name, titles/],
    [{ sortLanguage: '2b4d6f80-1a3c-4e5f-8a7b-9c0d1e2f3a01' }, /sortLanguage goes only with sortBy=titles.title/],
    [{ sortBy: 'name', sortLanguage: '2b4d6f80-1a3c-4e5f-8a7b-9c0d1e2f3a01' }, /sortLanguage goes only with/],
    [{ sortBy: 'titles.title', sortLanguage: 'english' }, /sortLanguage must be a language uuid/],
    [{ colour: 'red' }, /query parameter "colour" is not supported here; supported: projection, fields, filter/],
    [{ startAt: ['1', '2'] }, /query parameter "startAt" must be given once/],
  ])('rejects %j', (query, message) => {
    expect(() => parseQuery(spec, query)).toThrow(message);
  });

  it('matches description fields case-sensitively', () => {
    const descriptions: QuerySpec = {
      fields: { descriptionType: 'descriptionType', content: 'content' },
      fieldsCaseSensitive: true,
      defaultSelection: ['descriptionType', 'content'],
      paging: true,
    };
    expect([...parseQuery(descriptions, {}).select]).toEqual(['descriptionType', 'content']);
    expect([...parseQuery(descriptions, { fields: 'content' }).select]).toEqual(['content']);
    expect(() => parseQuery(descriptions, { fields: 'Content' })).toThrow(/"Content" is not a selectable path/);
    expect(() => parseQuery(descriptions, { projection: 'ALL' })).toThrow(/"projection" is not supported here/);
  });
});

describe('sortKey', () => {
  it('ignores case and accents', () => expect(sortKey('Änderung')).toBe(sortKey('anderung')));
});
