import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { PersonPicker } from '../../components/PersonPicker';
import { useDirectory } from '../../features/directory/DirectoryContext';
import { resolvePicked } from '../../features/directory/directory';
import { useState } from 'react';
import { useCreateAccessor, useDeleteAccessor } from '../../api/queries/accessors';
import type { Accessor } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notifySuccess } from '../../components/notify';
import {
  accessorLabel,
  FLAGS_BY_GROUP,
  PRIVILEGE_GROUPS,
  PRIVILEGES,
  type PrivilegeFlag,
} from '../../features/accessors/pendingChanges';
import { describeWriteFailure } from '../../lib/errors';
import { UUID_EXAMPLE } from '../../lib/uuid';
import { FormDialog } from '../../components/FormDialog';

export function AddAccessorDialog({ repositoryId, onClose }: { repositoryId: string; onClose: () => void }) {
  const create = useCreateAccessor(repositoryId);
  const directory = useDirectory();
  const [user, setUser] = useState('');
  const [flags, setFlags] = useState<PrivilegeFlag[]>([]);
  const [error, setError] = useState<string>();
  const submit = async () => {
    const uuid = resolvePicked(directory.entries, 'user', user);
    if (!uuid) return setError(`Choose a user from the directory, or paste a user's uuid (like ${UUID_EXAMPLE}).`);
    setError(undefined);
    try {
      const created = await create.mutateAsync({
        type: 'user',
        user: uuid,
        privileges: Object.fromEntries(flags.map((f) => [f, true])),
      });
      notifySuccess(
        'Accessor added',
        `The ${accessorLabel(created, directory.nameOf)} now has access to this repository.`,
      );
      onClose();
    } catch (failure) {
      setError(
        describeWriteFailure(
          failure,
          'The service did not confirm; the list has been read again, check before adding again.',
        ),
      );
    }
  };
  return (
    <FormDialog
      title="Add a user accessor"
      submitLabel="Add accessor"
      busy={create.isPending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <PersonPicker kind="user" label="User" value={user} onChange={setUser} initialFocus />
      <Checkbox.Group label="Initial privileges" value={flags} onChange={(value) => setFlags(value as PrivilegeFlag[])}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
          {FLAGS_BY_GROUP.map(({ group, flags: inGroup }) => (
            <Stack key={group} gap="xs">
              <Text size="sm" fw={600}>
                {PRIVILEGE_GROUPS[group]}
              </Text>
              {inGroup.map((flag) => (
                <Checkbox
                  key={flag}
                  value={flag}
                  label={PRIVILEGES[flag].label}
                  description={PRIVILEGES[flag].description}
                />
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
  const label = accessorLabel(accessor, useDirectory().nameOf);
  return (
    <ConfirmDialog
      title="Remove accessor"
      confirmLabel="Remove"
      whenUnknown="The service did not confirm the removal; the list has been read again, check whether the accessor is still there."
      onConfirm={async () => {
        await remove.mutateAsync(accessor.uuid!);
        notifySuccess('Accessor removed', `The ${label} no longer has access to this repository.`);
      }}
      onClose={onClose}
    >
      <Text>Remove the {label} from this repository? Their privileges here end at once.</Text>
    </ConfirmDialog>
  );
}
