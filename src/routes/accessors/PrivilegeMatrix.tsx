import { ActionIcon, Checkbox, Code, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { CodeBadge } from '../../components/CodeBadge';
import { IconUserMinus } from '@tabler/icons-react';
import { PersonName } from '../../components/PersonName';
import type { Accessor } from '../../api/types';
import { type Column } from '../../components/DataTable';
import { Missing } from '../../components/Missing';
import { selectionColumn } from '../../components/SelectionColumn';
import {
  FLAGS_BY_GROUP,
  PRIVILEGE_GROUPS,
  PRIVILEGES,
  shownFlag,
  type PrivilegeFlag,
} from '../../features/accessors/pendingChanges';
import { type AccessorMatrix } from '../../features/accessors/useAccessorMatrix';
import { Outcome } from './ReviewChangesDialog';

/** The user or group by name (the directory's, or the group's from the service), or what the service left out. */
export function AccessorIdentity({ accessor }: { accessor: Accessor }) {
  const group = accessor.groupEntity?.group;
  if (accessor.type === 'group' || group)
    return group ? <PersonName uuid={group.uuid} kind="group" serviceName={group.name} /> : <Missing what="no group" />;
  return accessor.user ? <PersonName uuid={accessor.user} kind="user" /> : <Missing what="neither user nor group" />;
}

/**
 * A flag's heading: its label written upwards, so that fifteen flags fit a 1,280 px screen beside the names
 * (a column as wide as its checkbox), with the raw name and what it allows on hover or focus.
 */
export function FlagHeader({ flag }: { flag: PrivilegeFlag }) {
  return <VerticalHeader label={PRIVILEGES[flag].label} tooltip={`${flag}: ${PRIVILEGES[flag].description}`} />;
}

/** A column heading written upwards, explained on hover or focus. */
function VerticalHeader({ label, tooltip }: { label: string; tooltip: string }) {
  return (
    <Tooltip label={tooltip} multiline w={260} withArrow>
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
        {label}
      </Text>
    </Tooltip>
  );
}

/** A checkbox per flag for one accessor: the matrix's cell, and the phone's editor. */
export function FlagBox({
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

/** Every flag's meaning in one place, folded away until asked for. */
export function PrivilegeLegend() {
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
export const FLAG_COLUMN = 36;

export function matrixColumns(
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
              <VerticalHeader
                label="None"
                tooltip="None: set by the service when the accessor holds no privilege; it cannot be changed."
              />
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
