import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { BatchProgress } from '../ui/BatchProgress';
import { OutcomeBadge } from '../ui/OutcomeBadge';
import { useState } from 'react';
import { useDeleteApiKey } from './queries';
import type { ApiKey } from '../api/types';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { notifyFailure, notifySuccess } from '../ui/notify';
import { revokePhrase, useBulkRevoke } from './useBulkRevoke';

import { t, tRich } from '../i18n/translate';
import { isPersonKey } from '../../common/personKeys';

export function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const remove = useDeleteApiKey();
  return (
    <ConfirmDialog
      title={t('revoke.title')}
      confirmLabel={t('revoke.confirm', { name: apiKey.applicationName })}
      whenUnknown={t('revoke.unknown')}
      onConfirm={async () => {
        await remove.mutateAsync(apiKey.uuid!);
        notifySuccess(t('revoke.done'), t('revoke.doneText', { name: apiKey.applicationName ?? apiKey.uuid }));
      }}
      onClose={onClose}
    >
      <Text>{tRich('revoke.question', { name: apiKey.applicationName, b: (chunks) => <b>{chunks}</b> })}</Text>
      {isPersonKey(apiKey.applicationName) && <Text size="sm">{t('revoke.personKey')}</Text>}
    </ConfirmDialog>
  );
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
      notifySuccess(t('bulkRevoke.done'), t('bulkRevoke.doneText', { count: revoked }));
      onClose();
    } else notifyFailure(t('bulkRevoke.someFailed'), t('bulkRevoke.someFailedText', { revoked, failed, unknown }));
  };
  return (
    <Modal opened onClose={() => !bulk.running && onClose()} title={t('bulkRevoke.title')} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim() === phrase) void submit();
        }}
      >
        <Stack>
          <Text>{t('bulkRevoke.text')}</Text>
          <Table aria-label={t('bulkRevoke.keys')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('apiKeys.application')}</Table.Th>
                <Table.Th>{t('bulkRevoke.outcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.map((key) => (
                <Table.Tr key={key.uuid}>
                  <Table.Td>{key.applicationName ?? key.uuid}</Table.Td>
                  <Table.Td>
                    <OutcomeBadge outcome={key.uuid ? bulk.outcomes[key.uuid] : undefined} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {bulk.running && (
            <BatchProgress
              said={t('bulkRevoke.progress', { settled: bulk.progress.settled, total: bulk.progress.total })}
              {...bulk.progress}
            />
          )}
          {!started && (
            <TextInput
              label={<>{tRich('bulkRevoke.typeToConfirm', { phrase, b: (chunks) => <b>{chunks}</b> })}</>}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
          )}
          {started && !bulk.running && <Alert color="orange">{t('bulkRevoke.notAll')}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={bulk.running}>
              {t(started ? 'common.close' : 'common.cancel')}
            </Button>
            {!started && (
              <Button type="submit" color="red" disabled={typed.trim() !== phrase}>
                {t('bulkRevoke.submit', { count: keys.length })}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
