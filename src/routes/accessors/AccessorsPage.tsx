import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  Code,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { CodeBadge } from '../../components/CodeBadge';
import { IconUserMinus } from '@tabler/icons-react';
import { PersonName } from '../../components/PersonName';
import { useDirectory } from '../../features/directory/DirectoryContext';
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
import {
  accessorLabel,
  FLAGS_BY_GROUP,
  PRIVILEGE_GROUPS,
  PRIVILEGES,
  shownFlag,
  type PrivilegeFlag,
} from '../../features/accessors/pendingChanges';
import { ACCESSOR_LIST, useAccessorMatrix, type AccessorMatrix } from '../../features/accessors/useAccessorMatrix';
import { isMissing, isRefused } from '../../lib/errors';
import { AddAccessorDialog, RemoveAccessorDialog } from './AccessorDialogs';
import { BulkChangeBar } from './BulkChangeBar';
import { Outcome, ReviewChangesDialog } from './ReviewChangesDialog';
import { counted } from '../../lib/counted';

/** The user or group by name (the directory's, or the group's from the service), or what the service left out. */
function AccessorIdentity({ accessor }: { accessor: Accessor }) {
  const group = accessor.groupEntity?.group;
  if (accessor.type === 'group' || group)
    return group ? <PersonName uuid={group.uuid} kind="group" serviceName={group.name} /> : <Missing what="no group" />;
  return accessor.user ? <PersonName uuid={accessor.user} kind="user" /> : <Missing what="neither user nor group" />;
}

/**
 * A flag's heading: its label written upwards, so that fifteen flags fit a 1,280 px screen beside the names
 * (a column as wide as its checkbox), with the raw name and what it allows on hover or focus.
 */
function FlagHeader({ flag }: { flag: PrivilegeFlag }) {
  return (
    <Tooltip label={`${flag}: ${PRIVILEGES[flag].description}`} multiline w={260} withArrow>
      <Text
        size="sm"
        fw={600}
        tabIndex={0}
        style={{
          whiteSpace: 'nowrap',
          writingMode: 'vertical-rl',
          transform: 'rotate(180deg)',
          textDecoration: 'underline dotted',
          cursor: 'help',
          margin: '0 auto',
        }}
      >
        {PRIVILEGES[flag].label}
      </Text>
    </Tooltip>
  );
}

/** A checkbox per flag for one accessor: the matrix's cell, and the phone's editor. */
function FlagBox({
  matrix,
  accessor,
  flag,
  labelOf,
  label,
}: {
  matrix: AccessorMatrix;
  accessor: Accessor;
  flag: PrivilegeFlag;
  labelOf: (a: Accessor) => string;
  label?: string;
}) {
  const changed = accessor.uuid !== undefined && matrix.pending[accessor.uuid]?.wanted[flag] !== undefined;
  return (
    <Checkbox
      aria-label={label ? undefined : `${PRIVILEGES[flag].label} for ${labelOf(accessor)}`}
      label={label}
      checked={shownFlag(matrix.pending, accessor, flag)}
      onChange={() => matrix.toggle(accessor, flag)}
      disabled={!accessor.uuid}
      data-changed={changed || undefined}
      styles={changed ? { input: { outline: '3px solid var(--mantine-color-yellow-5)' } } : undefined}
    />
  );
}

/** On a phone, one accessor at a time: who, then every flag by its group, as labelled checkboxes. */
function AccessorCard({
  matrix,
  accessor,
  labelOf,
  onRemove,
}: {
  matrix: AccessorMatrix;
  accessor: Accessor;
  labelOf: (a: Accessor) => string;
  onRemove: (a: Accessor) => void;
}) {
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Group gap="xs" wrap="nowrap">
          {accessor.type && (
            <CodeBadge
              domain="accessorType"
              code={accessor.type}
              color={accessor.type === 'group' ? 'grape' : 'blue'}
            />
          )}
          <AccessorIdentity accessor={accessor} />
        </Group>
        {accessor.uuid && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${labelOf(accessor)}`}
            onClick={() => onRemove(accessor)}
          >
            <IconUserMinus size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      {accessor.uuid && <Outcome outcome={matrix.outcomes[accessor.uuid]} />}
      {FLAGS_BY_GROUP.map(({ group, flags }) => (
        <Checkbox.Group key={group} label={PRIVILEGE_GROUPS[group]} mt={4}>
          <SimpleGrid cols={2} spacing={6} verticalSpacing={6} mt={4}>
            {flags.map((flag) => (
              <FlagBox
                key={flag}
                matrix={matrix}
                accessor={accessor}
                flag={flag}
                labelOf={labelOf}
                label={PRIVILEGES[flag].label}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      ))}
    </Paper>
  );
}

/** Every flag's meaning in one place, folded away until asked for. */
function PrivilegeLegend() {
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>
        <Text span size="sm">
          What the privileges mean
        </Text>
      </summary>
      <Group align="flex-start" mt="xs" gap="xl">
        {FLAGS_BY_GROUP.map(({ group, flags }) => (
          <Stack key={group} gap={4} maw={360}>
            <Text size="sm" fw={600}>
              {PRIVILEGE_GROUPS[group]}
            </Text>
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

/** A flag's column: its checkbox and a little room (the heading is written upwards). */
const FLAG_COLUMN = 36;

function matrixColumns(
  matrix: AccessorMatrix,
  labelOf: (accessor: Accessor) => string,
  onRemove: (accessor: Accessor) => void,
): Column<Accessor>[] {
  const { rows, selection } = matrix;
  const showsNone = rows.some((row) => row.privileges && 'None' in row.privileges);
  return [
    selectionColumn(selection, rows, {
      noun: 'accessor',
      nameOf: labelOf,
      selectable: (a) => a.uuid !== undefined,
      pinned: true,
    }),
    {
      key: 'type',
      title: 'Type',
      sort: 'type',
      pinned: true,
      width: 72,
      render: (a) =>
        a.type && <CodeBadge domain="accessorType" code={a.type} color={a.type === 'group' ? 'grape' : 'blue'} />,
    },
    {
      key: 'who',
      title: 'User or group',
      sort: 'user',
      pinned: true,
      width: 210,
      render: (a) => <AccessorIdentity accessor={a} />,
    },
    ...FLAGS_BY_GROUP.flatMap(({ group, flags }) =>
      flags.map((flag) => ({
        key: flag,
        title: PRIVILEGES[flag].label,
        header: <FlagHeader flag={flag} />,
        group: PRIVILEGE_GROUPS[group],
        width: FLAG_COLUMN,
        render: (a: Accessor) => <FlagBox matrix={matrix} accessor={a} flag={flag} labelOf={labelOf} />,
      })),
    ),
    ...(showsNone
      ? [
          {
            key: 'None',
            title: 'None',
            width: FLAG_COLUMN,
            header: (
              <Tooltip
                label="None: set by the service when the accessor holds no privilege; it cannot be changed."
                multiline
                w={260}
                withArrow
              >
                <Text
                  size="sm"
                  fw={600}
                  tabIndex={0}
                  style={{
                    writingMode: 'vertical-rl',
                    transform: 'rotate(180deg)',
                    textDecoration: 'underline dotted',
                    cursor: 'help',
                    margin: '0 auto',
                  }}
                >
                  None
                </Text>
              </Tooltip>
            ),
            render: (a: Accessor) => (
              <Checkbox
                aria-label={`None (read only) for ${labelOf(a)}`}
                checked={a.privileges?.None ?? false}
                readOnly
                disabled
              />
            ),
          },
        ]
      : []),
    {
      key: 'outcome',
      title: 'Save outcome',
      hiddenTitle: true,
      render: (a) => a.uuid && <Outcome outcome={matrix.outcomes[a.uuid]} />,
    },
    {
      key: 'remove',
      title: 'Remove',
      hiddenTitle: true,
      render: (a) =>
        a.uuid && (
          <Tooltip label={`Remove ${labelOf(a)}`} withArrow>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${labelOf(a)}`} onClick={() => onRemove(a)}>
              <IconUserMinus size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ),
    },
  ];
}

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
