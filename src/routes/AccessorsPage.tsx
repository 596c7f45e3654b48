import { ActionIcon, Alert, Anchor, Badge, Button, Checkbox, Code, Group, Modal, SimpleGrid, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCreateAccessor, useDeleteAccessor } from '../api/queries/accessors';
import type { Accessor } from '../api/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable, type Column } from '../components/DataTable';
import { ListFilter } from '../components/ListFilter';
import { Missing } from '../components/Missing';
import { accessorLabel, PRIVILEGE_FLAGS, shownFlag, type PrivilegeFlag } from '../features/accessors/pendingChanges';
import { ACCESSOR_LIST, useAccessorMatrix, type RowOutcome } from '../features/accessors/useAccessorMatrix';
import { BACK_TO_REPOSITORIES, PageError } from '../components/PageError';
import { describeWriteFailure, isMissing, isRefused } from '../lib/errors';
import { PageTitle } from '../components/PageTitle';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Outcome({ outcome }: { outcome?: RowOutcome }) {
  if (!outcome) return null;
  const colors = { saving: 'gray', saved: 'teal', failed: 'red', unknown: 'orange' } as const;
  const labels = { saving: 'saving…', saved: 'saved', failed: 'failed', unknown: 'outcome unknown' } as const;
  const badge = <Badge color={colors[outcome.state]} variant="light">{labels[outcome.state]}</Badge>;
  return 'message' in outcome && outcome.message ? <Tooltip label={outcome.message} multiline w={280}>{badge}</Tooltip> : badge;
}

function AddAccessorDialog({ repositoryId, onClose }: { repositoryId: string; onClose: () => void }) {
  const create = useCreateAccessor(repositoryId);
  const [user, setUser] = useState('');
  const [flags, setFlags] = useState<PrivilegeFlag[]>([]);
  const [error, setError] = useState<string>();
  const submit = async () => {
    if (!UUID.test(user.trim())) return setError('The user must be a UUID, like 3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d.');
    setError(undefined);
    try {
      await create.mutateAsync({ type: 'user', user: user.trim().toLowerCase(), privileges: Object.fromEntries(flags.map((f) => [f, true])) });
      onClose();
    } catch (failure) {
      setError(describeWriteFailure(failure, 'The service did not confirm; the list has been read again, check before adding again.'));
    }
  };
  return (
    <Modal opened onClose={onClose} title="Add a user accessor" size="lg">
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <Stack>
          <TextInput label="User UUID" value={user} onChange={(e) => setUser(e.currentTarget.value)} withAsterisk data-autofocus />
          <Checkbox.Group label="Initial privileges" value={flags} onChange={(value) => setFlags(value as PrivilegeFlag[])}>
            <SimpleGrid cols={3} mt="xs">
              {PRIVILEGE_FLAGS.map((flag) => <Checkbox key={flag} value={flag} label={flag} />)}
            </SimpleGrid>
          </Checkbox.Group>
          {error && <Alert color="red" role="alert">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button type="submit" loading={create.isPending}>Add accessor</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RemoveAccessorDialog({ repositoryId, accessor, onClose }: { repositoryId: string; accessor: Accessor; onClose: () => void }) {
  const remove = useDeleteAccessor(repositoryId);
  return (
    <ConfirmDialog
      title="Remove accessor"
      confirmLabel="Remove"
      whenUnknown="The service did not confirm the removal; the list has been read again, check whether the accessor is still there."
      onConfirm={() => remove.mutateAsync(accessor.uuid!)}
      onClose={onClose}
    >
      <Text>Remove the {accessorLabel(accessor)} from this repository? Their privileges here end at once.</Text>
    </ConfirmDialog>
  );
}

/** The user's uuid or the group's name, or what the service left out. */
function AccessorIdentity({ accessor }: { accessor: Accessor }) {
  const nowrap = { whiteSpace: 'nowrap' } as const;
  if (accessor.type === 'group' || accessor.groupEntity) {
    return accessor.groupEntity?.group?.name ? <Text size="sm" style={nowrap}>{accessor.groupEntity.group.name}</Text> : <Missing what="no group" />;
  }
  return accessor.user ? <Code fz="xs" style={nowrap}>{accessor.user}</Code> : <Missing what="neither user nor group" />;
}

export function AccessorsPage() {
  const repositoryId = useParams().repositoryId!;
  const matrix = useAccessorMatrix(repositoryId);
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
  const showsNone = matrix.rows.some((row) => row.privileges && 'None' in row.privileges);

  const columns: Column<Accessor>[] = [
    {
      key: 'type',
      title: 'Type',
      sort: 'type',
      render: (a) => a.type && <Badge variant="light" color={a.type === 'group' ? 'grape' : 'blue'} style={{ flex: 'none', overflow: 'visible' }}>{a.type}</Badge>,
    },
    { key: 'who', title: 'User or group', sort: 'user', render: (a) => <AccessorIdentity accessor={a} /> },
    { key: 'uuid', title: 'Accessor', sort: 'uuid', render: (a) => (a.uuid ? <Code fz="xs">{a.uuid.slice(0, 8)}</Code> : <Missing what="no uuid" />) },
    ...PRIVILEGE_FLAGS.map((flag) => ({
      key: flag,
      title: flag,
      render: (a: Accessor) => {
        const changed = a.uuid !== undefined && matrix.pending[a.uuid]?.wanted[flag] !== undefined;
        return (
          <Checkbox
            aria-label={`${flag} for ${accessorLabel(a)}`}
            checked={shownFlag(matrix.pending, a, flag)}
            onChange={() => matrix.toggle(a, flag)}
            disabled={!a.uuid}
            data-changed={changed || undefined}
            styles={changed ? { input: { outline: '3px solid var(--mantine-color-yellow-5)' } } : undefined}
          />
        );
      },
    })),
    ...(showsNone ? [{ key: 'None', title: 'None', render: (a: Accessor) => (a.privileges?.None ? '✓' : '') }] : []),
    { key: 'outcome', title: 'Save outcome', hiddenTitle: true, render: (a) => a.uuid && <Outcome outcome={matrix.outcomes[a.uuid]} /> },
    {
      key: 'remove',
      title: 'Remove',
      hiddenTitle: true,
      render: (a) =>
        a.uuid && (
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${accessorLabel(a)}`} onClick={() => setRemoving(a)}>✕</ActionIcon>
        ),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Anchor component={Link} to={`/repositories/${repositoryId}`} size="sm">← Models of the repository</Anchor>
          <PageTitle>Accessors and privileges</PageTitle>
        </div>
        <Group align="flex-end">
          <ListFilter list={matrix.list} label="Filter user or type" width={240} />
          <Button variant="default" onClick={() => setAdding(true)}>Add user</Button>
          <Button onClick={() => setReviewing(true)} disabled={matrix.diff.length === 0}>
            Review changes ({matrix.diff.length})
          </Button>
        </Group>
      </Group>
      <div style={{ overflow: 'auto', maxHeight: 'calc(100vh - 260px)' }}>
        <DataTable
          label="Privilege matrix"
          columns={columns}
          source={matrix}
        rowKey={(a) => a.uuid}
          pageSizes={ACCESSOR_LIST.pageSizes}
          stickyHeader
          empty={<Text>{matrix.list.state.filter ? 'No accessor matches the filter.' : 'This repository has no accessors.'}</Text>}
        />
      </div>
      {reviewing && (
        <Modal opened onClose={() => setReviewing(false)} title="Review changes" size="lg">
          <Stack>
            <Table aria-label="Changes">
              <Table.Thead>
                <Table.Tr><Table.Th>Accessor</Table.Th><Table.Th>Privilege</Table.Th><Table.Th>Change</Table.Th><Table.Th>Outcome</Table.Th></Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(matrix.diff.length > 0 ? matrix.diff : matrix.lastSaved).map((line) => (
                  <Table.Tr key={`${line.accessorId}-${line.flag}`}>
                    <Table.Td>{line.label}</Table.Td>
                    <Table.Td>{line.flag}</Table.Td>
                    <Table.Td>{String(line.from)} → {String(line.to)}</Table.Td>
                    <Table.Td><Outcome outcome={matrix.outcomes[line.accessorId]} /></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {Object.values(matrix.outcomes).some((o) => o.state === 'failed' || o.state === 'unknown') && (
              <Alert color="orange">Some changes were not saved; they stay pending. Hover an outcome for details.</Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" color="red" onClick={() => { matrix.discard(); setReviewing(false); }} disabled={matrix.saving}>Discard all</Button>
              <Button onClick={() => void matrix.save()} loading={matrix.saving} disabled={matrix.diff.length === 0}>
                Save {new Set(matrix.diff.map((d) => d.accessorId)).size} accessor(s)
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
      {adding && <AddAccessorDialog repositoryId={repositoryId} onClose={() => setAdding(false)} />}
      {removing && <RemoveAccessorDialog repositoryId={repositoryId} accessor={removing} onClose={() => setRemoving(undefined)} />}
    </Stack>
  );
}
