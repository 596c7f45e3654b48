import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { BatchProgress } from '../../components/BatchProgress';
import { OutcomeBadge } from '../../components/OutcomeBadge';
import { useState } from 'react';
import { useDeleteApiKey } from '../../api/queries/apiKeys';
import type { ApiKey } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { revokePhrase, useBulkRevoke, type RevokeOutcome } from '../../features/apiKeys/useBulkRevoke';
import { counted } from '../../lib/counted';

export function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const remove = useDeleteApiKey();
  return (
    <ConfirmDialog
      title="Revoke API key"
      confirmLabel={`Revoke ${apiKey.applicationName}`}
      whenUnknown="The service did not confirm the revocation; the list has been read again, check whether the key is still there."
      onConfirm={async () => {
        await remove.mutateAsync(apiKey.uuid!);
        notifySuccess('Key revoked', `${apiKey.applicationName ?? apiKey.uuid} is refused from its next request on.`);
      }}
      onClose={onClose}
    >
      <Text>
        Revoke the key of <b>{apiKey.applicationName}</b>? The application is refused from its next request on. This
        cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}

const OUTCOMES = {
  pending: { label: 'waiting', color: 'gray' },
  revoking: { label: 'revoking…', color: 'gray' },
  revoked: { label: 'revoked', color: 'teal' },
  failed: { label: 'failed', color: 'red' },
  unknown: { label: 'outcome unknown', color: 'orange' },
} as const;

function RevokeBadge({ outcome }: { outcome: RevokeOutcome | undefined }) {
  return outcome ? (
    <OutcomeBadge {...OUTCOMES[outcome.state]} message={'message' in outcome ? outcome.message : undefined} />
  ) : null;
}

/**
 * Revokes the selected keys once the person has typed what will happen ("revoke 3 keys"): each key's
 * outcome and the progress are shown; the dialog closes when every key is revoked.
 */
export function BulkRevokeDialog({
  keys,
  onClose,
  onRevoked,
}: {
  keys: readonly ApiKey[];
  onClose: () => void;
  onRevoked: (keys: readonly ApiKey[]) => void;
}) {
  const bulk = useBulkRevoke();
  const [typed, setTyped] = useState('');
  const phrase = revokePhrase(keys.length);
  const started = Object.keys(bulk.outcomes).length > 0;
  const submit = async () => {
    const { revoked, failed, unknown, revokedKeys } = await bulk.revoke(keys);
    // Revoked keys leave the selection; those that were not stay selected for another try.
    onRevoked(revokedKeys);
    if (failed + unknown === 0) {
      notifySuccess('Keys revoked', `Revoked ${counted(revoked, 'key')}.`);
      onClose();
    } else
      notifyFailure(
        'Some keys were not revoked',
        `Revoked ${revoked}; ${failed} failed, ${unknown} with an unknown outcome. See the list in the dialog.`,
      );
  };
  return (
    <Modal opened onClose={() => !bulk.running && onClose()} title="Revoke selected keys" size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim() === phrase) void submit();
        }}
      >
        <Stack>
          <Text>These applications are refused from their next request on. This cannot be undone.</Text>
          <Table aria-label="Keys to revoke">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Application</Table.Th>
                <Table.Th>Outcome</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.map((key) => (
                <Table.Tr key={key.uuid}>
                  <Table.Td>{key.applicationName ?? key.uuid}</Table.Td>
                  <Table.Td>
                    <RevokeBadge outcome={key.uuid ? bulk.outcomes[key.uuid] : undefined} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {bulk.running && <BatchProgress done="Revoked" {...bulk.progress} noun="key" />}
          {!started && (
            <TextInput
              label={
                <>
                  Type <b>{phrase}</b> to confirm
                </>
              }
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
          )}
          {started && !bulk.running && (
            <Alert color="orange">
              Some keys were not revoked; hover an outcome for the reason. Nothing was sent twice.
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={bulk.running}>
              {started ? 'Close' : 'Cancel'}
            </Button>
            {!started && (
              <Button type="submit" color="red" disabled={typed.trim() !== phrase}>
                Revoke {counted(keys.length, 'key')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
