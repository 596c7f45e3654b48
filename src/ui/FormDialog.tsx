import { Alert, Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../i18n/translate';

/**
 * A dialog that is one form: its fields, the reason the last submit was refused (the fields keep what was
 * typed), Cancel, and the submit button, busy while the write is on its way.
 */
export function FormDialog(props: {
  title: string;
  submitLabel: string;
  busy: boolean;
  error: string | undefined;
  onSubmit(): unknown;
  onClose(): void;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={props.onClose} title={props.title} size={props.size}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void props.onSubmit();
        }}
      >
        <Stack>
          {props.children}
          {props.error && (
            <Alert color="red" role="alert">
              {props.error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={props.busy}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
