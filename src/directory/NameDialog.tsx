import { Code, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormDialog } from '../ui/FormDialog';
import { notifySuccess } from '../ui/notify';
import { useDirectory } from './DirectoryContext';
import { checkEntry, type PersonKind } from './directory';
import { t, tRich } from '../i18n/translate';

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
      notifySuccess(t('name.saved'), t('name.savedText', { name: checked.entry.name, kind }));
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('name.notKept'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={t(known ? 'name.rename' : 'name.name', { kind })}
      submitLabel={t('name.save')}
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap={4}>
        <Text size="sm">
          {tRich('name.knows', { kind, uuid, code: (chunks) => <Code translate="no">{chunks}</Code> })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('name.kept')}
        </Text>
      </Stack>
      <TextInput
        label={t('name.label')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        withAsterisk
        data-autofocus
      />
      {kind === 'user' && (
        <TextInput
          label={t('name.email')}
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
      )}
    </FormDialog>
  );
}
