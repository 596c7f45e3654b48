import { describe, expect, it } from 'vitest';
import { framed, wrapLine } from './startBox.js';

describe('the box printed at start', () => {
  it('keeps a short line whole and wraps a long one at its spaces, the rest hanging two columns in', () => {
    expect(wrapLine('API: http://127.0.0.1:8080/api/v1', 40)).toEqual(['API: http://127.0.0.1:8080/api/v1']);
    expect(wrapLine('  Installation index: walked by this server with a key of its own', 30)).toEqual([
      '  Installation index: walked',
      '    by this server with a key',
      '    of its own',
    ]);
  });

  it('cuts a word wider than the box, such as a deep database path, where the row ends', () => {
    const rows = wrapLine(`database /home/someone/${'projects/'.repeat(8)}repository.db`, 30);
    expect(rows.every((row) => row.length <= 30)).toBe(true);
    expect(rows.map((row) => row.trim()).join('')).toBe(`database/home/someone/${'projects/'.repeat(8)}repository.db`);
  });

  it('keeps the columns of an aligned line that fits', () => {
    expect(wrapLine('  ada    administrator', 40)).toEqual(['  ada    administrator']);
  });

  it('fits every row, frame included, in 80 columns', () => {
    const box = framed(['Model Repository Console: http://127.0.0.1:8080/', 'word '.repeat(60).trim()]);
    const rows = box.split('\n');
    expect(rows.every((row) => row.length <= 80)).toBe(true);
    expect(new Set(rows.map((row) => row.length)).size).toBe(1);
    expect(rows[1]).toMatch(/^│ Model Repository Console: http:\/\/127\.0\.0\.1:8080\/ +│$/);
  });
});
