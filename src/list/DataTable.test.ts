import { describe, expect, it } from 'vitest';
import { headerGroups, pinnedOffsets, rowRange, uniqueKeys } from './DataTable';

describe('rowRange', () => {
  it('counts the rows shown, and does not claim rows a service did not send', () => {
    expect(rowRange(1, 25, 25, 240)).toBe('1–25 of 240');
    expect(rowRange(10, 25, 15, 240)).toBe('226–240 of 240');
    expect(rowRange(1, 25, 0, 0)).toBe('No rows');
    expect(rowRange(1, 25, 0, 32_882_551)).toBe('No rows on this page (the service reports 32,882,551 in all)');
    expect(rowRange(1, 25, 25, 3)).toBe('1–25 (the service reports 3 in all)');
    expect(rowRange(1, 25, 4, 7)).toBe('1–4 (the service reports 7 in all)');
    expect(rowRange(2, 1000, 1000, 3_000)).toBe('1,001–2,000 of 3,000');
  });
});

describe('uniqueKeys', () => {
  it('keeps unique identities and tells repeated or missing ones apart', () => {
    const rows = [{ uuid: 'a' }, { uuid: 'b' }, { uuid: 'a' }, {}, {}, { uuid: 'a' }];
    expect(uniqueKeys(rows, (row) => row.uuid)).toEqual(['a', 'b', 'a#2', '#1', '#2', 'a#3']);
  });
});

describe('column layout', () => {
  it('heads runs of columns of the same group together, and leaves ungrouped columns a cell each run', () => {
    expect(headerGroups([{}, {}, { group: 'Content' }, { group: 'Content' }, { group: 'Structure' }, {}])).toEqual([
      { group: undefined, span: 2 },
      { group: 'Content', span: 2 },
      { group: 'Structure', span: 1 },
      { group: undefined, span: 1 },
    ]);
  });

  it('pins columns at the summed widths of the pinned columns before them', () => {
    expect(
      pinnedOffsets([
        { pinned: true, width: 44 },
        { pinned: true, width: 84 },
        { pinned: true, width: 300 },
        { width: 100 },
      ]),
    ).toEqual([0, 44, 128, undefined]);
  });
});
