import { AccessorIdentity, FlagBox } from './PrivilegeMatrix';
import { ActionIcon, Checkbox, Group, Paper, SimpleGrid } from '@mantine/core';
import { CodeBadge } from '../ui/CodeBadge';
import { IconUserMinus } from '@tabler/icons-react';
import type { Accessor } from '../api/types';
import { FLAGS_BY_GROUP, groupLabel, flagLabel } from './pendingChanges';
import { type AccessorMatrix } from './useAccessorMatrix';
import { OutcomeBadge } from '../ui/OutcomeBadge';
import { t } from '../i18n/translate';

/** On a phone, one accessor at a time: who, then every flag by its group, as labelled checkboxes. */
export function AccessorCard({
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
            aria-label={t('accessor.remove', { label: labelOf(accessor) })}
            onClick={() => onRemove(accessor)}
          >
            <IconUserMinus size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      {accessor.uuid && <OutcomeBadge outcome={matrix.outcomes[accessor.uuid]} />}
      {FLAGS_BY_GROUP.map(({ group, flags }) => (
        <Checkbox.Group key={group} label={groupLabel(group)} mt={4}>
          <SimpleGrid cols={2} spacing={6} verticalSpacing={6} mt={4}>
            {flags.map((flag) => (
              <FlagBox
                key={flag}
                matrix={matrix}
                accessor={accessor}
                flag={flag}
                labelOf={labelOf}
                label={flagLabel(flag)}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      ))}
    </Paper>
  );
}
