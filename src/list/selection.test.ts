import { describe, expect, it } from 'vitest';
import { clickRow, pageSelectionState, setRowsSelected } from './selection';

type Row = { id?: string };
const page: Row[] = [{ id: 'a' }, { id: 'b' }, {}, { id: 'd' }, { id: 'e' }];
const idOf = (row: Row) => row.id;
const ids = (selection: ReadonlyMap<string, Row>) => [...selection.keys()].sort();

describe('row selection', () => {
  it('selects and unselects one row', () => {
    const one = clickRow(new Map(), page, idOf, 1, true);
    expect(ids(one)).toEqual(['b']);
    expect(ids(clickRow(one, page, idOf, 1, false))).toEqual([]);
  });

  it('a shift-click takes every row between the anchor and the click, in either direction, skipping rows without an identity', () => {
    const start = clickRow(new Map(), page, idOf, 4, true);
    expect(ids(clickRow(start, page, idOf, 0, true, 4))).toEqual(['a', 'b', 'd', 'e']);
    const all = setRowsSelected(new Map(), page, idOf, true);
    expect(ids(clickRow(all, page, idOf, 3, false, 1))).toEqual(['a', 'e']);
  });

  it('keeps rows selected on other pages', () => {
    const elsewhere = new Map([['z', { id: 'z' }]]);
    expect(ids(setRowsSelected(elsewhere, page, idOf, true))).toEqual(['a', 'b', 'd', 'e', 'z']);
    expect(ids(setRowsSelected(elsewhere, page, idOf, false))).toEqual(['z']);
  });

  it("tells the header checkbox whether none, some or all of the page's rows are selected", () => {
    expect(pageSelectionState(new Map(), page, idOf)).toBe('none');
    expect(pageSelectionState(clickRow(new Map(), page, idOf, 0, true), page, idOf)).toBe('some');
    expect(pageSelectionState(setRowsSelected(new Map(), page, idOf, true), page, idOf)).toBe('all');
  });
});
