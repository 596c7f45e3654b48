import { SegmentedControl, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCreateApiKey } from '../../api/queries/apiKeys';
import type { ApiKeyCreated } from '../../api/types';
import { notifySuccess } from '../../components/notify';
import { EXPIRY_PRESETS, expiryFrom } from '../../features/apiKeys/expiry';
import { describeWriteFailure } from '../../lib/errors';
import { FormDialog } from '../../components/FormDialog';

export function IssueKeyDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (key: ApiKeyCreated) => void;
}) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [preset, setPreset] = useState<string>('90');
  const [date, setDate] = useState('');
  const [error, setError] = useState<string>();
  const submit = async () => {
    if (name.trim() === '') return setError('Enter the application name.');
    const expiry = expiryFrom(preset === 'date' ? { date } : { days: Number(preset) });
    if (expiry.error) return setError(expiry.error);
    setError(undefined);
    try {
      const created = await create.mutateAsync({ applicationName: name.trim(), expiresAt: expiry.expiresAt! });
      notifySuccess('Key issued', `${created.applicationName} has a new key; store its secret now.`);
      onCreated(created);
    } catch (failure) {
      setError(
        describeWriteFailure(
          failure,
          'The service did not confirm the key. It may exist now: check the list before issuing another one.',
        ),
      );
    }
  };
  return (
    <FormDialog
      title="Issue an API key"
      submitLabel="Issue key"
      busy={create.isPending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        label="Application name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        withAsterisk
        data-autofocus
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          Expires
        </Text>
        <SegmentedControl
          aria-label="Expiry"
          value={preset}
          onChange={setPreset}
          data={[
            ...EXPIRY_PRESETS.map((days) => ({ value: String(days), label: `${days} days` })),
            { value: 'date', label: 'On a date' },
          ]}
        />
      </div>
      {preset === 'date' && (
        <TextInput type="date" label="Expiry date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
      )}
    </FormDialog>
  );
}
