import { useState } from 'react';
import { useApiClient } from '../api/ClientContext';
import { getApiKey } from '../api/endpoints/apiKeys';
import { isApiError } from '../api/errors';
import { useDeleteApiKey } from './queries';
import type { ApiKey } from '../api/types';
import { describeError } from '../ui/errors';

import { t } from '../i18n/translate';

export type RevokeOutcome =
  | { state: 'pending' }
  | { state: 'revoking' }
  | { state: 'revoked'; message?: string }
  | { state: 'failed'; message: string }
  | { state: 'unknown'; message: string };

/** The phrase a person types to confirm revoking `count` keys. */
export const revokePhrase = (count: number) => t('bulkRevoke.phrase', { count });

/**
 * Revokes keys one after another (each DELETE waits its turn in the rate limiter), with each key's outcome
 * and the progress. A DELETE whose outcome is unknown is never sent again: the key is read back, and a
 * key that is gone (404) was revoked.
 */
export function useBulkRevoke() {
  const client = useApiClient();
  const remove = useDeleteApiKey();
  const [outcomes, setOutcomes] = useState<Record<string, RevokeOutcome>>({});
  const [running, setRunning] = useState(false);
  const set = (id: string, outcome: RevokeOutcome) => setOutcomes((current) => ({ ...current, [id]: outcome }));

  async function revokeOne(id: string): Promise<RevokeOutcome> {
    try {
      await remove.mutateAsync(id);
      return { state: 'revoked' };
    } catch (failure) {
      if (!(isApiError(failure) && failure.outcome === 'unknown'))
        return { state: 'failed', message: describeError(failure) };
      try {
        await getApiKey(client, id);
        return {
          state: 'unknown',
          message: t('bulkRevoke.stillThere'),
        };
      } catch (reread) {
        if (isApiError(reread) && reread.status === 404) return { state: 'revoked', message: t('bulkRevoke.gone') };
        return {
          state: 'unknown',
          message: t('bulkRevoke.unreadable'),
        };
      }
    }
  }

  async function revoke(keys: readonly ApiKey[]) {
    const ids = keys.flatMap((key) => (key.uuid ? [key.uuid] : []));
    setOutcomes(Object.fromEntries(ids.map((id) => [id, { state: 'pending' } as RevokeOutcome])));
    setRunning(true);
    const results = new Map<string, RevokeOutcome>();
    for (const id of ids) {
      set(id, { state: 'revoking' });
      const outcome = await revokeOne(id);
      set(id, outcome);
      results.set(id, outcome);
    }
    setRunning(false);
    const count = (state: RevokeOutcome['state']) => [...results.values()].filter((r) => r.state === state).length;
    const revokedKeys = keys.filter((key) => key.uuid && results.get(key.uuid)?.state === 'revoked');
    return { revoked: count('revoked'), failed: count('failed'), unknown: count('unknown'), revokedKeys };
  }

  const settled = Object.values(outcomes).filter((o) => o.state !== 'pending' && o.state !== 'revoking').length;
  return { revoke, outcomes, running, progress: { settled, total: Object.keys(outcomes).length } };
}
