import { ActionIcon, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ComponentType, ReactElement } from 'react';
import { shortUuid } from '../lib/uuid';
import { t } from '../i18n/translate';

/** A hint on hover and focus: a Mantine tooltip once overlays have loaded (see overlayOnDemand), none before. */
export type Hint = ComponentType<{ label: string; children: ReactElement }>;
const NoHint: Hint = ({ children }) => children;

/** The uuid itself, copied with one click, for the places a person needs it (a ticket, a script). */
export function CopyUuidButton({ uuid, of, Hint = NoHint }: { uuid: string; of: string; Hint?: Hint }) {
  return (
    <CopyButton value={uuid}>
      {({ copied, copy }) => (
        <Hint label={copied ? t('common.copied') : t('common.copyUuidOf', { of })}>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            size="sm"
            aria-label={t('common.copyUuidOf', { of })}
            onClick={copy}
          >
            {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          </ActionIcon>
        </Hint>
      )}
    </CopyButton>
  );
}

export interface UuidDetailProps {
  uuid: string;
  of: string;
}

/** A uuid as a detail: shortened, whole on hover and focus, and copied with one click. */
export function UuidDetailView({ uuid, of, Hint = NoHint }: UuidDetailProps & { Hint?: Hint }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Hint label={uuid}>
        <Text size="sm" ff="monospace" tabIndex={0} style={{ whiteSpace: 'nowrap' }} data-uuid={uuid} translate="no">
          {shortUuid(uuid)}
        </Text>
      </Hint>
      <CopyUuidButton uuid={uuid} of={of} Hint={Hint} />
    </Group>
  );
}
