import { Code, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { notifySuccess } from '../../components/notify';
import { useDirectory } from '../../features/directory/DirectoryContext';
import { checkEntry, type PersonKind } from '../../features/directory/directory';

/** "Name this user…": a name (and a user's e-mail) for a uuid, kept in this browser's directory. */
export function NameDialog({ uuid, kind, onClose }: { uuid: string; kind: PersonKind; onClose: () => void }) {
  const directory = useDirectory();
  const known = directory.lookup(uuid);
  const [name, setName] = useState(known?.name ?? '');
  const [email, setEmail] = useState(known?.email ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    // One rule for an entry, typed or imported (see checkEntry).
    const checked = checkEntry({ uuid, kind, name, email: kind === 'user' ? email : '' });
    if ('problem' in checked) return setError(checked.problem);
    setBusy(true);
    try {
      await directory.save([checked.entry]);
      notifySuccess('Name saved', `${checked.entry.name} is shown for this ${kind} from now on, in this browser.`);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The name could not be kept in this browser.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={known ? `Rename this ${kind}` : `Name this ${kind}`}
      submitLabel="Save name"
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap={4}>
        <Text size="sm">
          The service knows this {kind} only by its uuid <Code>{uuid}</Code>.
        </Text>
        <Text size="sm" c="dimmed">
          The name is kept in this browser's directory; export it from the Directory page to share it.
        </Text>
      </Stack>
      <TextInput
        label="Name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        withAsterisk
        data-autofocus
      />
      {kind === 'user' && (
        <TextInput label="E-mail" inputMode="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
      )}
    </FormDialog>
  );
}
