import { Checkbox } from '@mantine/core';
import type { RowSelection } from '../features/selection';
import type { Column } from './DataTable';

/**
 * The checkbox column of a list whose rows can be selected across pages: the header takes the whole page in
 * or out, a row's box toggles it, and shift-click takes the range from the row clicked before.
 */
export function selectionColumn<Row>(
  selection: RowSelection<Row>,
  rows: readonly Row[],
  {
    noun,
    nameOf,
    selectable,
    pinned,
  }: { noun: string; nameOf(row: Row): string; selectable(row: Row): boolean; pinned?: boolean },
): Column<Row> {
  const pageState = selection.pageState(rows);
  return {
    key: 'select',
    title: 'Select',
    pinned,
    width: 44,
    header: (
      <Checkbox
        aria-label={`Select every ${noun} on this page`}
        checked={pageState === 'all'}
        indeterminate={pageState === 'some'}
        onChange={(event) => selection.setRows(rows, event.currentTarget.checked)}
      />
    ),
    render: (row) => (
      <Checkbox
        aria-label={`Select ${nameOf(row)}`}
        checked={selection.has(row)}
        disabled={!selectable(row)}
        // The click, not the change, knows whether shift was held.
        onChange={() => undefined}
        onClick={(event) => selection.click(rows, rows.indexOf(row), event.currentTarget.checked, event.shiftKey)}
      />
    ),
  };
}
