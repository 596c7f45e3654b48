import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { UuidDetail } from '../ui/UuidDetail';
import { Link } from 'react-router';
import { isDraftRepository } from '../../common/draftRepository';
import type { Repository } from '../api/types';
import { DataTable, type Column } from '../list/DataTable';
import { ListFilter } from '../list/ListFilter';
import { Missing } from '../ui/Missing';
import { REPOSITORY_LIST, useRepositoryList } from './useRepositoryList';
import { PageTitle } from '../ui/PageTitle';
import { EmptyList } from '../list/EmptyList';
import { t } from '../i18n/translate';
import { Content } from '../ui/Content';
import { useMe } from '../session';
import { accessorsPath, repositoryPath, ROUTES } from '../lib/paths';

const KNOWN = ['name', 'uuid'];

export function RepositoriesPage() {
  const repositories = useRepositoryList();
  const { list, rows } = repositories;
  // A person whom no accessor names sees an empty list: it is about them, not the service.
  const me = useMe();
  const none = me.data && !me.data.administrator ? 'repositories.noneForYou' : 'repositories.none';
  // Projection-aware: any field the service returns beyond name and uuid gets a column.
  const extra = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => !KNOWN.includes(key));
  const columns: Column<Repository>[] = [
    {
      key: 'name',
      title: t('common.name'),
      sort: 'name',
      // The schema makes both optional: a repository without a uuid cannot be opened, one without a name is shown by its uuid.
      // The draft repository opens the draft review, where its drafts can be accepted.
      render: (r) => {
        const name = r.name?.trim() ? <Content>{r.name.trim()}</Content> : <Missing what={t('missing.noName')} />;
        if (isDraftRepository(r))
          return (
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={ROUTES.drafts}>
                {name}
              </Anchor>
              <Badge variant="light" color="gray" title={t('repositories.draftBadgeHint')}>
                {t('repositories.draftBadge')}
              </Badge>
            </Group>
          );
        return r.uuid ? (
          <Anchor component={Link} to={repositoryPath(r.uuid)}>
            {name}
          </Anchor>
        ) : (
          name
        );
      },
    },
    {
      key: 'uuid',
      title: t('common.uuid'),
      sort: 'uuid',
      render: (r) =>
        r.uuid ? (
          <UuidDetail uuid={r.uuid} of={r.name ?? t('repositories.this')} />
        ) : (
          <Missing what={t('missing.noUuid')} />
        ),
    },
    ...extra.map((key) => ({
      key,
      title: key,
      render: (r: Repository) => String((r as Record<string, unknown>)[key] ?? ''),
    })),
    {
      key: 'actions',
      title: t('common.administration'),
      hiddenTitle: true,
      render: (r) =>
        r.uuid && (
          <Anchor component={Link} to={accessorsPath(r.uuid)} size="sm">
            {t('common.accessors')}
          </Anchor>
        ),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t('repositories.title')}</PageTitle>
        <ListFilter
          list={list}
          label={t('repositories.filter')}
          description={t('repositories.filterHint')}
          placeholder={t('repositories.filterPlaceholder')}
          width={300}
        />
      </Group>
      <DataTable
        label={t('repositories.title')}
        columns={columns}
        source={repositories}
        rowKey={(r) => r.uuid}
        pageSizes={REPOSITORY_LIST.pageSizes}
        empty={<EmptyList list={list} noMatch="repositories.noMatch" none={none} />}
      />
    </Stack>
  );
}
