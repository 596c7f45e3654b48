import { Anchor, Group, Text, Tooltip } from '@mantine/core';
import { CopyUuid } from '../ui/UuidDetail';
import { lazy, Suspense, useState } from 'react';
import { useDirectory } from './DirectoryContext';
import type { PersonKind } from './directory';
import { shortUuid } from '../lib/uuid';
import { t } from '../i18n/translate';

const NameDialog = lazy(() => import('./NameDialog').then((m) => ({ default: m.NameDialog })));

/**
 * A user or group as a person reads it: the directory's name (or the one the service gave), the uuid on hover
 * and copy. An unnamed uuid shows shortened, with the action that names it.
 */
export function PersonName({ uuid, kind, serviceName }: { uuid: string; kind: PersonKind; serviceName?: string }) {
  const directory = useDirectory();
  const entry = directory.lookup(uuid);
  const [naming, setNaming] = useState(false);
  const name = entry?.name ?? serviceName;
  return (
    <Group gap={2} wrap="nowrap" data-person={uuid}>
      {name ? (
        <Tooltip label={[entry?.email, t('person.tooltip', { kind, uuid })].filter(Boolean).join(' · ')} withArrow>
          <Text size="sm" tabIndex={0} style={{ whiteSpace: 'nowrap' }} translate="no">
            {name}
          </Text>
        </Tooltip>
      ) : (
        <Group gap={6} wrap="nowrap">
          <Tooltip label={t('person.notInDirectory', { kind, uuid })} withArrow>
            <Text size="sm" c="dimmed" tabIndex={0} style={{ whiteSpace: 'nowrap' }} ff="monospace" translate="no">
              {shortUuid(uuid)}
            </Text>
          </Tooltip>
          {directory.editable && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setNaming(true)}
              style={{ whiteSpace: 'nowrap' }}
            >
              {t('person.name', { kind })}
            </Anchor>
          )}
        </Group>
      )}
      <CopyUuid uuid={uuid} of={name ?? t('person.this', { kind })} />
      {naming && (
        <Suspense fallback={null}>
          <NameDialog uuid={uuid} kind={kind} onClose={() => setNaming(false)} />
        </Suspense>
      )}
    </Group>
  );
}
