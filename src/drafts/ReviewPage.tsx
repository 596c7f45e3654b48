import { Alert, Anchor, Badge, Button, Group, Select, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { DRAFT_REPOSITORY } from '../repositories';
import { DRAFT_REPOSITORY_UUID } from '../../common/draftRepository';
import {
  ConversationPanel,
  openCommentsByAnchor,
  previousRevision,
  ProposalHeader,
  useConversation,
  useMarkSeen,
  useProposal,
} from '../proposals';
import { MovedOnNotice } from './MovedOnNotice';
import { useCanvasSide } from './useCanvasSide';
import { diffSide } from './comparison';
import { useDraftForReview } from './queries';
import { lazyComponent } from '../ui/lazyComponent';
import { notifySuccess } from '../ui/notify';
import type { AcceptResult } from './useAcceptDraftFlow';
import { useDraftChecklist, useTargets } from './useDraftChecklist';
import { useReviewState } from './useReviewState';
import type { ModelView } from '../models';
import { modelPath, repositoryPath } from '../lib/paths';
import { readModelView, writeModelView } from '../lib/urlState';
import { ModelPage } from '../models';
import { AcceptDialog } from './AcceptDialog';
import { ChecksPanel, VERDICT_LOOK } from './ChecksPanel';
import { t } from '../i18n/translate';
import { WaitingSpinner } from '../ui/Waiting';

const ComparePanel = lazyComponent(
  () => import('./ComparePanel').then((m) => m.ComparePanel),
  <WaitingSpinner what="reviewPage.loadingComparison" height={300} />,
);

type Accepted = Extract<AcceptResult, { state: 'accepted' }>;

/** After accepting: where the new model is (or its repository, when a read-back could not tell which it is). */
function AcceptedNotice({ accepted, targetName }: { accepted: Accepted; targetName: string }) {
  return (
    <Alert color="teal" title={t('reviewPage.accepted')} role="status">
      <Text size="sm">
        {t('reviewPage.acceptedText', { target: targetName })}
        {accepted.note ? ` ${accepted.note}` : ''}{' '}
        {accepted.model?.uuid ? (
          <Anchor component={Link} to={modelPath(accepted.target, accepted.model.uuid)}>
            {t('reviewPage.openNew')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={repositoryPath(accepted.target)}>
            {t('reviewPage.openTarget', { target: targetName })}
          </Anchor>
        )}
      </Text>
    </Alert>
  );
}

/**
 * A draft for review: the target it would go into (in the URL), the checks against that target, a comparison
 * with one of the target's models, and Accept, which says what it does before it does it.
 */
export function ReviewPage() {
  const draftId = useParams().modelId!;
  const review = useReviewState();
  const { targets } = useTargets();
  const checklist = useDraftChecklist(draftId, review.target);
  const [accepting, setAccepting] = useState(false);
  const [accepted, setAccepted] = useState<Accepted>();
  const [params] = useSearchParams();
  const targetName = (uuid: string | undefined) => targets.find((choice) => choice.uuid === uuid)?.label ?? uuid ?? '';
  const checksLink = `?${writeModelView({ ...readModelView(params), tab: 'checks' }, params).toString()}`;
  const proposal = useProposal(draftId).data;
  const conversation = useConversation(draftId, Boolean(proposal)).data;
  useMarkSeen(draftId, conversation?.unread);
  const canvasSide = useCanvasSide(draftId);
  const comments = useMemo(() => conversation && openCommentsByAnchor(conversation.notes), [conversation]);
  const reviewed = useDraftForReview(draftId).data;
  const draftSide = useMemo(() => reviewed && diffSide(reviewed), [reviewed]);
  // A proposed change is reviewed against the model it changes, in its repository, unless the reviewer chose another.
  useEffect(() => {
    if (!proposal || review.target || proposal.source.repositoryId === DRAFT_REPOSITORY_UUID) return;
    review.update({ target: proposal.source.repositoryId, compare: proposal.source.modelId }, true);
  }, [proposal, review]);
  const verdict = checklist.checklist?.verdict;

  const actions = (view: ModelView) => {
    const draft = view.model.data;
    if (!draft) return null;
    if (draft.status === 'ARCHIVED')
      return (
        <Badge color="gray" size="lg" tt="none">
          {t('reviewPage.archived')}
        </Badge>
      );
    // A proposal no longer waiting, or its author's own where the installation does not allow that, is not accepted.
    const refused = Boolean(conversation && !conversation.may.accept);
    return (
      <>
        <Button
          onClick={() => setAccepting(true)}
          disabled={refused}
          title={refused ? t('reviewPage.notYours') : undefined}
        >
          {t('reviewPage.acceptInto')}
        </Button>
        {accepting && (
          <AcceptDialog
            draftId={draftId}
            draft={draft}
            targets={targets}
            target={review.target}
            onTarget={(target) => review.update({ target, compare: undefined, change: undefined })}
            review={checklist}
            checksLink={checksLink}
            onAccepted={(outcome) => {
              setAccepting(false);
              setAccepted(outcome);
              notifySuccess(
                t('reviewPage.accepted'),
                t('reviewPage.acceptedInto', { target: targetName(outcome.target) }) +
                  (outcome.note ? ` ${outcome.note}` : ''),
              );
            }}
            onClose={() => setAccepting(false)}
          />
        )}
      </>
    );
  };

  return (
    <ModelPage
      repositoryId={DRAFT_REPOSITORY}
      subject="draft"
      back={{ to: '/drafts', label: t('reviewPage.back') }}
      actions={actions}
      canvasExtras={
        conversation && comments
          ? {
              comments,
              aside: <ConversationPanel draftId={draftId} conversation={conversation} canvas={canvasSide} />,
            }
          : undefined
      }
      above={() => (
        <>
          {accepted && <AcceptedNotice accepted={accepted} targetName={targetName(accepted.target)} />}
          {proposal && <ProposalHeader draftId={draftId} proposal={proposal} conversation={conversation} />}
          {proposal && (
            <MovedOnNotice
              draftId={draftId}
              proposal={proposal}
              draft={draftSide}
              mayUpdate={Boolean(conversation?.may.revise)}
              language={checklist.subject?.target.languages.find((language) => language.defaultLanguage)?.uuid}
            />
          )}
          <Group align="flex-end" gap="sm">
            <Select
              label={t('reviewPage.target')}
              placeholder={t('reviewPage.targetPlaceholder')}
              data={targets.map((choice) => ({ value: choice.uuid, label: choice.label }))}
              value={review.target ?? null}
              onChange={(target) =>
                review.update({ target: target ?? undefined, compare: undefined, change: undefined })
              }
              searchable
              w={340}
            />
            {verdict && (
              <Badge color={VERDICT_LOOK[verdict].color} variant="light" size="lg" tt="none" mb={6}>
                {t(
                  verdict === 'pass'
                    ? 'reviewPage.allPassed'
                    : verdict === 'warn'
                      ? 'reviewPage.passedWithWarnings'
                      : 'reviewPage.aFailed',
                )}
              </Badge>
            )}
          </Group>
        </>
      )}
      extraTabs={() => [
        {
          value: 'checks',
          label: (
            <Group gap={6} wrap="nowrap">
              {t('reviewPage.checks')}
              {verdict && verdict !== 'pass' && (
                <Badge
                  size="xs"
                  color={VERDICT_LOOK[verdict].color}
                  tt="none"
                  aria-label={t(verdict === 'fail' ? 'reviewPage.failedBadge' : 'reviewPage.warningsBadge')}
                >
                  {verdict === 'fail' ? checklist.checklist!.counts.fail : checklist.checklist!.counts.warn}
                </Badge>
              )}
            </Group>
          ),
          panel: <ChecksPanel target={review.target} review={checklist} />,
        },
        {
          value: 'compare',
          label: t('reviewPage.compare'),
          panel: (
            <ComparePanel
              review={checklist}
              previousDraftId={conversation ? previousRevision(conversation, draftId) : undefined}
            />
          ),
        },
      ]}
    />
  );
}
