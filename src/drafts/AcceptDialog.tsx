import { Alert, Anchor, Button, Checkbox, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Model } from '../api/types';
import { PersonPicker } from '../directory';
import { useDirectory } from '../directory';
import { useMayIn } from '../session';
import { ALL_USERS_GROUP, resolvePicked } from '../directory';
import type { DraftChecklist } from './useDraftChecklist';
import { useAcceptDraftFlow, type AcceptResult } from './useAcceptDraftFlow';
import { failingChecks } from './useBatchAccept';
import type { RepositoryChoice } from '../repositories';
import { shortUuid } from '../lib/uuid';
import { checklistCounts, verdictWord } from './ChecksPanel';
import { t, tRich } from '../i18n/translate';

/** The target and group, chosen once for one draft or a batch; said back in words before anything is sent. */
export function AcceptChoices({
  targets,
  target,
  onTarget,
  group,
  onGroup,
  count = 1,
}: {
  targets: readonly RepositoryChoice[];
  target: string | undefined;
  onTarget: (target: string | undefined) => void;
  group: string;
  onGroup: (group: string) => void;
  count?: number;
}) {
  const directory = useDirectory();
  const groupId = resolvePicked(directory.entries, 'group', group);
  const groupName = groupId
    ? (directory.nameOf(groupId) ?? t('acceptChoices.theGroup', { uuid: shortUuid(groupId) }))
    : undefined;
  const targetName = targets.find((choice) => choice.uuid === target)?.label;
  const mayIn = useMayIn();
  const refused = targets.filter((choice) => !mayIn(choice.uuid).acceptDraft);
  return (
    <Stack gap="sm">
      <Select
        label={t('acceptChoices.target')}
        placeholder={t('acceptChoices.choose')}
        data={targets.map((choice) => ({
          value: choice.uuid,
          label: choice.label,
          disabled: !mayIn(choice.uuid).acceptDraft,
        }))}
        description={refused.length > 0 ? t('acceptChoices.needsPublish', { count: refused.length }) : undefined}
        value={target ?? null}
        onChange={(value) => onTarget(value ?? undefined)}
        searchable
        required
      />
      <PersonPicker kind="group" label={t('acceptChoices.visibleTo')} value={group} onChange={onGroup} />
      {targetName && groupName && (
        <Alert color="blue" variant="light" aria-label={t('acceptChoices.what')}>
          {tRich('acceptChoices.sentence', {
            count,
            target: targetName,
            group: groupName,
            b: (chunks) => <b translate="no">{chunks}</b>,
          })}
        </Alert>
      )}
    </Stack>
  );
}

/** The checklist in brief, for the dialog: what failed or warns, and where the whole list is. */
function ChecksInBrief({ review, checksLink }: { review: DraftChecklist; checksLink: string }) {
  if (review.error)
    return (
      <Text size="sm" c="red">
        {t('acceptBrief.couldNotRun')}
      </Text>
    );
  if (!review.checklist)
    return (
      <Text size="sm" c="dimmed">
        {t('acceptBrief.running')}
      </Text>
    );
  const notable = review.checklist.results.filter((result) => result.verdict !== 'pass');
  return (
    <Stack gap={4} aria-label={t('acceptBrief.label')}>
      <Text size="sm">
        {t('acceptBrief.counts', { counts: checklistCounts(review.checklist) })}{' '}
        <Anchor component={Link} to={checksLink} size="sm">
          {t('acceptBrief.seeAll')}
        </Anchor>
      </Text>
      {notable.length > 0 && (
        <List size="sm" spacing={2}>
          {notable.map((result) => (
            <List.Item key={result.rule.id}>
              {tRich('acceptBrief.item', {
                verdict: verdictWord(result.verdict),
                summary: result.summary,
                b: (chunks) => (
                  <Text span size="sm" fw={600}>
                    {chunks}
                  </Text>
                ),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** Accepting one draft: where, for whom, what the checks said, and an explicit "Accept anyway" past a failed check. */
export function AcceptDialog({
  draftId,
  draft,
  targets,
  target,
  onTarget,
  review,
  checksLink,
  onAccepted,
  onClose,
}: {
  draftId: string;
  draft: Model;
  targets: readonly RepositoryChoice[];
  target: string | undefined;
  onTarget: (target: string | undefined) => void;
  review: DraftChecklist;
  checksLink: string;
  onAccepted: (outcome: Extract<AcceptResult, { state: 'accepted' }>) => void;
  onClose: () => void;
}) {
  const flow = useAcceptDraftFlow(draftId, draft);
  const directory = useDirectory();
  const [group, setGroup] = useState(ALL_USERS_GROUP);
  const [anyway, setAnyway] = useState(false);
  const failed = review.checklist?.verdict === 'fail';
  const result = flow.result?.state === 'accepted' ? undefined : flow.result;
  const settled = async (outcome: AcceptResult | undefined) => {
    if (outcome?.state === 'accepted') onAccepted(outcome);
  };
  const accept = async () => {
    if (!target) return;
    const acceptedFailing = failingChecks(review.checklist);
    await settled(
      await flow.submit(target, resolvePicked(directory.entries, 'group', group) ?? group, acceptedFailing),
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('accept.title')} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (result?.state === 'unknown') void flow.checkAgain().then(settled);
          else void accept();
        }}
      >
        <Stack>
          <AcceptChoices targets={targets} target={target} onTarget={onTarget} group={group} onGroup={setGroup} />
          {target && <ChecksInBrief review={review} checksLink={checksLink} />}
          {target && failed && (
            <Checkbox
              label={t('accept.anywayCheckbox')}
              checked={anyway}
              onChange={(e) => setAnyway(e.currentTarget.checked)}
            />
          )}
          {result && (
            <Alert color={result.state === 'rejected' ? 'red' : 'orange'} role="alert">
              {result.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            {result?.state === 'unknown' ? (
              <Button type="submit" loading={flow.busy}>
                {t('accept.checkAgain')}
              </Button>
            ) : (
              <Button
                type="submit"
                loading={flow.busy}
                disabled={!target || (failed && !anyway)}
                color={failed ? 'red' : undefined}
              >
                {t(failed ? 'accept.anyway' : 'accept.accept')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
