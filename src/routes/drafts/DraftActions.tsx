import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../components/notify';
import { DRAFT_REPOSITORY, useCreateDraft } from '../../api/queries/models';
import { useLanguages } from '../../api/queries/repositories';
import { describeWriteFailure } from '../../lib/errors';
import { draftPath } from '../../lib/paths';
import { FormDialog } from '../../components/FormDialog';

function NewDraftDialog({ onClose }: { onClose: () => void }) {
  const languages = useLanguages(DRAFT_REPOSITORY);
  const create = useCreateDraft();
  const navigate = useNavigate();
  const [modelType, setModelType] = useState('GENERAL_MODEL');
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const defaultLanguage = languages.data?.find((l) => l.defaultLanguage);
  const submit = async () => {
    if (!defaultLanguage || !titles[defaultLanguage.uuid!]?.trim())
      return setError(`Enter at least the ${defaultLanguage?.name ?? 'default'} title.`);
    if (!modelType.trim()) return setError('Enter the model type.');
    setError(undefined);
    const entries = Object.entries(titles).filter(([, title]) => title.trim() !== '');
    try {
      const draft = await create.mutateAsync({
        modelType: modelType.trim(),
        titles: Object.fromEntries(
          entries.map(([language, title]) => [
            language,
            language === defaultLanguage.uuid ? { title: title.trim() } : { title: title.trim(), translated: true },
          ]),
        ),
      });
      notifySuccess(
        'Draft created',
        `“${entries.find(([language]) => language === defaultLanguage.uuid)![1].trim()}” is ready for review.`,
      );
      // A draft answered without its uuid (the schema allows it) is found in the list instead.
      void navigate(draft.uuid ? draftPath(draft.uuid) : '/drafts');
    } catch (failure) {
      setError(
        describeWriteFailure(
          failure,
          'The service did not confirm the draft; check the draft list before creating it again.',
        ),
      );
    }
  };
  return (
    <FormDialog
      title="New draft"
      submitLabel="Create draft"
      busy={create.isPending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        label="Model type"
        value={modelType}
        onChange={(e) => setModelType(e.currentTarget.value)}
        withAsterisk
      />
      {(languages.data ?? []).map((language) => (
        <TextInput
          key={language.uuid}
          label={`Title (${language.name}${language.defaultLanguage ? ', default' : ''})`}
          value={titles[language.uuid] ?? ''}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setTitles((current) => ({ ...current, [language.uuid]: value }));
          }}
          withAsterisk={language.defaultLanguage}
        />
      ))}
    </FormDialog>
  );
}

export function NewDraftButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New draft</Button>
      {open && <NewDraftDialog onClose={() => setOpen(false)} />}
    </>
  );
}
