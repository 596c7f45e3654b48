import { Button, Table } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { t } from '../i18n/translate';

export interface StaticColumn<Row> {
  title: string;
  render(row: Row): ReactNode;
}

/** Rows shown at first; a list of thousands (a symbol placed all over a large canvas) draws on request. */
const FIRST_ROWS = 200;

/** A table of rows already at hand (from the search index): no paging by the service, no sorting. */
export function StaticTable<Row>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: StaticColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table striped aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.title}>{column.title}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.title}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown.length < rows.length && (
        <Button variant="subtle" size="xs" onClick={() => setAll(true)}>
          {t('common.showAll', { count: rows.length })}
        </Button>
      )}
    </>
  );
}
