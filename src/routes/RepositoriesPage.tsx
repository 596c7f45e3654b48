import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { UuidDetail } from '../components/UuidDetail';
import { Link } from 'react-router';
import { isDraftRepository } from '../api/queries/models';
import type { Repository } from '../api/types';
import { DataTable, type Column } from '../components/DataTable';
import { ListFilter } from '../components/ListFilter';
import { Missing } from '../components/Missing';
import { REPOSITORY_LIST, useRepositoryList } from '../features/useRepositoryList';
import { PageTitle } from '../components/PageTitle';

const KNOWN = ['name', 'uuid'];

export function RepositoriesPage() {
  const repositories = useRepositoryList();
  const { list, rows } = repositories;
  // Projection-aware: any field the service returns beyond name and uuid gets a column.
  const extra = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => !KNOWN.includes(key));
  const columns: Column<Repository>[] = [
    {
      key: 'name',
      title: 'Name',
      sort: 'name',
      // The schema makes both optional: a repository without a uuid cannot be opened, one without a name is shown by its uuid.
      // The draft repository opens the draft review, where its drafts can be accepted.
      render: (r) => {
        const name = r.name?.trim() || <Missing what="no name" />;
        if (isDraftRepository(r))
          return (
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to="/drafts">
                {name}
              </Anchor>
              <Badge
                variant="light"
                color="gray"
                title="Its drafts open in the draft review, where they can be accepted"
              >
                draft repository
              </Badge>
            </Group>
          );
        return r.uuid ? (
          <Anchor component={Link} to={`/repositories/${r.uuid}`}>
            {name}
          </Anchor>
        ) : (
          name
        );
      },
    },
    {
      key: 'uuid',
      title: 'UUID',
      sort: 'uuid',
      render: (r) =>
        r.uuid ? <UuidDetail uuid={r.uuid} of={r.name ?? 'this repository'} /> : <Missing what="no uuid" />,
    },
    ...extra.map((key) => ({
      key,
      title: key,
      render: (r: Repository) => String((r as Record<string, unknown>)[key] ?? ''),
    })),
    {
      key: 'actions',
      title: 'Administration',
      hiddenTitle: true,
      render: (r) =>
        r.uuid && (
          <Anchor component={Link} to={`/repositories/${r.uuid}/accessors`} size="sm">
            Accessors
          </Anchor>
        ),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <PageTitle>Repositories</PageTitle>
        <ListFilter
          list={list}
          label="Filter by name"
          description="* matches any text; \* is a literal asterisk"
          placeholder="e.g. quality or ent*lib"
          width={300}
        />
      </Group>
      <DataTable
        label="Repositories"
        columns={columns}
        source={repositories}
        rowKey={(r) => r.uuid}
        pageSizes={REPOSITORY_LIST.pageSizes}
        empty={
          list.state.filter ? (
            <Text>
              No repository matches “{list.state.filter}”.{' '}
              <Anchor onClick={() => list.setFilterInput('')}>Clear the filter</Anchor>
            </Text>
          ) : (
            <Text>This service has no repositories yet.</Text>
          )
        }
      />
    </Stack>
  );
}
