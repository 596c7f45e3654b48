import { useCallback, useMemo, useRef, useState } from 'react';

/** Selected rows by identity; the rows themselves are kept, since a selection outlives the page they were on. */
export type Selection<Row> = ReadonlyMap<string, Row>;

/**
 * A click on a row's checkbox: it sets that row to `checked`; with shift held after an earlier click on the
 * same page, every row between the two takes the same value (as in a mail client). Rows without an identity
 * cannot be selected.
 */
export function clickRow<Row>(
  selection: Selection<Row>,
  page: readonly Row[],
  idOf: (row: Row) => string | undefined,
  index: number,
  checked: boolean,
  anchor?: number,
): Map<string, Row> {
  const next = new Map(selection);
  const [from, to] = anchor === undefined ? [index, index] : [Math.min(anchor, index), Math.max(anchor, index)];
  for (const row of page.slice(from, to + 1)) {
    const id = idOf(row);
    if (id === undefined) continue;
    if (checked) next.set(id, row);
    else next.delete(id);
  }
  return next;
}

/** Every given row in or out of the selection at once (the header checkbox takes the page). */
export function setRowsSelected<Row>(
  selection: Selection<Row>,
  page: readonly Row[],
  idOf: (row: Row) => string | undefined,
  checked: boolean,
) {
  return clickRow(selection, page, idOf, 0, checked, page.length - 1);
}

/** Whether none, some or all of the page's selectable rows are selected (for the header checkbox). */
export function pageSelectionState<Row>(
  selection: Selection<Row>,
  page: readonly Row[],
  idOf: (row: Row) => string | undefined,
): 'none' | 'some' | 'all' {
  const ids = page.map(idOf).filter((id): id is string => id !== undefined);
  const selected = ids.filter((id) => selection.has(id)).length;
  return selected === 0 ? 'none' : selected === ids.length ? 'all' : 'some';
}

/** Row selection across the pages of a list, with shift-click ranges within a page. */
export function useRowSelection<Row>(idOf: (row: Row) => string | undefined) {
  const [selection, setSelection] = useState<Selection<Row>>(new Map());
  /** The row clicked last, by identity: a range needs it on the page shown now. */
  const anchor = useRef<string>(undefined);
  const click = useCallback(
    (page: readonly Row[], index: number, checked: boolean, shift: boolean) => {
      const anchorIndex =
        shift && anchor.current !== undefined ? page.findIndex((row) => idOf(row) === anchor.current) : -1;
      setSelection((current) =>
        clickRow(current, page, idOf, index, checked, anchorIndex >= 0 ? anchorIndex : undefined),
      );
      anchor.current = idOf(page[index]);
    },
    [idOf],
  );
  return useMemo(
    () => ({
      selection,
      count: selection.size,
      rows: [...selection.values()],
      has: (row: Row) => {
        const id = idOf(row);
        return id !== undefined && selection.has(id);
      },
      click,
      /** Puts the given rows (a page, or those a write has finished with) in or out of the selection. */
      setRows: (rows: readonly Row[], checked: boolean) =>
        setSelection((current) => setRowsSelected(current, rows, idOf, checked)),
      pageState: (page: readonly Row[]) => pageSelectionState(selection, page, idOf),
      replace: (rows: readonly Row[]) => setSelection(setRowsSelected(new Map(), rows, idOf, true)),
      clear: () => setSelection(new Map()),
      /** Newer copies of rows (read back after a write) take the place of the selected ones they match. */
      refresh: (rows: readonly Row[]) =>
        setSelection((current) => {
          const next = new Map(current);
          for (const row of rows) {
            const id = idOf(row);
            if (id !== undefined && next.has(id)) next.set(id, row);
          }
          return next;
        }),
    }),
    [selection, click, idOf],
  );
}

export type RowSelection<Row> = ReturnType<typeof useRowSelection<Row>>;
