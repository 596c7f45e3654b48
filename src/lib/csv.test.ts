import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"'], ['line\nbreak', undefined]])).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",\r\n');
  });
  it('defuses spreadsheet formulas', () => {
    expect(toCsv(['a'], [['=SUM(A1)']])).toBe("a\r\n'=SUM(A1)\r\n");
    expect(toCsv(['a', 'b'], [['\t=1+2', '\r=cmd']])).toBe("a,b\r\n'\t=1+2,\"'\r=cmd\"\r\n");
  });
});
