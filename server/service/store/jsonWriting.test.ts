import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeJsonString } from './jsonWriting.js';

/** The bytes `writeJsonString` writes of a string, between others, which it must leave as they are. */
function written(text: string): Buffer {
  const out = Buffer.alloc(6 * text.length + 4, 0x2a);
  const end = writeJsonString(out, 1, text);
  expect(out[0]).toBe(0x2a);
  expect(out.subarray(end).every((byte) => byte === 0x2a)).toBe(true);
  return out.subarray(1, end);
}

describe('writeJsonString', () => {
  it('writes what JSON.stringify writes, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => written(text).equals(Buffer.from(JSON.stringify(text)))),
      { numRuns: 2000 },
    );
  });

  it('escapes quotes, backslashes, control characters and lone surrogates', () => {
    for (const text of [
      'say "hi"',
      'a\\b',
      'line\nbreak',
      '\u0000',
      '\ud800',
      'x\udfffy',
      '😀',
      'Ünïcödé – ok',
      '\u007f',
      'GENERAL_MODEL',
      '',
    ]) {
      expect(JSON.parse(written(text).toString('utf8'))).toBe(text);
      expect(written(text).toString('utf8')).toBe(JSON.stringify(text));
    }
  });
});
