import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApiClient } from '../api/ClientContext';
import { useAcceptDraft } from '../models';
import { loadDraftForReview } from './queries';
import type { Model } from '../api/types';
import { describeError } from '../ui/errors';
import type { RepositoryChoice } from '../repositories';
import { loadTargetForReview, runChecklist, type Checklist } from '../checks';
import { acceptOnce, readBack, type AcceptResult } from './useAcceptDraftFlow';
import { titleMap } from '../../common/indexedShapes';
import { reviewSubject, useReviewIndex } from './useDraftChecklist';
import { t } from '../i18n/translate';

/** Where one draft of a batch stands. */
export type BatchStep =
  | { step: 'unchecked' }
  | { step: 'checking' }
  | { step: 'checked' }
  | { step: 'waiting' }
  | { step: 'sending' }
  | { step: 'reading-back' }
  | { step: 'done'; outcome: AcceptResult }
  /** Not sent: its checks failed and it was not confirmed, or the batch stopped before it. */
  | { step: 'held'; reason: string };

export interface BatchRow {
  draftId: string;
  draft: Model;
  checklist?: Checklist;
  /** Why the checks could not run. */
  checkError?: string;
  status: BatchStep;
}

/** A draft whose checks failed or could not run goes only with an explicit "accept anyway". */
/** The ids of a checklist's failed checks: what a reviewer who confirms accepts anyway. */
export const failingChecks = (checklist: Checklist | undefined) =>
  checklist?.results.filter((result) => result.verdict === 'fail').map((result) => result.rule.id) ?? [];

export const needsConfirmation = (row: BatchRow) => row.checkError !== undefined || row.checklist?.verdict === 'fail';

/**
 * Accepting several drafts into one target for one group: every draft is checked first; then they are sent
 * one at a time (the scheduler keeps within the rate limit), each outcome told. The first outcome nobody
 * knows stops the batch: nothing more is sent until reading back has told what happened (`checkAgain`),
 * and then `run` goes on with what was not sent.
 */
export function useBatchAccept(drafts: readonly Model[]) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const accept = useAcceptDraft();
  const index = useReviewIndex();
  const [rows, setRows] = useState<BatchRow[]>(() =>
    drafts.flatMap((draft) =>
      draft.uuid ? [{ draftId: draft.uuid, draft, status: { step: 'unchecked' } as BatchStep }] : [],
    ),
  );
  const [busy, setBusy] = useState(false);
  // The rows as the running batch last left them: its loop reads them between awaits.
  const current = useRef(rows);
  const update = (draftId: string, patch: Partial<BatchRow>) => {
    current.current = current.current.map((row) => (row.draftId === draftId ? { ...row, ...patch } : row));
    setRows(current.current);
  };

  /** Runs the checklist on every draft against `target`. */
  async function check(target: RepositoryChoice) {
    setBusy(true);
    for (const row of current.current)
      update(row.draftId, { status: { step: 'checking' }, checklist: undefined, checkError: undefined });
    await Promise.all(
      current.current.map(async ({ draftId }) => {
        try {
          const draft = await loadDraftForReview(queryClient, client, draftId);
          const targetData = await loadTargetForReview(queryClient, client, target.uuid, draft.draft);
          const similar = await index.similar(Object.values(titleMap(draft.draft.titles)), { repository: target });
          const checklist = runChecklist(reviewSubject(draftId, draft, target, targetData, similar));
          update(draftId, { checklist, status: { step: 'checked' } });
        } catch (error) {
          update(draftId, { checkError: describeError(error), status: { step: 'checked' } });
        }
      }),
    );
    setBusy(false);
  }

  /** Sends the checked drafts not yet settled, one at a time; those `confirmed` go despite failed checks. */
  async function run(target: string, group: string, confirmed: ReadonlySet<string>) {
    setBusy(true);
    const pending = current.current.filter(
      (row) => row.status.step === 'checked' || row.status.step === 'waiting' || row.status.step === 'held',
    );
    for (const row of pending) update(row.draftId, { status: { step: 'waiting' } });
    for (const row of pending) {
      if (needsConfirmation(row) && !confirmed.has(row.draftId)) {
        update(row.draftId, {
          status: {
            step: 'held',
            reason: row.checkError ? t('batch.checksNotRun') : t('batch.checksFailed'),
          },
        });
        continue;
      }
      update(row.draftId, { status: { step: 'sending' } });
      const outcome = await acceptOnce(
        client,
        accept.mutateAsync,
        { target, draftId: row.draftId, draft: row.draft, group, acceptedFailing: failingChecks(row.checklist) },
        () => update(row.draftId, { status: { step: 'reading-back' } }),
      );
      update(row.draftId, { status: { step: 'done', outcome } });
      if (outcome.state === 'unknown') {
        for (const rest of current.current) {
          if (rest.status.step === 'waiting')
            update(rest.draftId, {
              status: { step: 'held', reason: t('batch.heldUnknown') },
            });
        }
        break;
      }
    }
    setBusy(false);
  }

  /** Reads back a draft whose outcome nobody knows. */
  async function checkAgain(draftId: string) {
    const row = current.current.find((r) => r.draftId === draftId);
    if (row?.status.step !== 'done' || row.status.outcome.state !== 'unknown') return;
    setBusy(true);
    update(draftId, { status: { step: 'reading-back' } });
    update(draftId, {
      status: {
        step: 'done',
        outcome: await readBack(client, { target: row.status.outcome.target, draftId, draft: row.draft }),
      },
    });
    setBusy(false);
  }

  const unknown = rows.find((row) => row.status.step === 'done' && row.status.outcome.state === 'unknown');
  return { rows, busy, check, run, checkAgain, unknown };
}
