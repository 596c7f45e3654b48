import { describe, expect, it } from 'vitest';
import { rowRange } from './DataTable';

describe('rowRange', () => {
  it('counts the rows shown, and does not claim rows a service did not send', () => {
    expect(rowRange(1, 25, 25, 240)).toBe('1–25 of 240');
    expect(rowRange(10, 25, 15, 240)).toBe('226–240 of 240');
    expect(rowRange(1, 25, 0, 0)).toBe('No rows');
    expect(rowRange(1, 25, 0, 32_882_551)).toBe('No rows on this page (the service reports 32882551 in all)');
    expect(rowRange(1, 25, 25, 3)).toBe('1–25 (the service reports 3 in all)');
  });
});
