import { Checkbox } from '@mantine/core';
import type { RowSelection } from './selection';
import type { Column } from './DataTable';
import { t } from '../i18n/translate';

/**
 * The checkbox column of a list whose rows can be selected across pages: the header takes the whole page in
 * or out, a row's box toggles it, and shift-click takes the range from the row clicked before.
 */
export function selectionColumn<Row>(
  selection: RowSelection<Row>,
  rows: readonly Row[],
  {
    selectAllLabel,
    nameOf,
    selectable,
    pinned,
  }: {
    /** The header box's label, the caller's whole sentence: "Select every key on this page". */
    selectAllLabel: string;
    nameOf(row: Row): string;
    selectable(row: Row): boolean;
    pinned?: boolean;
  },
): Column<Row> {
  const pageState = selection.pageState(rows);
  return {
    key: 'select',
    title: t('common.select'),
    pinned,
    width: 44,
    header: (
      <Checkbox
        aria-label={selectAllLabel}
        checked={pageState === 'all'}
        indeterminate={pageState === 'some'}
        // Nothing to select (the page's rows still loading, or none selectable): a click would do nothing.
        disabled={!rows.some(selectable)}
        onChange={(event) => selection.setRows(rows, event.currentTarget.checked)}
      />
    ),
    render: (row) => (
      <Checkbox
        aria-label={t('common.selectRow', { name: nameOf(row) })}
        checked={selection.has(row)}
        disabled={!selectable(row)}
        // The click, not the change, knows whether shift was held.
        onChange={() => undefined}
        onClick={(event) => selection.click(rows, rows.indexOf(row), event.currentTarget.checked, event.shiftKey)}
      />
    ),
  };
}
