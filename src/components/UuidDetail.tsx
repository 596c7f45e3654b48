import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { shortUuid } from '../lib/uuid';
import { t } from '../i18n/translate';

/** The uuid itself, copied with one click, for the places a person needs it (a ticket, a script). */
export function CopyUuid({ uuid, of }: { uuid: string; of: string }) {
  return (
    <CopyButton value={uuid}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('common.copied') : t('common.copyUuidOf', { of })} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            size="sm"
            aria-label={t('common.copyUuidOf', { of })}
            onClick={copy}
          >
            {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** A uuid as a detail: shortened, whole on hover and focus, and copied with one click. */
export function UuidDetail({ uuid, of }: { uuid: string; of: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={uuid} withArrow>
        <Text size="sm" ff="monospace" tabIndex={0} style={{ whiteSpace: 'nowrap' }} data-uuid={uuid} translate="no">
          {shortUuid(uuid)}
        </Text>
      </Tooltip>
      <CopyUuid uuid={uuid} of={of} />
    </Group>
  );
}
