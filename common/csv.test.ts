import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', undefined],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",\r\n');
  });
  it('defuses spreadsheet formulas', () => {
    expect(toCsv(['a'], [['=SUM(A1)']])).toBe("a\r\n'=SUM(A1)\r\n");
    expect(toCsv(['a', 'b'], [['\t=1+2', '\r=cmd']])).toBe('a,b\r\n\'\t=1+2,"\'\r=cmd"\r\n');
  });
});

describe('parseCsv', () => {
  it('reads back what toCsv wrote, formulas and line breaks included', () => {
    const rows = [
      ['x,y', 'say "hi"'],
      ['line\nbreak', ''],
      ['=SUM(A1)', '-1'],
    ];
    expect(parseCsv(toCsv(['a', 'b'], rows)).map((row) => row.fields)).toEqual([['a', 'b'], ...rows]);
  });
  it('numbers each row by the line it starts on and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,b\n\n"one\ntwo",c\r\nd,e').map((row) => row.line)).toEqual([1, 3, 5]);
  });
});
