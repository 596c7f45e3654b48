import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { privilegeChoices, flagLabel, type PrivilegeFlag } from './pendingChanges';
import type { AccessorMatrix } from './useAccessorMatrix';
import { describeError } from '../ui/errors';
import { notifyFailure } from '../ui/notify';
import { t } from '../i18n/translate';
import { SelectionActions } from '../list/SelectionActions';

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
        <SelectionActions
          count={selection.count}
          said={selection.count === 0 ? t('bulk.noneSelected') : t('bulk.selected', { count: selection.count })}
          onClear={selection.clear}
          before={
            selectingAll ? (
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
            )
          }
        >
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
        </SelectionActions>
      </Group>
    </Paper>
  );
}
