import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { PersonPicker } from '../directory';
import { useDirectory } from '../directory';
import { resolvePicked } from '../directory';
import { useState } from 'react';
import { useCreateAccessor, useDeleteAccessor } from './queries';
import type { Accessor } from '../api/types';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { notifySuccess } from '../ui/notify';
import {
  accessorWords,
  FLAGS_BY_GROUP,
  groupLabel,
  flagLabel,
  flagExplanation,
  type PrivilegeFlag,
} from './pendingChanges';
import { describeWriteFailure } from '../ui/errors';
import { UUID_EXAMPLE } from '../lib/uuid';
import { FormDialog } from '../ui/FormDialog';
import { t } from '../i18n/translate';

export function AddAccessorDialog({ repositoryId, onClose }: { repositoryId: string; onClose: () => void }) {
  const create = useCreateAccessor(repositoryId);
  const directory = useDirectory();
  const [user, setUser] = useState('');
  const [flags, setFlags] = useState<PrivilegeFlag[]>([]);
  const [error, setError] = useState<string>();
  const submit = async () => {
    const uuid = resolvePicked(directory.entries, 'user', user);
    if (!uuid) return setError(t('accessor.chooseUser', { example: UUID_EXAMPLE }));
    setError(undefined);
    try {
      const created = await create.mutateAsync({
        type: 'user',
        user: uuid,
        privileges: Object.fromEntries(flags.map((f) => [f, true])),
      });
      notifySuccess(t('accessor.added'), t('accessor.addedText', accessorWords(created, directory.nameOf)));
      onClose();
    } catch (failure) {
      setError(describeWriteFailure(failure, t('accessor.addUnknown')));
    }
  };
  return (
    <FormDialog
      title={t('accessor.addTitle')}
      submitLabel={t('accessor.add')}
      busy={create.isPending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <PersonPicker kind="user" label={t('accessor.user')} value={user} onChange={setUser} initialFocus />
      <Checkbox.Group
        label={t('accessor.initialPrivileges')}
        value={flags}
        onChange={(value) => setFlags(value as PrivilegeFlag[])}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
          {FLAGS_BY_GROUP.map(({ group, flags: inGroup }) => (
            <Stack key={group} gap="xs">
              <Text size="sm" fw={600}>
                {groupLabel(group)}
              </Text>
              {inGroup.map((flag) => (
                <Checkbox key={flag} value={flag} label={flagLabel(flag)} description={flagExplanation(flag)} />
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </FormDialog>
  );
}

export function RemoveAccessorDialog({
  repositoryId,
  accessor,
  onClose,
}: {
  repositoryId: string;
  accessor: Accessor;
  onClose: () => void;
}) {
  const remove = useDeleteAccessor(repositoryId);
  const words = accessorWords(accessor, useDirectory().nameOf);
  return (
    <ConfirmDialog
      title={t('accessor.removeTitle')}
      confirmLabel={t('accessor.removeConfirm')}
      whenUnknown={t('accessor.removeUnknown')}
      onConfirm={async () => {
        await remove.mutateAsync(accessor.uuid!);
        notifySuccess(t('accessor.removed'), t('accessor.removedText', words));
      }}
      onClose={onClose}
    >
      <Text>{t('accessor.removeQuestion', words)}</Text>
    </ConfirmDialog>
  );
}
