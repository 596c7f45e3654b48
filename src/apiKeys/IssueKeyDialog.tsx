import { SegmentedControl, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCreateApiKey } from './queries';
import type { ApiKeyCreated } from '../api/types';
import { notifySuccess } from '../ui/notify';
import { EXPIRY_PRESETS, expiryFrom } from './expiry';
import { describeWriteFailure } from '../ui/errors';
import { FormDialog } from '../ui/FormDialog';
import { t } from '../i18n/translate';

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
    if (name.trim() === '') return setError(t('issue.enterName'));
    const expiry = expiryFrom(preset === 'date' ? { date } : { days: Number(preset) });
    if (expiry.error) return setError(expiry.error);
    setError(undefined);
    try {
      const created = await create.mutateAsync({ applicationName: name.trim(), expiresAt: expiry.expiresAt! });
      notifySuccess(t('issue.issued'), t('issue.issuedText', { name: created.applicationName }));
      onCreated(created);
    } catch (failure) {
      setError(describeWriteFailure(failure, t('issue.unknown')));
    }
  };
  return (
    <FormDialog
      title={t('issue.title')}
      submitLabel={t('apiKeys.issue')}
      busy={create.isPending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        label={t('issue.applicationName')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        withAsterisk
        data-autofocus
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('issue.expires')}
        </Text>
        <SegmentedControl
          aria-label={t('issue.expiry')}
          value={preset}
          onChange={setPreset}
          data={[
            ...EXPIRY_PRESETS.map((days) => ({ value: String(days), label: t('issue.days', { days }) })),
            { value: 'date', label: t('issue.onDate') },
          ]}
        />
      </div>
      {preset === 'date' && (
        <TextInput
          type="date"
          label={t('issue.expiryDate')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
      )}
    </FormDialog>
  );
}
