import { Alert, Button, CopyButton, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ApiKeyCreated } from '../api/types';
import { localDateTime } from './expiry';
import { t } from '../i18n/translate';

/** A new key's secret, hidden until revealed, with a button that copies it. */
export function SecretField({ label, secret }: { label: string; secret: string }) {
  return (
    <Group align="flex-end" wrap="nowrap">
      <PasswordInput
        label={label}
        value={secret}
        readOnly
        style={{ flex: 1 }}
        visibilityToggleButtonProps={{ 'aria-label': t('secret.reveal') }}
      />
      <CopyButton value={secret}>
        {({ copied, copy }) => (
          <Button onClick={copy} variant={copied ? 'filled' : 'default'}>
            {t(copied ? 'common.copied' : 'common.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** "Done", which first asks whether the secrets shown have been stored: closed, they are gone. */
export function DoneWithSecrets({
  confirming,
  setConfirming,
  onClose,
}: {
  confirming: boolean;
  setConfirming: (confirming: boolean) => void;
  onClose: () => void;
}) {
  return confirming ? (
    <Alert color="yellow" title={t('secret.stored')}>
      <Group mt="xs">
        <Button color="red" onClick={onClose}>
          {t('secret.closeForGood')}
        </Button>
        <Button variant="default" onClick={() => setConfirming(false)}>
          {t('secret.keepOpen')}
        </Button>
      </Group>
    </Alert>
  ) : (
    <Group justify="flex-end">
      <Button onClick={() => setConfirming(true)}>{t('secret.done')}</Button>
    </Group>
  );
}

/** Shows a new key's secret once; closing asks whether it has been stored, and then it is gone. */
export function SecretDialog({ created, onClose }: { created: ApiKeyCreated; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Modal
      opened
      onClose={() => setConfirming(true)}
      title={t('secret.title', { name: created.applicationName })}
      closeOnClickOutside={false}
      size="lg"
    >
      <Stack>
        <Alert color="blue">{t('secret.once')}</Alert>
        <SecretField label={t('secret.secret')} secret={created.apiKey} />
        <Text size="sm">{t('secret.expires', { at: localDateTime(created.expiresAt) })}</Text>
        <DoneWithSecrets confirming={confirming} setConfirming={setConfirming} onClose={onClose} />
      </Stack>
    </Modal>
  );
}
