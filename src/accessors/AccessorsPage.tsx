import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDirectory } from '../directory';
import { useMayIn } from '../session';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useRepositoryName } from '../repositories';
import type { Accessor } from '../api/types';
import { DataTable } from '../list/DataTable';
import { ListFilter } from '../list/ListFilter';
import { backToRepositories, PageError } from '../ui/PageError';
import { PageTitle } from '../ui/PageTitle';
import { RepositoryTrail } from '../repositories';
import { UnsavedChangesGuard } from '../ui/UnsavedChangesGuard';
import { accessorLabel } from './pendingChanges';
import { ACCESSOR_LIST, useAccessorMatrix } from './useAccessorMatrix';
import { isMissing, isRefused } from '../ui/errors';
import { AddAccessorDialog, RemoveAccessorDialog } from './AccessorDialogs';
import { BulkChangeBar } from './BulkChangeBar';
import { ReviewChangesDialog } from './ReviewChangesDialog';

import { AccessorCard } from './AccessorCard';
import { matrixColumns, PrivilegeLegend } from './PrivilegeMatrix';
import { t } from '../i18n/translate';
import { repositoryPath } from '../lib/paths';

export function AccessorsPage() {
  const repositoryId = useParams().repositoryId!;
  const repositoryName = useRepositoryName(repositoryId);
  const directory = useDirectory();
  const { nameOf } = directory;
  const matrix = useAccessorMatrix(repositoryId, directory);
  const labelOf = (accessor: Accessor) => accessorLabel(accessor, nameOf);
  const [reviewing, setReviewing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Accessor>();
  const mayEdit = useMayIn()(repositoryId).editAccessors;
  const failure = matrix.query.error;
  if (matrix.rows.length === 0 && (isMissing(failure) || isRefused(failure)))
    return (
      <PageError
        error={failure}
        subject="repository"
        id={repositoryId}
        back={backToRepositories()}
        action={t('accessors.readAction')}
      />
    );

  return (
    <Stack>
      <UnsavedChangesGuard
        pending={matrix.diff.length > 0 ? t('accessors.unsaved', { count: matrix.diff.length }) : undefined}
        onDiscard={matrix.discard}
      />
      <Group justify="space-between" align="flex-end">
        <div>
          <RepositoryTrail repositoryId={repositoryId} name={repositoryName} here={t('accessors.crumb')} />
          <PageTitle within={repositoryName}>{t('accessors.title')}</PageTitle>
          <Anchor component={Link} to={repositoryPath(repositoryId)} size="sm">
            {t('accessors.models')}
          </Anchor>
        </div>
        <Group align="flex-end">
          <ListFilter list={matrix.list} label={t('accessors.filter')} width={240} />
          <Button variant="default" onClick={() => setAdding(true)} disabled={!mayEdit}>
            {t('accessors.addUser')}
          </Button>
          <Button onClick={() => setReviewing(true)} disabled={!mayEdit || matrix.diff.length === 0}>
            {t('accessors.review', { count: matrix.diff.length })}
          </Button>
        </Group>
      </Group>
      {!mayEdit && (
        <Alert color="blue" variant="light" role="status">
          {t('accessors.needsManageUsers', { repository: repositoryName ?? t('accessors.thisRepository') })}
        </Alert>
      )}
      <PrivilegeLegend />
      <BulkChangeBar matrix={matrix} />
      <div style={{ overflow: 'auto', maxHeight: 'calc(100vh - 300px)' }}>
        <DataTable
          label={t('accessors.matrix')}
          columns={matrixColumns(matrix, labelOf, setRemoving)}
          source={matrix}
          rowKey={(a) => a.uuid}
          pageSizes={ACCESSOR_LIST.pageSizes}
          stickyHeader
          phoneCard={(accessor) => (
            <AccessorCard matrix={matrix} accessor={accessor} labelOf={labelOf} onRemove={setRemoving} />
          )}
          empty={<Text>{t(matrix.list.state.filter ? 'accessors.noMatch' : 'accessors.none')}</Text>}
        />
      </div>
      {reviewing && <ReviewChangesDialog matrix={matrix} onClose={() => setReviewing(false)} />}
      {adding && <AddAccessorDialog repositoryId={repositoryId} onClose={() => setAdding(false)} />}
      {removing && (
        <RemoveAccessorDialog repositoryId={repositoryId} accessor={removing} onClose={() => setRemoving(undefined)} />
      )}
    </Stack>
  );
}
