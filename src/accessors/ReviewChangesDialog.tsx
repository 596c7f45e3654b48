import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { BatchProgress } from '../ui/BatchProgress';
import { OutcomeBadge } from '../ui/OutcomeBadge';
import { notifyFailure, notifySuccess } from '../ui/notify';
import { flagLabel } from './pendingChanges';
import type { AccessorMatrix, SaveSummary } from './useAccessorMatrix';

import { t } from '../i18n/translate';

/** What a save did, in one notification: all saved, or how many stay pending and why to look. */
function announce({ saved, failed, unknown }: SaveSummary) {
  if (failed + unknown === 0) return notifySuccess(t('review.saved'), t('review.savedText', { count: saved }));
  notifyFailure(t('review.partly'), t('review.partlyText', { count: saved, failed, unknown }));
}

/**
 * The pending changes, one line per flag, saved as one PATCH per accessor with each row's outcome and the
 * progress through them. A save that settles every row closes the dialog; otherwise it stays with the rows
 * that are still pending.
 */
export function ReviewChangesDialog({ matrix, onClose }: { matrix: AccessorMatrix; onClose: () => void }) {
  const lines = matrix.diff.length > 0 ? matrix.diff : matrix.lastSaved;
  const changedAccessors = new Set(matrix.diff.map((d) => d.accessorId)).size;
  const notSaved = Object.values(matrix.outcomes).some((o) => o.state === 'failed' || o.state === 'unknown');
  const save = async () => {
    const summary = await matrix.save();
    announce(summary);
    if (summary.failed + summary.unknown === 0) onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('review.title')} size="lg">
      <Stack>
        <Table aria-label={t('review.changes')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('review.accessor')}</Table.Th>
              <Table.Th>{t('review.privilege')}</Table.Th>
              <Table.Th>{t('review.change')}</Table.Th>
              <Table.Th>{t('bulkRevoke.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={`${line.accessorId}-${line.flag}`}>
                <Table.Td>{line.label}</Table.Td>
                <Table.Td>
                  <Text size="sm">{flagLabel(line.flag)}</Text>
                  <Text size="xs" c="dimmed" translate="no">
                    {line.flag}
                  </Text>
                </Table.Td>
                <Table.Td>{t(line.to ? 'review.grant' : 'review.withdraw')}</Table.Td>
                <Table.Td>
                  <OutcomeBadge outcome={matrix.outcomes[line.accessorId]} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {matrix.saving && (
          <BatchProgress
            said={t('review.progress', { settled: matrix.progress.settled, total: matrix.progress.total })}
            {...matrix.progress}
          />
        )}
        {notSaved && !matrix.saving && <Alert color="orange">{t('review.notAll')}</Alert>}
        <Group justify="flex-end">
          <Button
            variant="default"
            color="red"
            onClick={() => {
              matrix.discard();
              onClose();
            }}
            disabled={matrix.saving}
          >
            {t('review.discard')}
          </Button>
          <Button onClick={() => void save()} loading={matrix.saving} disabled={matrix.diff.length === 0}>
            {t('review.save', { count: changedAccessors })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
