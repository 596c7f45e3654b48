import { Alert, Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { isDraftRepositoryId } from '../../common/draftRepository';
import { editPath } from '../lib/paths';
import { formatDateTime, t } from '../i18n/translate';
import { useMe } from '../session';
import { useApiClient } from '../api/ClientContext';
import { describeError } from '../ui/errors';
import { notifyFailure } from '../ui/notify';
import { useBeginEdit, useDiscardEdit, useEdits } from './queries';

/** The caller's edit of this model in progress, if any; undefined where this console's server keeps no edits. */
function useEditOf(repositoryId: string, modelId: string) {
  const edits = useEdits();
  if (!edits.data) return { available: false, edit: undefined };
  // A draft's page names its repository by the alias; the edit keeps the draft repository's uuid.
  const sameRepository = (id: string) =>
    isDraftRepositoryId(repositoryId) ? isDraftRepositoryId(id) : id === repositoryId.toLowerCase();
  const edit = edits.data.edits.find(
    (candidate) => candidate.source.modelId === modelId.toLowerCase() && sameRepository(candidate.source.repositoryId),
  );
  return { available: true, edit };
}

/** Whether the signed-in identity may draft: a person the policy lets, any key (the service decides for keys). */
function useMayDraft() {
  const client = useApiClient();
  const me = useMe();
  return client.connection.credential.kind !== 'person' || me.data?.mayCreateDraft === true;
}

/** "Edit as draft" on a model's (or a draft's) page: begins an edit of it, or resumes the one in progress. */
export function EditAsDraftButton({ repositoryId, modelId }: { repositoryId: string; modelId: string }) {
  const navigate = useNavigate();
  const begin = useBeginEdit();
  const mayDraft = useMayDraft();
  const { available } = useEditOf(repositoryId, modelId);
  if (!available || !mayDraft) return null;
  return (
    <Button
      variant="light"
      loading={begin.isPending}
      onClick={() =>
        begin.mutate(
          { repositoryId, modelId },
          {
            onSuccess: ({ edit }) => void navigate(editPath(edit.uuid)),
            onError: (error) => notifyFailure(t('editor.beginFailed'), describeError(error, t('editor.beginAction'))),
          },
        )
      }
    >
      {t('editor.editAsDraft')}
    </Button>
  );
}

/** On a model's page: "You have unsubmitted changes from 3 Dec, 14:02", with Resume and Discard. */
export function UnsubmittedNotice({ repositoryId, modelId }: { repositoryId: string; modelId: string }) {
  const navigate = useNavigate();
  const discard = useDiscardEdit();
  const { edit } = useEditOf(repositoryId, modelId);
  if (!edit) return null;
  return (
    <Alert color="blue" title={t('editor.unsubmittedTitle')}>
      <Group justify="space-between">
        <Text size="sm">
          {t('editor.unsubmitted', {
            when: formatDateTime(edit.updatedAt, {
              dateStyle: undefined,
              timeStyle: undefined,
              day: 'numeric',
              month: 'short',
              hour: '2-digit',
              minute: '2-digit',
            }),
          })}
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={() => void navigate(editPath(edit.uuid))}>
            {t('editor.resume')}
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            loading={discard.isPending}
            onClick={() => discard.mutate(edit.uuid)}
          >
            {t('editor.discard')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
