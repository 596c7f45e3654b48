import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { BatchProgress } from '../../components/BatchProgress';
import { OutcomeBadge } from '../../components/OutcomeBadge';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { PRIVILEGES } from '../../features/accessors/pendingChanges';
import type { AccessorMatrix, RowOutcome, SaveSummary } from '../../features/accessors/useAccessorMatrix';
import { counted } from '../../lib/counted';

const OUTCOMES = {
  saving: { label: 'saving…', color: 'gray' },
  saved: { label: 'saved', color: 'teal' },
  failed: { label: 'failed', color: 'red' },
  unknown: { label: 'outcome unknown', color: 'orange' },
} as const;

export function Outcome({ outcome }: { outcome?: RowOutcome }) {
  return outcome ? (
    <OutcomeBadge {...OUTCOMES[outcome.state]} message={'message' in outcome ? outcome.message : undefined} />
  ) : null;
}

/** What a save did, in one notification: all saved, or how many stay pending and why to look. */
function announce({ saved, failed, unknown }: SaveSummary) {
  if (failed + unknown === 0)
    return notifySuccess('Privileges saved', `Saved the changes of ${counted(saved, 'accessor')}.`);
  const parts = [failed > 0 && `${failed} failed`, unknown > 0 && `${unknown} with an unknown outcome`]
    .filter(Boolean)
    .join(', ');
  notifyFailure(
    'Some changes were not saved',
    `Saved ${counted(saved, 'accessor')}; ${parts}. Those changes are still pending: see the review.`,
  );
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
    <Modal opened onClose={onClose} title="Review changes" size="lg">
      <Stack>
        <Table aria-label="Changes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Accessor</Table.Th>
              <Table.Th>Privilege</Table.Th>
              <Table.Th>Change</Table.Th>
              <Table.Th>Outcome</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={`${line.accessorId}-${line.flag}`}>
                <Table.Td>{line.label}</Table.Td>
                <Table.Td>
                  <Text size="sm">{PRIVILEGES[line.flag].label}</Text>
                  <Text size="xs" c="dimmed">
                    {line.flag}
                  </Text>
                </Table.Td>
                <Table.Td>{line.to ? 'grant' : 'withdraw'}</Table.Td>
                <Table.Td>
                  <Outcome outcome={matrix.outcomes[line.accessorId]} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {matrix.saving && <BatchProgress done="Saved" {...matrix.progress} noun="accessor" />}
        {notSaved && !matrix.saving && (
          <Alert color="orange">Some changes were not saved; they stay pending. Hover an outcome for details.</Alert>
        )}
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
            Discard all
          </Button>
          <Button onClick={() => void save()} loading={matrix.saving} disabled={matrix.diff.length === 0}>
            Save {counted(changedAccessors, 'accessor')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
