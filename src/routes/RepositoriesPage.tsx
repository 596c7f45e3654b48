import { Anchor, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Repository } from '../api/types';
import { DataTable, type Column } from '../components/DataTable';
import { REPOSITORY_LIST, useRepositoryList } from '../features/useRepositoryList';

const KNOWN = ['name', 'uuid'];

export function RepositoriesPage() {
  const { list, query, rows, total, pages } = useRepositoryList();
  // Projection-aware: any field the service returns beyond name and uuid gets a column.
  const extra = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => !KNOWN.includes(key));
  const columns: Column<Repository>[] = [
    { key: 'name', title: 'Name', sort: 'name', render: (r) => <Anchor component={Link} to={`/repositories/${r.uuid}`}>{r.name}</Anchor> },
    { key: 'uuid', title: 'UUID', sort: 'uuid', render: (r) => <Code>{r.uuid}</Code> },
    ...extra.map((key) => ({ key, title: key, render: (r: Repository) => String((r as Record<string, unknown>)[key] ?? '') })),
    { key: 'actions', title: '', render: (r) => <Anchor component={Link} to={`/repositories/${r.uuid}/accessors`} size="sm">Accessors</Anchor> },
  ];
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Repositories</Title>
        <TextInput
          label="Filter by name"
          description="* matches any text; \* is a literal asterisk"
          placeholder="e.g. quality or ent*lib"
          value={list.filterInput}
          onChange={(e) => list.setFilterInput(e.currentTarget.value)}
          w={300}
        />
      </Group>
      <DataTable
        label="Repositories"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.uuid!}
        total={total}
        pages={pages}
        list={list}
        pageSizes={REPOSITORY_LIST.pageSizes}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={
          list.state.filter ? (
            <Text>
              No repository matches “{list.state.filter}”. <Anchor onClick={() => list.setFilterInput('')}>Clear the filter</Anchor>
            </Text>
          ) : (
            <Text>This service has no repositories yet.</Text>
          )
        }
      />
    </Stack>
  );
}
