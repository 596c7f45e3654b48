import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { privilegeChoices, PRIVILEGES, type PrivilegeFlag } from '../../features/accessors/pendingChanges';
import type { AccessorMatrix } from '../../features/accessors/useAccessorMatrix';
import { describeError } from '../../lib/errors';
import { notifyFailure } from '../../components/notify';

const FLAG_CHOICES = privilegeChoices((flag) => PRIVILEGES[flag].label);

/**
 * The selection and what can be done to it: select every accessor matching the filter (on every page), and
 * grant or withdraw one privilege for all selected, as pending edits that go through the review.
 */
export function BulkChangeBar({ matrix }: { matrix: AccessorMatrix }) {
  const [flag, setFlag] = useState<PrivilegeFlag | null>(null);
  const { selection, selectingAll, total } = matrix;
  const selectAll = () =>
    matrix
      .selectAllMatching()
      .catch((failure: unknown) => notifyFailure('Could not select every accessor', describeError(failure)));
  return (
    <Paper withBorder p="xs" aria-label="Selection" component="section">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={500} aria-live="polite">
          {selection.count === 0 ? 'No accessor selected' : `${selection.count} selected`}
        </Text>
        {selectingAll ? (
          <>
            <Text size="sm" c="dimmed">
              Reading {selectingAll.loaded} of {selectingAll.total}…
            </Text>
            <Button size="xs" variant="default" onClick={matrix.cancelSelectAll}>
              Cancel
            </Button>
          </>
        ) : (
          total > 0 &&
          selection.count < total && (
            <Button size="xs" variant="default" onClick={() => void selectAll()}>
              Select all {total} matching
            </Button>
          )
        )}
        {selection.count > 0 && (
          <>
            <Select
              aria-label="Privilege to change"
              placeholder="Privilege…"
              size="xs"
              w={200}
              data={FLAG_CHOICES}
              value={flag}
              onChange={(value) => setFlag(value as PrivilegeFlag | null)}
            />
            <Button size="xs" disabled={!flag} onClick={() => flag && matrix.setForSelected(flag, true)}>
              Grant to {selection.count}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!flag}
              onClick={() => flag && matrix.setForSelected(flag, false)}
            >
              Withdraw from {selection.count}
            </Button>
            <Button size="xs" variant="subtle" onClick={selection.clear}>
              Clear selection
            </Button>
          </>
        )}
      </Group>
    </Paper>
  );
}
