import { Alert, Button, CopyButton, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ApiKeyCreated } from '../../api/types';
import { localDateTime } from '../../features/apiKeys/expiry';

export /** Shows a new key's secret once; closing asks whether it has been stored, and then it is gone. */
function SecretDialog({ created, onClose }: { created: ApiKeyCreated; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Modal
      opened
      onClose={() => setConfirming(true)}
      title={`API key for ${created.applicationName}`}
      closeOnClickOutside={false}
      size="lg"
    >
      <Stack>
        <Alert color="blue">This is the only time the secret is shown. Store it now; no view can show it again.</Alert>
        <Group align="flex-end" wrap="nowrap">
          <PasswordInput
            label="Secret"
            value={created.apiKey}
            readOnly
            style={{ flex: 1 }}
            visibilityToggleButtonProps={{ 'aria-label': 'Reveal or hide the secret' }}
          />
          <CopyButton value={created.apiKey}>
            {({ copied, copy }) => (
              <Button onClick={copy} variant={copied ? 'filled' : 'default'}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">Expires {localDateTime(created.expiresAt)}.</Text>
        {confirming ? (
          <Alert color="yellow" title="Have you stored the secret?">
            <Group mt="xs">
              <Button color="red" onClick={onClose}>
                Yes, close it for good
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                No, keep it open
              </Button>
            </Group>
          </Alert>
        ) : (
          <Group justify="flex-end">
            <Button onClick={() => setConfirming(true)}>Done</Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
