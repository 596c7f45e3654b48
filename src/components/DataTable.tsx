import { Box, Center, Group, Pagination, Progress, Select, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListController } from '../features/useListController';
import { ErrorState } from './ErrorState';

export interface Column<Row> {
  key: string;
  title: string;
  /** For a column whose cells speak for themselves (a row's actions): the title is read out, not shown. */
  hiddenTitle?: boolean;
  /** The list's sort key for this column, when it can be sorted. */
  sort?: string;
  render(row: Row): ReactNode;
  width?: number | string;
}

/** What every list hook returns: its controller, its query and the page it holds. */
export interface TableSource<Row> {
  list: ListController;
  query: { isLoading: boolean; isFetching: boolean; error: unknown; refetch(): unknown };
  rows: readonly Row[];
  total: number;
  pages: number;
}

interface DataTableProps<Row> {
  label: string;
  columns: readonly Column<Row>[];
  /** A row's identity; the service may repeat or omit it, so the table makes its keys unique itself. */
  rowKey(row: Row): string | undefined;
  source: TableSource<Row>;
  pageSizes: readonly number[];
  empty: ReactNode;
  /** Keep the header row visible while the table scrolls. */
  stickyHeader?: boolean;
}

/**
 * The footer's count, from the rows actually shown: a service's total is its claim, so a page that came back
 * empty (or fuller than the total allows) is not dressed up as "1–25 of 32,882,551".
 */
export function rowRange(page: number, pageSize: number, shown: number, total: number): string {
  const count = (n: number) => n.toLocaleString();
  if (shown === 0) return total > 0 ? `No rows on this page (the service reports ${count(total)} in all)` : 'No rows';
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  // A page fuller than the total allows, or short of the page size before the total: the total is wrong.
  const totalDoubtful = last > total || (shown < pageSize && last < total);
  return totalDoubtful ? `${count(first)}–${count(last)} (the service reports ${count(total)} in all)` : `${count(first)}–${count(last)} of ${count(total)}`;
}

/** React keys for rows whose identities may be missing or repeated: the second "x" becomes "x#2". */
export function uniqueKeys<Row>(rows: readonly Row[], rowKey: (row: Row) => string | undefined): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const key = rowKey(row) ?? '';
    const times = (seen.get(key) ?? 0) + 1;
    seen.set(key, times);
    return times === 1 && key !== '' ? key : `${key}#${times}`;
  });
}

/** A paged, sortable table drawn from a list controller; the previous page stays while the next loads. */
export function DataTable<Row>({ label, columns, rowKey, source, pageSizes, empty, stickyHeader }: DataTableProps<Row>) {
  const { list, rows, total, pages } = source;
  const { isLoading, isFetching, error } = source.query;
  const onRetry = () => void source.query.refetch();
  const { state } = list;
  if (error && rows.length === 0) return <ErrorState error={error} onRetry={onRetry} />;
  const keys = uniqueKeys(rows, rowKey);
  return (
    <Box>
      <Progress value={100} animated size="xs" style={{ visibility: isFetching ? 'visible' : 'hidden' }} aria-hidden />
      {error ? <ErrorState error={error} onRetry={onRetry} /> : null}
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover aria-label={label} aria-busy={isFetching} stickyHeader={stickyHeader}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const sorted = column.sort !== undefined && state.sort === column.sort;
                return (
                  <Table.Th key={column.key} w={column.width} aria-sort={sorted ? (state.ascending ? 'ascending' : 'descending') : undefined}>
                    {column.sort ? (
                      <UnstyledButton onClick={() => list.toggleSort(column.sort!)} fw={600} fz="sm">
                        {column.title} {sorted ? (state.ascending ? '▲' : '▼') : ''}
                      </UnstyledButton>
                    ) : column.hiddenTitle ? (
                      <VisuallyHidden>{column.title}</VisuallyHidden>
                    ) : (
                      column.title
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={keys[index]}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!isLoading && rows.length === 0 && !error ? <Center py="xl">{empty}</Center> : null}
      {isLoading && rows.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">Loading…</Text>
        </Center>
      ) : null}
      <Group justify="space-between" mt="md">
        <Text size="sm" c="dimmed">
          {isLoading && rows.length === 0 ? '' : rowRange(state.page, state.pageSize, rows.length, total)}
        </Text>
        <Group>
          <Select
            aria-label="Rows per page"
            w={110}
            data={pageSizes.map((size) => ({ value: String(size), label: `${size} / page` }))}
            value={String(state.pageSize)}
            onChange={(value) => value && list.setPageSize(Number(value))}
            allowDeselect={false}
          />
          <Pagination total={pages} value={Math.min(state.page, pages)} onChange={list.setPage} aria-label="Pages" />
        </Group>
      </Group>
    </Box>
  );
}
