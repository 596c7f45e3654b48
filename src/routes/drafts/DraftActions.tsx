import { Alert, Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../components/notify';
import { DRAFT_REPOSITORY, isDraftRepository, useCreateDraft } from '../../api/queries/models';
import { useLanguages, useRepositories } from '../../api/queries/repositories';
import type { Model } from '../../api/types';
import { useAcceptDraftFlow } from '../../features/drafts/useAcceptDraftFlow';
import { PersonPicker } from '../../components/PersonPicker';
import { useDirectory } from '../../features/directory/DirectoryContext';
import { ALL_USERS_GROUP, resolvePicked } from '../../features/directory/directory';
import { describeWriteFailure } from '../../lib/errors';
import { repositoryChoices } from '../../features/repositories/repositoryChoices';
import { lazyComponent } from '../../components/lazyComponent';
import { draftPath, modelPath } from '../../lib/paths';
import { FormDialog } from '../../components/FormDialog';

const PossibleDuplicates = lazyComponent(() => import('../search/PossibleDuplicates').then((m) => m.PossibleDuplicates), null);


function AcceptDialog({ draftId, draft, onClose }: { draftId: string; draft: Model; onClose: () => void }) {
  const repositories = useRepositories({ maxResults: 100, sortBy: 'name' });
  const flow = useAcceptDraftFlow(draftId, draft);
  const [target, setTarget] = useState<string | null>(null);
  const [groupChoice, setGroupChoice] = useState('all');
  const [group, setGroup] = useState('');
  const directory = useDirectory();
  const targets = repositoryChoices(repositories.data?.data, isDraftRepository);
  const navigate = useNavigate();
  const result = flow.result?.state === 'accepted' ? undefined : flow.result;
  // Accepted: the draft has left the review list, so the console goes where the model now is, and says so.
  const accept = async (chosen: string) => {
    const outcome = await flow.submit(chosen, groupChoice === 'all' ? ALL_USERS_GROUP : (resolvePicked(directory.entries, 'group', group) ?? group));
    if (outcome.state !== 'accepted') return;
    const into = targets.find((r) => r.uuid === outcome.target)?.label ?? outcome.target;
    notifySuccess('Draft accepted', `Accepted into ${into}.${outcome.note ? ` ${outcome.note}` : ''}`);
    onClose();
    void navigate(outcome.model?.uuid ? modelPath(outcome.target, outcome.model.uuid) : `/repositories/${outcome.target}`);
  };
  return (
    <Modal opened onClose={onClose} title="Accept draft into a repository" size="lg">
      <Stack>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (target) void accept(target);
          }}
        >
          <Stack>
            <Select
              label="Target repository"
              placeholder="Choose a repository"
              data={targets.map((r) => ({ value: r.uuid, label: r.label }))}
              value={target}
              onChange={setTarget}
              required
            />
            {target && <PossibleDuplicates draft={draft} target={target} />}
            <Radio.Group label="Permission group" value={groupChoice} onChange={setGroupChoice}>
              <Stack gap="xs" mt="xs">
                <Radio value="all" label="All Users (default)" />
                <Radio value="other" label="Another group" />
              </Stack>
            </Radio.Group>
            {groupChoice === 'other' && <PersonPicker kind="group" label="Group" value={group} onChange={setGroup} />}
            {result && <Alert color={result.state === 'rejected' ? 'red' : 'orange'} role="alert">{result.message}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>Cancel</Button>
              <Button type="submit" loading={flow.busy} disabled={!target}>Accept</Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}

/** The draft page's action: accept it, unless it is already archived. */
export function AcceptDraftButton({ draftId, draft }: { draftId: string; draft: Model }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {draft.status === 'ARCHIVED' ? (
        <Text c="dimmed" size="sm">Accepted (archived)</Text>
      ) : (
        <Button onClick={() => setOpen(true)}>Accept into…</Button>
      )}
      {open && <AcceptDialog draftId={draftId} draft={draft} onClose={() => setOpen(false)} />}
    </>
  );
}

function NewDraftDialog({ onClose }: { onClose: () => void }) {
  const languages = useLanguages(DRAFT_REPOSITORY);
  const create = useCreateDraft();
  const navigate = useNavigate();
  const [modelType, setModelType] = useState('GENERAL_MODEL');
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const defaultLanguage = languages.data?.find((l) => l.defaultLanguage);
  const submit = async () => {
    if (!defaultLanguage || !titles[defaultLanguage.uuid!]?.trim()) return setError(`Enter at least the ${defaultLanguage?.name ?? 'default'} title.`);
    if (!modelType.trim()) return setError('Enter the model type.');
    setError(undefined);
    const entries = Object.entries(titles).filter(([, title]) => title.trim() !== '');
    try {
      const draft = await create.mutateAsync({
        modelType: modelType.trim(),
        titles: Object.fromEntries(entries.map(([language, title]) => [language, language === defaultLanguage.uuid ? { title: title.trim() } : { title: title.trim(), translated: true }])),
      });
      notifySuccess('Draft created', `“${entries.find(([language]) => language === defaultLanguage.uuid)![1].trim()}” is ready for review.`);
      // A draft answered without its uuid (the schema allows it) is found in the list instead.
      navigate(draft.uuid ? draftPath(draft.uuid) : '/drafts');
    } catch (failure) {
      setError(describeWriteFailure(failure, 'The service did not confirm the draft; check the draft list before creating it again.'));
    }
  };
  return (
    <FormDialog title="New draft" submitLabel="Create draft" busy={create.isPending} error={error} onSubmit={submit} onClose={onClose}>
      <TextInput label="Model type" value={modelType} onChange={(e) => setModelType(e.currentTarget.value)} withAsterisk />
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
