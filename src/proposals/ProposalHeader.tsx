import { Alert, Anchor, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Conversation, Proposal } from '../api/consoleServer/types';
import { COMMENT_MAX_LENGTH } from '../../common/proposals';
import { formatDateTime, t } from '../i18n/translate';
import { draftPath, editPath } from '../lib/paths';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { describeError } from '../ui/errors';
import { FormDialog } from '../ui/FormDialog';
import { ProposalLine } from './ProposalLine';
import { ProposalStateBadge } from './ProposalStateBadge';
import { useProposalDecisions } from './queries';

/** Begins a revision and opens it in the editor (which lists what did not replay, where it replays on the model). */
export function useStartRevision(draftId: string) {
  const { revise } = useProposalDecisions(draftId);
  const navigate = useNavigate();
  return {
    revise,
    start: (onto: 'proposal' | 'model') =>
      revise.mutate(onto, {
        onSuccess: ({ edit }) => void navigate(editPath(edit.uuid)),
      }),
  };
}

/** Request changes: what the author is to change, required. */
function RequestChangesDialog({ draftId, onClose }: { draftId: string; onClose(): void }) {
  const { requestChanges } = useProposalDecisions(draftId);
  const [comment, setComment] = useState('');
  const [empty, setEmpty] = useState(false);
  return (
    <FormDialog
      title={t('proposalActions.requestChanges')}
      submitLabel={t('proposalActions.requestChanges')}
      busy={requestChanges.isPending}
      error={
        empty
          ? t('proposalActions.commentNeeded')
          : requestChanges.error
            ? describeError(requestChanges.error, t('proposalActions.requestChangesAction'))
            : undefined
      }
      onSubmit={() => {
        setEmpty(!comment.trim());
        if (comment.trim()) requestChanges.mutate(comment.trim(), { onSuccess: onClose });
      }}
      onClose={onClose}
    >
      <Textarea
        label={t('proposalActions.whatToChange')}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        autosize
        minRows={3}
        maxLength={COMMENT_MAX_LENGTH}
        data-autofocus
      />
    </FormDialog>
  );
}

/**
 * A proposal's head on its review: what it changes and why, its state in words, its revisions, and what the
 * reader may do with it (a reviewer requests changes; its author revises or withdraws it).
 */
export function ProposalHeader({
  draftId,
  proposal,
  conversation,
}: {
  draftId: string;
  proposal: Proposal;
  conversation: Conversation | null | undefined;
}) {
  const [dialog, setDialog] = useState<'requestChanges' | 'withdraw'>();
  const { withdraw } = useProposalDecisions(draftId);
  const revision = useStartRevision(draftId);
  const navigate = useNavigate();
  const may = conversation?.may;
  const revisions = conversation?.revisions ?? [];
  const latest = conversation && conversation.latestDraftId !== draftId ? conversation.latestDraftId : undefined;
  return (
    <Stack gap="xs" data-testid="proposal-header">
      <ProposalLine proposal={proposal} />
      <Group gap="sm" align="flex-end">
        {conversation && <ProposalStateBadge state={conversation.state} size="lg" />}
        {revisions.length > 1 && (
          <Select
            label={t('proposalActions.revision')}
            data={revisions.map((each, n) => ({
              value: each.draftId,
              label: t('proposalActions.revisionOf', {
                n: n + 1,
                count: revisions.length,
                when: formatDateTime(each.submittedAt),
              }),
            }))}
            value={draftId}
            onChange={(next) => next && next !== draftId && void navigate(draftPath(next))}
            allowDeselect={false}
            w={280}
          />
        )}
        {may?.requestChanges && (
          <Button variant="light" color="orange" onClick={() => setDialog('requestChanges')}>
            {t('proposalActions.requestChanges')}
          </Button>
        )}
        {may?.revise && (
          <Button variant="light" loading={revision.revise.isPending} onClick={() => revision.start('proposal')}>
            {t('proposalActions.revise')}
          </Button>
        )}
        {may?.withdraw && (
          <Button variant="subtle" color="red" onClick={() => setDialog('withdraw')}>
            {t('proposalActions.withdraw')}
          </Button>
        )}
      </Group>
      {revision.revise.error && (
        <Alert color="red" role="alert">
          {describeError(revision.revise.error, t('proposalActions.reviseAction'))}
        </Alert>
      )}
      {latest && (
        <Alert color="gray" title={t('proposalActions.supersededTitle')}>
          <Text size="sm">
            {t('proposalActions.supersededText')}{' '}
            <Anchor component={Link} to={draftPath(latest)}>
              {t('proposalActions.openLatest')}
            </Anchor>
          </Text>
        </Alert>
      )}
      {dialog === 'requestChanges' && <RequestChangesDialog draftId={draftId} onClose={() => setDialog(undefined)} />}
      {dialog === 'withdraw' && (
        <ConfirmDialog
          title={t('proposalActions.withdrawTitle')}
          confirmLabel={t('proposalActions.withdraw')}
          whenUnknown={t('proposalActions.withdrawUnknown')}
          onConfirm={() => withdraw.mutateAsync(undefined)}
          onClose={() => setDialog(undefined)}
        >
          <Text size="sm">{t('proposalActions.withdrawText')}</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
