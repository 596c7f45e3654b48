import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../ui/notify';
import { useCreateDraft } from '../models';
import { DRAFT_REPOSITORY } from '../repositories';
import { useLanguages } from '../repositories';
import { describeWriteFailure } from '../ui/errors';
import { draftPath } from '../lib/paths';
import { FormDialog } from '../ui/FormDialog';
import { t } from '../i18n/translate';

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
      return setError(t('newDraft.enterTitle', { language: defaultLanguage?.name ?? t('newDraft.default') }));
    if (!modelType.trim()) return setError(t('newDraft.enterType'));
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
        t('newDraft.created'),
        t('newDraft.createdText', {
          title: entries.find(([language]) => language === defaultLanguage.uuid)![1].trim(),
        }),
      );
      // A draft answered without its uuid (the schema allows it) is found in the list instead.
      void navigate(draft.uuid ? draftPath(draft.uuid) : '/drafts');
    } catch (failure) {
      setError(describeWriteFailure(failure, t('newDraft.unknown')));
    }
  };
  return (
    <FormDialog
      title={t('newDraft.title')}
      submitLabel={t('newDraft.create')}
      // Until the draft repository's languages are in, it is not known which title is required: a submit waits.
      busy={create.isPending || languages.isPending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        label={t('models.modelType')}
        value={modelType}
        onChange={(e) => setModelType(e.currentTarget.value)}
        withAsterisk
      />
      {(languages.data ?? []).map((language) => (
        <TextInput
          key={language.uuid}
          label={t(language.defaultLanguage ? 'newDraft.titleInDefault' : 'newDraft.titleIn', {
            language: language.name,
          })}
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
      <Button onClick={() => setOpen(true)}>{t('newDraft.title')}</Button>
      {open && <NewDraftDialog onClose={() => setOpen(false)} />}
    </>
  );
}
