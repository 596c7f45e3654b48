import { ActionIcon, Checkbox, Code, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { CodeBadge } from '../ui/CodeBadge';
import { IconUserMinus } from '@tabler/icons-react';
import { PersonName } from '../directory';
import type { Accessor } from '../api/types';
import { type Column } from '../list/DataTable';
import { Missing } from '../ui/Missing';
import { selectionColumn } from '../list/SelectionColumn';
import {
  FLAGS_BY_GROUP,
  groupLabel,
  flagLabel,
  flagExplanation,
  shownFlag,
  type PrivilegeFlag,
} from './pendingChanges';
import { type AccessorMatrix } from './useAccessorMatrix';
import { OutcomeBadge } from '../ui/OutcomeBadge';
import { t, tRich } from '../i18n/translate';

/** The user or group by name (the directory's, or the group's from the service), or what the service left out. */
export function AccessorIdentity({ accessor }: { accessor: Accessor }) {
  const group = accessor.groupEntity?.group;
  if (accessor.type === 'group' || group)
    return group ? (
      <PersonName uuid={group.uuid} kind="group" serviceName={group.name} />
    ) : (
      <Missing what={t('matrix.noGroup')} />
    );
  return accessor.user ? <PersonName uuid={accessor.user} kind="user" /> : <Missing what={t('matrix.neither')} />;
}

/**
 * A flag's heading: its label written upwards, so that fifteen flags fit a 1,280 px screen beside the names
 * (a column as wide as its checkbox), with the raw name and what it allows on hover or focus.
 */
export function FlagHeader({ flag }: { flag: PrivilegeFlag }) {
  return (
    <VerticalHeader
      label={flagLabel(flag)}
      tooltip={t('matrix.flagTooltip', { flag, explanation: flagExplanation(flag) })}
    />
  );
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
      aria-label={label ? undefined : t('matrix.flagFor', { flag: flagLabel(flag), label: labelOf(accessor) })}
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
          {t('matrix.legend')}
        </Text>
      </summary>
      <Group align="flex-start" mt="xs" gap="xl">
        {FLAGS_BY_GROUP.map(({ group, flags }) => (
          <Stack key={group} gap={4} maw={360}>
            <Text size="sm" fw={600}>
              {groupLabel(group)}
            </Text>
            <List size="sm" spacing={2}>
              {flags.map((flag) => (
                <List.Item key={flag}>
                  {tRich('matrix.legendEntry', {
                    label: flagLabel(flag),
                    flag,
                    explanation: flagExplanation(flag),
                    b: (chunks) => <b>{chunks}</b>,
                    code: (chunks) => (
                      <Code fz="xs" translate="no">
                        {chunks}
                      </Code>
                    ),
                  })}
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
      selectAllLabel: t('matrix.selectAll'),
      nameOf: labelOf,
      selectable: (a) => a.uuid !== undefined,
      pinned: true,
    }),
    {
      key: 'type',
      title: t('matrix.type'),
      sort: 'type',
      pinned: true,
      width: 72,
      render: (a) =>
        a.type && <CodeBadge domain="accessorType" code={a.type} color={a.type === 'group' ? 'grape' : 'blue'} />,
    },
    {
      key: 'who',
      title: t('matrix.who'),
      sort: 'user',
      pinned: true,
      width: 210,
      render: (a) => <AccessorIdentity accessor={a} />,
    },
    ...FLAGS_BY_GROUP.flatMap(({ group, flags }) =>
      flags.map((flag) => ({
        key: flag,
        title: flagLabel(flag),
        header: <FlagHeader flag={flag} />,
        group: groupLabel(group),
        width: FLAG_COLUMN,
        render: (a: Accessor) => <FlagBox matrix={matrix} accessor={a} flag={flag} labelOf={labelOf} />,
      })),
    ),
    ...(showsNone
      ? [
          {
            key: 'None',
            title: t('matrix.none'),
            width: FLAG_COLUMN,
            header: <VerticalHeader label={t('matrix.none')} tooltip={t('matrix.noneTooltip')} />,
            render: (a: Accessor) => (
              <Checkbox
                aria-label={t('matrix.noneFor', { label: labelOf(a) })}
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
      title: t('matrix.saveOutcome'),
      hiddenTitle: true,
      render: (a) => a.uuid && <OutcomeBadge outcome={matrix.outcomes[a.uuid]} />,
    },
    {
      key: 'remove',
      title: t('matrix.remove'),
      hiddenTitle: true,
      render: (a) =>
        a.uuid && (
          <Tooltip label={t('accessor.remove', { label: labelOf(a) })} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('accessor.remove', { label: labelOf(a) })}
              onClick={() => onRemove(a)}
            >
              <IconUserMinus size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ),
    },
  ];
}
