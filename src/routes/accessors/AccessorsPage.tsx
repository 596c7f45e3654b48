import { ActionIcon, Anchor, Badge, Button, Checkbox, Code, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useRepositoryName } from '../../api/queries/repositories';
import type { Accessor } from '../../api/types';
import { DataTable, type Column } from '../../components/DataTable';
import { ListFilter } from '../../components/ListFilter';
import { Missing } from '../../components/Missing';
import { BACK_TO_REPOSITORIES, PageError } from '../../components/PageError';
import { PageTitle } from '../../components/PageTitle';
import { RepositoryTrail } from '../../components/RepositoryTrail';
import { selectionColumn } from '../../components/SelectionColumn';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { accessorLabel, FLAGS_BY_GROUP, PRIVILEGE_GROUPS, PRIVILEGES, shownFlag, type PrivilegeFlag } from '../../features/accessors/pendingChanges';
import { ACCESSOR_LIST, useAccessorMatrix, type AccessorMatrix } from '../../features/accessors/useAccessorMatrix';
import { isMissing, isRefused } from '../../lib/errors';
import { AddAccessorDialog, RemoveAccessorDialog } from './AccessorDialogs';
import { BulkChangeBar } from './BulkChangeBar';
import { Outcome, ReviewChangesDialog } from './ReviewChangesDialog';
import { counted } from '../../lib/counted';

const TYPE_LABELS: Record<string, string> = { user: 'User', group: 'Group' };

/** The user's uuid or the group's name, or what the service left out. */
function AccessorIdentity({ accessor }: { accessor: Accessor }) {
  const nowrap = { whiteSpace: 'nowrap' } as const;
  if (accessor.type === 'group' || accessor.groupEntity) {
    return accessor.groupEntity?.group?.name ? <Text size="sm" style={nowrap}>{accessor.groupEntity.group.name}</Text> : <Missing what="no group" />;
  }
  return accessor.user ? <Code fz="xs" style={nowrap}>{accessor.user}</Code> : <Missing what="neither user nor group" />;
}

/** A flag's heading: its label, with the raw name and what it allows on hover or focus. */
function FlagHeader({ flag }: { flag: PrivilegeFlag }) {
  return (
    <Tooltip label={`${flag}: ${PRIVILEGES[flag].description}`} multiline w={260} withArrow>
      <Text size="sm" fw={600} tabIndex={0} style={{ whiteSpace: 'nowrap', textDecoration: 'underline dotted', cursor: 'help' }}>
        {PRIVILEGES[flag].label}
      </Text>
    </Tooltip>
  );
}

/** Every flag's meaning in one place, folded away until asked for. */
function PrivilegeLegend() {
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>
        <Text span size="sm">What the privileges mean</Text>
      </summary>
      <Group align="flex-start" mt="xs" gap="xl">
        {FLAGS_BY_GROUP.map(({ group, flags }) => (
          <Stack key={group} gap={4} maw={360}>
            <Text size="sm" fw={600}>{PRIVILEGE_GROUPS[group]}</Text>
            <List size="sm" spacing={2}>
              {flags.map((flag) => (
                <List.Item key={flag}>
                  <b>{PRIVILEGES[flag].label}</b> (<Code fz="xs">{flag}</Code>): {PRIVILEGES[flag].description}
                </List.Item>
              ))}
            </List>
          </Stack>
        ))}
      </Group>
    </details>
  );
}

function matrixColumns(matrix: AccessorMatrix, onRemove: (accessor: Accessor) => void): Column<Accessor>[] {
  const { rows, selection } = matrix;
  const showsNone = rows.some((row) => row.privileges && 'None' in row.privileges);
  return [
    selectionColumn(selection, rows, { noun: 'accessor', nameOf: accessorLabel, selectable: (a) => a.uuid !== undefined, pinned: true }),
    {
      key: 'type',
      title: 'Type',
      sort: 'type',
      pinned: true,
      width: 84,
      render: (a) => a.type && <Badge variant="light" color={a.type === 'group' ? 'grape' : 'blue'}>{TYPE_LABELS[a.type] ?? a.type}</Badge>,
    },
    { key: 'who', title: 'User or group', sort: 'user', pinned: true, width: 310, render: (a) => <AccessorIdentity accessor={a} /> },
    { key: 'uuid', title: 'Accessor', sort: 'uuid', render: (a) => (a.uuid ? <Code fz="xs">{a.uuid.slice(0, 8)}</Code> : <Missing what="no uuid" />) },
    ...FLAGS_BY_GROUP.flatMap(({ group, flags }) =>
      flags.map((flag) => ({
        key: flag,
        title: PRIVILEGES[flag].label,
        header: <FlagHeader flag={flag} />,
        group: PRIVILEGE_GROUPS[group],
        render: (a: Accessor) => {
          const changed = a.uuid !== undefined && matrix.pending[a.uuid]?.wanted[flag] !== undefined;
          return (
            <Checkbox
              aria-label={`${PRIVILEGES[flag].label} for ${accessorLabel(a)}`}
              checked={shownFlag(matrix.pending, a, flag)}
              onChange={() => matrix.toggle(a, flag)}
              disabled={!a.uuid}
              data-changed={changed || undefined}
              styles={changed ? { input: { outline: '3px solid var(--mantine-color-yellow-5)' } } : undefined}
            />
          );
        },
      })),
    ),
    ...(showsNone
      ? [
          {
            key: 'None',
            title: 'None',
            header: (
              <Tooltip label="None: set by the service when the accessor holds no privilege; it cannot be changed." multiline w={260} withArrow>
                <Text size="sm" fw={600} tabIndex={0} style={{ textDecoration: 'underline dotted', cursor: 'help' }}>None</Text>
              </Tooltip>
            ),
            render: (a: Accessor) => <Checkbox aria-label={`None (read only) for ${accessorLabel(a)}`} checked={a.privileges?.None ?? false} readOnly disabled />,
          },
        ]
      : []),
    { key: 'outcome', title: 'Save outcome', hiddenTitle: true, render: (a) => a.uuid && <Outcome outcome={matrix.outcomes[a.uuid]} /> },
    {
      key: 'remove',
      title: 'Remove',
      hiddenTitle: true,
      render: (a) =>
        a.uuid && (
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${accessorLabel(a)}`} onClick={() => onRemove(a)}>✕</ActionIcon>
        ),
    },
  ];
}

export function AccessorsPage() {
  const repositoryId = useParams().repositoryId!;
  const repositoryName = useRepositoryName(repositoryId);
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

  return (
    <Stack>
      <UnsavedChangesGuard pending={matrix.diff.length > 0 ? counted(matrix.diff.length, 'unsaved privilege change') : undefined} onDiscard={matrix.discard} />
      <Group justify="space-between" align="flex-end">
        <div>
          <RepositoryTrail repositoryId={repositoryId} name={repositoryName} here="Accessors" />
          <PageTitle within={repositoryName}>Accessors and privileges</PageTitle>
          <Anchor component={Link} to={`/repositories/${repositoryId}`} size="sm">Models of this repository</Anchor>
        </div>
        <Group align="flex-end">
          <ListFilter list={matrix.list} label="Filter user or type" width={240} />
          <Button variant="default" onClick={() => setAdding(true)}>Add user</Button>
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
          columns={matrixColumns(matrix, setRemoving)}
          source={matrix}
          rowKey={(a) => a.uuid}
          pageSizes={ACCESSOR_LIST.pageSizes}
          stickyHeader
          empty={<Text>{matrix.list.state.filter ? 'No accessor matches the filter.' : 'This repository has no accessors.'}</Text>}
        />
      </div>
      {reviewing && <ReviewChangesDialog matrix={matrix} onClose={() => setReviewing(false)} />}
      {adding && <AddAccessorDialog repositoryId={repositoryId} onClose={() => setAdding(false)} />}
      {removing && <RemoveAccessorDialog repositoryId={repositoryId} accessor={removing} onClose={() => setRemoving(undefined)} />}
    </Stack>
  );
}
