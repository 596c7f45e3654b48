import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { describeWriteFailure } from './errors';
import { t } from '../i18n/translate';

/**
 * Asks before a write that cannot be undone; stays open with the reason when it fails, and says so
 * plainly when its outcome is unknown.
 */
export function ConfirmDialog(props: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  whenUnknown: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await props.onConfirm();
      props.onClose();
    } catch (failure) {
      setError(describeWriteFailure(failure, props.whenUnknown));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={props.onClose} title={props.title}>
      <Stack>
        {props.children}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
