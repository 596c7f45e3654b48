import { Alert, Anchor, Badge, Button, Checkbox, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useDirectory } from '../directory';
import { ALL_USERS_GROUP, resolvePicked } from '../directory';
import { needsConfirmation, useBatchAccept, type BatchRow } from './useBatchAccept';
import { useTargets } from './useDraftChecklist';
import { modelPath } from '../lib/paths';
import type { ModelRow } from '../models';
import { AcceptChoices } from './AcceptDialog';
import { checklistCounts, VERDICT_LOOK, verdictWord } from './ChecksPanel';
import { t } from '../i18n/translate';

function ChecksCell({ row }: { row: BatchRow }) {
  if (row.checkError)
    return (
      <Text size="sm" fw={600}>
        {t('batchAccept.couldNotRun', { reason: row.checkError })}
      </Text>
    );
  if (row.status.step === 'checking')
    return (
      <Text size="sm" c="dimmed">
        {t('batchAccept.checking')}
      </Text>
    );
  if (!row.checklist)
    return (
      <Text size="sm" c="dimmed">
        {t('batchAccept.notChecked')}
      </Text>
    );
  const notable = row.checklist.results.filter((result) => result.verdict !== 'pass');
  return (
    <Stack gap={0}>
      <Group gap={6}>
        <Badge color={VERDICT_LOOK[row.checklist.verdict].color} variant="light" size="sm" tt="none">
          {verdictWord(row.checklist.verdict)}
        </Badge>
        <Text size="sm">{checklistCounts(row.checklist)}</Text>
      </Group>
      {notable.map((result) => (
        <Text key={result.rule.id} size="xs">
          {t('batchAccept.notable', { verdict: verdictWord(result.verdict), summary: result.summary })}
        </Text>
      ))}
    </Stack>
  );
}

function OutcomeCell({ row, onCheckAgain, busy }: { row: BatchRow; onCheckAgain: () => void; busy: boolean }) {
  const status = row.status;
  switch (status.step) {
    case 'unchecked':
    case 'checking':
    case 'checked':
      return (
        <Text size="sm" c="dimmed">
          {t('batchAccept.notSent')}
        </Text>
      );
    case 'waiting':
      return (
        <Text size="sm" c="dimmed">
          {t('batchAccept.waiting')}
        </Text>
      );
    case 'sending':
      return <Text size="sm">{t('batchAccept.sending')}</Text>;
    case 'reading-back':
      return <Text size="sm">{t('batchAccept.readingBack')}</Text>;
    case 'held':
      return (
        <Text size="sm" c="dimmed">
          {status.reason}
        </Text>
      );
    case 'done': {
      const outcome = status.outcome;
      if (outcome.state === 'accepted') {
        return (
          <Text size="sm">
            <Badge color="teal" variant="light" size="sm" tt="none">
              {t('batchAccept.accepted')}
            </Badge>{' '}
            {outcome.note ? `${t('batchAccept.afterReadingBack')} ` : ''}
            {outcome.model?.uuid ? (
              <Anchor component={Link} to={modelPath(outcome.target, outcome.model.uuid)} target="_blank" size="sm">
                {t('batchAccept.openNew')}
              </Anchor>
            ) : null}
          </Text>
        );
      }
      if (outcome.state === 'unknown') {
        return (
          <Stack gap={4} align="flex-start">
            <Text size="sm" fw={600}>
              {outcome.message}
            </Text>
            <Button size="xs" onClick={onCheckAgain} loading={busy}>
              {t('accept.checkAgain')}
            </Button>
          </Stack>
        );
      }
      return <Text size="sm">{outcome.message}</Text>;
    }
  }
}

/** Accepting the drafts selected in the list: one target and group, every draft checked, then sent one at a time. */
export function BatchAcceptDialog({
  drafts,
  onClose,
}: {
  drafts: readonly ModelRow[];
  onClose: (sent: boolean) => void;
}) {
  const { targets } = useTargets();
  const directory = useDirectory();
  const batch = useBatchAccept(drafts.map((row) => row.model));
  const [target, setTarget] = useState<string>();
  const [group, setGroup] = useState(ALL_USERS_GROUP);
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const chosen = targets.find((choice) => choice.uuid === target);
  const titleOf = (draftId: string) =>
    drafts.find((row) => row.model.uuid === draftId)?.title?.text ?? t('missing.noTitle');

  useEffect(() => {
    if (chosen) void batch.check(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked again only when the target changes
  }, [chosen?.uuid]);

  const checked = batch.rows.every((row) => row.checklist || row.checkError);
  const settled = batch.rows.filter((row) => row.status.step === 'done').length;
  const sendable = batch.rows.filter(
    (row) =>
      ['checked', 'held', 'waiting'].includes(row.status.step) &&
      (!needsConfirmation(row) || confirmed.has(row.draftId)),
  );
  const started =
    settled > 0 || batch.rows.some((row) => row.status.step === 'sending' || row.status.step === 'reading-back');
  const accepted = batch.rows.filter(
    (row) => row.status.step === 'done' && row.status.outcome.state === 'accepted',
  ).length;
  return (
    <Modal
      opened
      onClose={() => onClose(started)}
      title={t('batchAccept.title', { count: drafts.length })}
      size="xl"
      closeOnClickOutside={!batch.busy}
    >
      <Stack>
        <AcceptChoices
          targets={targets}
          target={target}
          onTarget={setTarget}
          group={group}
          onGroup={setGroup}
          count={drafts.length}
        />
        {target && (
          <Table aria-label={t('batchAccept.table')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('batchAccept.draft')}</Table.Th>
                <Table.Th>{t('batchAccept.checks')}</Table.Th>
                <Table.Th>{t('batchAccept.anyway')}</Table.Th>
                <Table.Th>{t('bulkRevoke.outcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {batch.rows.map((row) => (
                <Table.Tr key={row.draftId}>
                  <Table.Td>{titleOf(row.draftId)}</Table.Td>
                  <Table.Td>
                    <ChecksCell row={row} />
                  </Table.Td>
                  <Table.Td>
                    {needsConfirmation(row) && (
                      <Checkbox
                        aria-label={t('batchAccept.anywayFor', { title: titleOf(row.draftId) })}
                        checked={confirmed.has(row.draftId)}
                        disabled={batch.busy || row.status.step === 'done'}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          setConfirmed((current) => {
                            const next = new Set(current);
                            if (on) next.add(row.draftId);
                            else next.delete(row.draftId);
                            return next;
                          });
                        }}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    <OutcomeCell row={row} busy={batch.busy} onCheckAgain={() => void batch.checkAgain(row.draftId)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {started && (
          <Stack gap={4}>
            <Progress value={(settled / batch.rows.length) * 100} aria-label={t('batchAccept.settledLabel')} />
            <Text size="sm" aria-live="polite">
              {t('batchAccept.settled', { settled, total: batch.rows.length, accepted })}
            </Text>
          </Stack>
        )}
        {batch.unknown && (
          <Alert color="red" role="alert" title={t('batchAccept.stopped')}>
            {t('batchAccept.stoppedText', { title: titleOf(batch.unknown.draftId) })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(started)} disabled={batch.busy}>
            {t(started ? 'common.close' : 'common.cancel')}
          </Button>
          <Button
            disabled={!target || !checked || batch.busy || sendable.length === 0 || Boolean(batch.unknown)}
            loading={batch.busy && started}
            onClick={() =>
              void batch.run(target!, resolvePicked(directory.entries, 'group', group) ?? group, confirmed)
            }
          >
            {started
              ? t('batchAccept.rest', { count: sendable.length })
              : t('batchAccept.send', { count: sendable.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
