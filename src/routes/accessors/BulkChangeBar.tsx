import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { privilegeChoices, flagLabel, type PrivilegeFlag } from '../../features/accessors/pendingChanges';
import type { AccessorMatrix } from '../../features/accessors/useAccessorMatrix';
import { describeError } from '../../lib/errors';
import { notifyFailure } from '../../components/notify';
import { t } from '../../i18n/translate';

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
      .catch((failure: unknown) => notifyFailure(t('bulk.selectFailed'), describeError(failure)));
  return (
    <Paper withBorder p="xs" aria-label={t('bulk.selection')} component="section">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={500} aria-live="polite">
          {selection.count === 0 ? t('bulk.noneSelected') : t('bulk.selected', { count: selection.count })}
        </Text>
        {selectingAll ? (
          <>
            <Text size="sm" c="dimmed">
              {t('bulk.reading', { loaded: selectingAll.loaded, total: selectingAll.total })}
            </Text>
            <Button size="xs" variant="default" onClick={matrix.cancelSelectAll}>
              {t('common.cancel')}
            </Button>
          </>
        ) : (
          total > 0 &&
          selection.count < total && (
            <Button size="xs" variant="default" onClick={() => void selectAll()}>
              {t('bulk.selectAll', { count: total })}
            </Button>
          )
        )}
        {selection.count > 0 && (
          <>
            <Select
              aria-label={t('bulk.privilege')}
              placeholder={t('bulk.privilegePlaceholder')}
              size="xs"
              w={200}
              data={privilegeChoices(flagLabel)}
              value={flag}
              onChange={(value) => setFlag(value as PrivilegeFlag | null)}
            />
            <Button size="xs" disabled={!flag} onClick={() => flag && matrix.setForSelected(flag, true)}>
              {t('bulk.grant', { count: selection.count })}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!flag}
              onClick={() => flag && matrix.setForSelected(flag, false)}
            >
              {t('bulk.withdraw', { count: selection.count })}
            </Button>
            <Button size="xs" variant="subtle" onClick={selection.clear}>
              {t('apiKeys.clearSelection')}
            </Button>
          </>
        )}
      </Group>
    </Paper>
  );
}
