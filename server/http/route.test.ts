import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonPage, jsonString } from './route.js';

describe('jsonString', () => {
  it('writes what JSON.stringify writes, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => jsonString(text) === JSON.stringify(text)),
      { numRuns: 2000 },
    );
  });

  it('escapes quotes, backslashes, control characters and lone surrogates', () => {
    for (const text of ['say "hi"', 'a\\b', 'line\nbreak', '\u0000', '\ud800', 'x\udfffy', '😀', 'Ünïcödé – ok']) {
      expect(JSON.parse(jsonString(text))).toBe(text);
      expect(jsonString(text)).toBe(JSON.stringify(text));
    }
  });
});

describe('jsonPage', () => {
  it('is a Page of the given items', () => {
    const page = jsonPage({ startAt: 20, maxResults: 10, total: 21 }, [jsonString('a'), '{"b":1}']);
    expect(JSON.parse(page.text)).toEqual({ startAt: 20, maxResults: 10, total: 21, data: ['a', { b: 1 }] });
  });
});
