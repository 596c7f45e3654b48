import { useState } from 'react';
import type { ApiClient } from '../api/client';
import { useApiClient } from '../api/ClientContext';
import { getModel, listModels } from '../api/endpoints/models';
import { isApiError } from '../api/errors';
import { useAcceptDraft } from '../models';
import { DRAFT_REPOSITORY } from '../repositories';
import type { Model } from '../api/types';
import { describeError } from '../ui/errors';
import { literalFilter } from '../list/filterMatch';
import { withSameTitle } from '../ui/titles';
import { isUuid } from '../../common/uuid';
import { ALL_USERS_GROUP } from '../directory';
import { t } from '../i18n/translate';

export type AcceptResult =
  /** In the target; `model` is missing only when a read-back could not tell which model is the new one. */
  | { state: 'accepted'; target: string; model?: Model; note?: string }
  /** The service said no: nothing happened. */
  | { state: 'rejected'; message: string }
  /** The answer was lost, and reading back shows that the draft was not accepted: it may be sent again. */
  | { state: 'not-accepted'; message: string }
  /** The answer was lost and reading back failed too: nobody knows, so nothing may be sent before the next read-back. */
  | { state: 'unknown'; target: string; message: string };

export interface AcceptRequest {
  target: string;
  draftId: string;
  draft: Model;
  group: string;
  /** The ids of the checks that failed and that the reviewer accepted anyway. */
  acceptedFailing?: readonly string[];
}

type Send = (request: {
  target: string;
  draftId: string;
  group: string;
  acceptedFailing?: readonly string[];
}) => Promise<Model>;

/**
 * After a lost answer: an archived draft was accepted (then the target's model with its title, made since, is
 * the new one); a draft still new was not. Anything else cannot be told.
 */
export async function readBack(
  client: ApiClient,
  { target, draftId, draft }: Omit<AcceptRequest, 'group'>,
): Promise<AcceptResult> {
  const reread = await getModel(client, DRAFT_REPOSITORY, draftId, { fields: 'status' }).catch(() => undefined);
  if (reread?.status === 'ARCHIVED') {
    const title = Object.values(draft.titles ?? {})
      .find((value) => value?.title?.trim())
      ?.title?.trim();
    const found = title
      ? await listModels(client, target, {
          fields: 'titles',
          filter: literalFilter(title),
          filterFields: 'titles',
          maxResults: 50,
        }).catch(() => undefined)
      : undefined;
    const same = found && withSameTitle(found.data, draft.titles);
    const note = t('accept.readBackAccepted');
    // Two models with its title: the draft's is one of them, and the review shows the repository rather than guess.
    return { state: 'accepted', target, model: same?.length === 1 ? same[0] : undefined, note };
  }
  if (reread?.status === 'NEW') {
    return {
      state: 'not-accepted',
      message: t('accept.readBackNotAccepted'),
    };
  }
  return {
    state: 'unknown',
    target,
    message: t('accept.readBackUnknown'),
  };
}

/** Sends one accept; a lost answer is read back, never sent again. */
export async function acceptOnce(
  client: ApiClient,
  send: Send,
  request: AcceptRequest,
  onReadBack?: () => void,
): Promise<AcceptResult> {
  const group = request.group.trim() || ALL_USERS_GROUP;
  if (!isUuid(group)) return { state: 'rejected', message: t('accept.chooseGroup') };
  try {
    const model = await send({
      target: request.target,
      draftId: request.draftId,
      group,
      acceptedFailing: request.acceptedFailing,
    });
    return { state: 'accepted', target: request.target, model };
  } catch (failure) {
    if (!(isApiError(failure) && failure.outcome === 'unknown'))
      return { state: 'rejected', message: describeError(failure) };
    onReadBack?.();
    return readBack(client, request);
  }
}

/**
 * Accepting one draft. After an unknown outcome nothing is said (and nothing is sent again) until the draft and
 * the target have been read back; if that fails too, only another read-back (`checkAgain`) is offered.
 */
export function useAcceptDraftFlow(draftId: string, draft: Model) {
  const client = useApiClient();
  const accept = useAcceptDraft();
  const [result, setResult] = useState<AcceptResult>();
  const [checking, setChecking] = useState(false);

  const settle = (outcome: AcceptResult) => {
    setChecking(false);
    setResult(outcome);
    return outcome;
  };

  /** Accepts, and says how it went (also as the hook's `result`). */
  async function submit(target: string, group: string, acceptedFailing?: readonly string[]): Promise<AcceptResult> {
    setResult(undefined);
    return settle(
      await acceptOnce(client, accept.mutateAsync, { target, draftId, draft, group, acceptedFailing }, () =>
        setChecking(true),
      ),
    );
  }

  /** Reads back after an outcome nobody knows. */
  async function checkAgain(): Promise<AcceptResult | undefined> {
    if (result?.state !== 'unknown') return undefined;
    setChecking(true);
    return settle(await readBack(client, { target: result.target, draftId, draft }));
  }

  return { submit, checkAgain, result, busy: accept.isPending || checking, reset: () => setResult(undefined) };
}
