import {
  Box,
  Button,
  Center,
  Group,
  NativeSelect,
  Pagination,
  Progress,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';
import { FRESH_FOR_MS } from '../api/queryClient';
import { relativeTime } from '../lib/time';
import { useNow } from '../lib/useNow';
import { PHONE_QUERY } from '../theme';
import type { TableSource } from './useListController';
import { ErrorState } from '../ui/ErrorState';
import { t, formatDateTime } from '../i18n/translate';

export interface Column<Row> {
  key: string;
  title: string;
  /** For a column whose cells speak for themselves (a row's actions): the title is read out, not shown. */
  hiddenTitle?: boolean;
  /** The list's sort key for this column, when it can be sorted. */
  sort?: string;
  /** What the header shows in place of the title (which stays its name, for sorting and screen readers). */
  header?: ReactNode;
  /** Columns with the same group are headed together by a row above theirs. */
  group?: string;
  /** Stays in view while the table scrolls sideways; needs a width in pixels. */
  pinned?: boolean;
  render(row: Row): ReactNode;
  width?: number | string;
}

/** The row of group headings above the columns: one cell per run of columns in the same group (or none). */
export function headerGroups(columns: readonly Pick<Column<unknown>, 'group'>[]): { group?: string; span: number }[] {
  const runs: { group?: string; span: number }[] = [];
  for (const { group } of columns) {
    const last = runs.at(-1);
    if (last && last.group === group) last.span++;
    else runs.push({ group, span: 1 });
  }
  return runs;
}

/** The left offset of each pinned column (the widths of the pinned columns before it); undefined for the others. */
export function pinnedOffsets(columns: readonly Pick<Column<unknown>, 'pinned' | 'width'>[]): (number | undefined)[] {
  let left = 0;
  return columns.map((column) => {
    if (!column.pinned) return undefined;
    const offset = left;
    left += typeof column.width === 'number' ? column.width : 0;
    return offset;
  });
}

const PINNED = '\u0000pinned';

/** A pinned cell: sticky at its offset, opaque so that what scrolls under it does not show through. */
const pinnedStyle = (left: number | undefined, header: boolean): CSSProperties | undefined =>
  left === undefined
    ? undefined
    : {
        position: 'sticky',
        left,
        zIndex: header ? 3 : 1,
        background: 'var(--mantine-color-body)',
        boxShadow: 'inset -1px 0 0 var(--table-border-color)',
      };

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
  /** On a phone, each row as a card of its own instead of a table too wide to read (an editor per row). */
  phoneCard?: (row: Row) => ReactNode;
}

/**
 * The footer's count, from the rows actually shown: a service's total is its claim, so a page that came back
 * empty (or fuller than the total allows) is not dressed up as "1–25 of 32,882,551".
 */
export function rowRange(page: number, pageSize: number, shown: number, total: number): string {
  if (shown === 0) return total > 0 ? t('table.noRowsOnPage', { total }) : t('table.noRows');
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  // A page fuller than the total allows, or short of the page size before the total: the total is wrong.
  const totalDoubtful = last > total || (shown < pageSize && last < total);
  return t(totalDoubtful ? 'table.rangeDoubtful' : 'table.range', { first, last, total });
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

/** "Read 3 minutes ago · Refresh": how old the rows are, and a way to read them again now. */
function ReadAge({ at, fetching, onRefresh }: { at: number; fetching: boolean; onRefresh: () => void }) {
  const now = Math.max(useNow(true, 15_000), at);
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" c="dimmed" title={t('table.readAt', { at: formatDateTime(at), seconds: FRESH_FOR_MS / 1000 })}>
        {t('table.readAgo', { ago: relativeTime(at, now) })}
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={onRefresh} loading={fetching}>
        {t('table.refresh')}
      </Button>
    </Group>
  );
}

/** A paged, sortable table drawn from a list controller; the previous page stays while the next loads. */
export function DataTable<Row>({
  label,
  columns,
  rowKey,
  source,
  pageSizes,
  empty,
  stickyHeader,
  phoneCard,
}: DataTableProps<Row>) {
  const { list, rows, total, pages } = source;
  const phone = useMediaQuery(PHONE_QUERY);
  const { isLoading, isFetching, error } = source.query;
  const onRetry = () => void source.query.refetch();
  const { state } = list;
  if (error && rows.length === 0) return <ErrorState error={error} onRetry={onRetry} />;
  const keys = uniqueKeys(rows, rowKey);
  // On a phone, pinned columns would cover the screen the rest scrolls under: nothing is pinned there.
  const offsets = pinnedOffsets(phone ? [] : columns);
  // Pinned columns make a run of their own, so that the group row's cell above them stays with them.
  const groups = columns.some((column) => column.group)
    ? headerGroups(columns.map((column) => ({ group: column.pinned && !phone ? PINNED : column.group })))
    : undefined;
  return (
    <Box>
      {/* Hidden, not removed, so that the table does not move; and still only while fetching, since a hidden
          animation still restyles the page sixty times a second (a sixth of a core on an idle list page). */}
      <Progress
        value={100}
        animated={isFetching}
        size="xs"
        style={{ visibility: isFetching ? 'visible' : 'hidden' }}
        aria-hidden
      />
      {error ? <ErrorState error={error} onRetry={onRetry} /> : null}
      {phone && phoneCard ? (
        <Stack gap="sm" role="list" aria-label={label}>
          {rows.map((row, index) => (
            <Box key={keys[index]} role="listitem">
              {phoneCard(row)}
            </Box>
          ))}
        </Stack>
      ) : (
        // A native scroller: Table.ScrollContainer's ScrollArea would bring its code (7 KB gzip) to every list.
        // Positioned, so that it holds the table's visually hidden labels too rather than the page widening for them.
        <Box style={{ overflowX: 'auto', position: 'relative' }}>
          <Table
            miw={600}
            striped
            highlightOnHover
            aria-label={label}
            aria-busy={isFetching}
            stickyHeader={stickyHeader}
          >
            <Table.Thead>
              {groups && (
                <Table.Tr>
                  {groups.map(({ group, span }, index) =>
                    group === PINNED ? (
                      <Table.Td key={index} colSpan={span} style={pinnedStyle(0, true)} />
                    ) : group ? (
                      <Table.Th
                        key={index}
                        colSpan={span}
                        scope="colgroup"
                        ta="center"
                        style={{ borderBottom: '2px solid var(--table-border-color)' }}
                      >
                        {group}
                      </Table.Th>
                    ) : (
                      <Table.Td key={index} colSpan={span} />
                    ),
                  )}
                </Table.Tr>
              )}
              <Table.Tr>
                {columns.map((column, index) => {
                  const sorted = column.sort !== undefined && state.sort === column.sort;
                  return (
                    <Table.Th
                      key={column.key}
                      w={column.width}
                      miw={column.pinned ? column.width : undefined}
                      style={pinnedStyle(offsets[index], true)}
                      aria-sort={sorted ? (state.ascending ? 'ascending' : 'descending') : undefined}
                    >
                      {column.sort ? (
                        <UnstyledButton onClick={() => list.toggleSort(column.sort!)} fw={600} fz="sm">
                          {column.header ?? column.title} {sorted ? (state.ascending ? '▲' : '▼') : ''}
                        </UnstyledButton>
                      ) : column.hiddenTitle ? (
                        <VisuallyHidden>{column.title}</VisuallyHidden>
                      ) : (
                        (column.header ?? column.title)
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={keys[index]}>
                  {columns.map((column, columnIndex) => (
                    <Table.Td key={column.key} style={pinnedStyle(offsets[columnIndex], false)}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
      {!isLoading && rows.length === 0 && !error ? <Center py="xl">{empty}</Center> : null}
      {isLoading && rows.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">{t('common.loading')}</Text>
        </Center>
      ) : null}
      <Group justify="space-between" mt="md">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {isLoading && rows.length === 0 ? '' : rowRange(state.page, state.pageSize, rows.length, total)}
          </Text>
          {source.query.dataUpdatedAt > 0 && (
            <ReadAge at={source.query.dataUpdatedAt} fetching={isFetching} onRefresh={onRetry} />
          )}
        </Group>
        <Group>
          {/* Native: Mantine's Select would bring its popover positioning into every first page. */}
          <NativeSelect
            aria-label={t('table.rowsPerPage')}
            w={110}
            data={pageSizes.map((size) => ({ value: String(size), label: t('table.perPage', { size }) }))}
            value={String(state.pageSize)}
            onChange={(event) => list.setPageSize(Number(event.currentTarget.value))}
          />
          <Pagination
            total={pages}
            value={Math.min(state.page, pages)}
            onChange={list.setPage}
            aria-label={t('table.pages')}
          />
        </Group>
      </Group>
    </Box>
  );
}
