import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDirectory } from '../../features/directory/DirectoryContext';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useRepositoryName } from '../../api/queries/repositories';
import type { Accessor } from '../../api/types';
import { DataTable } from '../../components/DataTable';
import { ListFilter } from '../../components/ListFilter';
import { BACK_TO_REPOSITORIES, PageError } from '../../components/PageError';
import { PageTitle } from '../../components/PageTitle';
import { RepositoryTrail } from '../../components/RepositoryTrail';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { accessorLabel } from '../../features/accessors/pendingChanges';
import { ACCESSOR_LIST, useAccessorMatrix } from '../../features/accessors/useAccessorMatrix';
import { isMissing, isRefused } from '../../lib/errors';
import { AddAccessorDialog, RemoveAccessorDialog } from './AccessorDialogs';
import { BulkChangeBar } from './BulkChangeBar';
import { ReviewChangesDialog } from './ReviewChangesDialog';
import { counted } from '../../lib/counted';
import { AccessorCard } from './AccessorCard';
import { matrixColumns, PrivilegeLegend } from './PrivilegeMatrix';

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
  const failure = matrix.query.error;
  if (matrix.rows.length === 0 && (isMissing(failure) || isRefused(failure)))
    return (
      <PageError
        error={failure}
        subject="repository"
        id={repositoryId}
        back={BACK_TO_REPOSITORIES}
        action="read the accessors of this repository"
      />
    );

  return (
    <Stack>
      <UnsavedChangesGuard
        pending={matrix.diff.length > 0 ? counted(matrix.diff.length, 'unsaved privilege change') : undefined}
        onDiscard={matrix.discard}
      />
      <Group justify="space-between" align="flex-end">
        <div>
          <RepositoryTrail repositoryId={repositoryId} name={repositoryName} here="Accessors" />
          <PageTitle within={repositoryName}>Accessors and privileges</PageTitle>
          <Anchor component={Link} to={`/repositories/${repositoryId}`} size="sm">
            Models of this repository
          </Anchor>
        </div>
        <Group align="flex-end">
          <ListFilter list={matrix.list} label="Filter by name, uuid or type" width={240} />
          <Button variant="default" onClick={() => setAdding(true)}>
            Add user
          </Button>
          <Button onClick={() => setReviewing(true)} disabled={matrix.diff.length === 0}>
            Review changes ({matrix.diff.length})
          </Button>
        </Group>
      </Group>
      <PrivilegeLegend />
      <BulkChangeBar matrix={matrix} />
      <div style={{ overflow: 'auto', maxHeight: 'calc(100vh - 300px)' }}>
        <DataTable
          label="Privilege matrix"
          columns={matrixColumns(matrix, labelOf, setRemoving)}
          source={matrix}
          rowKey={(a) => a.uuid}
          pageSizes={ACCESSOR_LIST.pageSizes}
          stickyHeader
          phoneCard={(accessor) => (
            <AccessorCard matrix={matrix} accessor={accessor} labelOf={labelOf} onRemove={setRemoving} />
          )}
          empty={
            <Text>
              {matrix.list.state.filter ? 'No accessor matches the filter.' : 'This repository has no accessors.'}
            </Text>
          }
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
