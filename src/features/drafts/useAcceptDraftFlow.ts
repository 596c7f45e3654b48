import { useState } from 'react';
import { useApiClient } from '../../api/ClientContext';
import { getModel, listModels } from '../../api/endpoints/models';
import { isApiError } from '../../api/errors';
import { DRAFT_REPOSITORY, useAcceptDraft } from '../../api/queries/models';
import type { Model } from '../../api/types';
import { describeError } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { ALL_USERS_GROUP } from '../directory/directory';

export type AcceptResult =
  | { state: 'accepted'; target: string; model?: Model; note?: string }
  | { state: 'rejected'; message: string }
  | { state: 'not-accepted'; message: string };

/**
 * Accepting a draft. After an unknown outcome nothing is said (and nothing is sent again) until the
 * draft and the target have been read back: an archived draft means the accept happened.
 */
export function useAcceptDraftFlow(draftId: string, draft: Model) {
  const client = useApiClient();
  const accept = useAcceptDraft();
  const [result, setResult] = useState<AcceptResult>();
  const [checking, setChecking] = useState(false);

  async function reconcile(target: string): Promise<AcceptResult> {
    const reread = await getModel(client, DRAFT_REPOSITORY, draftId, { fields: 'status' }).catch(() => undefined);
    if (reread?.status === 'ARCHIVED') {
      const title = Object.values(draft.titles ?? {})[0]?.title;
      const found = title
        ? await listModels(client, target, { fields: 'titles', filter: title.replaceAll('*', '\\*'), filterFields: 'titles', maxResults: 10 }).catch(() => undefined)
        : undefined;
      return { state: 'accepted', target, model: found?.data[0], note: 'The service did not answer, but reading back shows the draft was accepted.' };
    }
    if (reread?.status === 'NEW') {
      return { state: 'not-accepted', message: 'The service did not answer; reading back shows the draft was not accepted. You can try again.' };
    }
    return { state: 'not-accepted', message: 'The service did not answer and the draft could not be read back. Check the target repository before trying again.' };
  }

  /** Accepts, and says how it went (also as the hook's `result`). */
  async function submit(target: string, group: string): Promise<AcceptResult> {
    const settle = (outcome: AcceptResult) => {
      setResult(outcome);
      return outcome;
    };
    const chosenGroup = group.trim() || ALL_USERS_GROUP;
    if (!isUuid(chosenGroup)) return settle({ state: 'rejected', message: 'Choose a permission group from the directory, or paste its uuid.' });
    setResult(undefined);
    try {
      const model = await accept.mutateAsync({ target, draftId, group: chosenGroup });
      return settle({ state: 'accepted', target, model });
    } catch (failure) {
      if (!(isApiError(failure) && failure.outcome === 'unknown')) return settle({ state: 'rejected', message: describeError(failure) });
      setChecking(true);
      const outcome = await reconcile(target);
      setChecking(false);
      return settle(outcome);
    }
  }

  return { submit, result, busy: accept.isPending || checking, reset: () => setResult(undefined) };
}
