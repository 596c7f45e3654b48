import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../api/ClientContext';
import { describeError } from '../ui/errors';
import { DISPLAYED_FLAGS, type PrivilegeFlag } from '../accessors';
import { askEveryRepository, type AccessAnswer, type AccessProgress, type AccessQuestion } from './accessOverview';
import { isUuid } from '../../common/uuid';

/** The question in the URL (?user=<uuid> or ?privilege=manageUsers|any), so that an answer can be shared. */
export function readQuestion(params: URLSearchParams): AccessQuestion | undefined {
  const user = params.get('user')?.trim();
  if (user && isUuid(user)) return { user: user.toLowerCase() };
  const privilege = params.get('privilege');
  if (privilege === 'any' || DISPLAYED_FLAGS.includes(privilege as PrivilegeFlag))
    return { privilege: privilege as PrivilegeFlag | 'any' };
  return undefined;
}

/**
 * The access overview's logic: the question lives in the URL; asking it walks every repository (see
 * askEveryRepository) with progress, and a new question or Cancel stops the walk under way.
 */
export function useAccessOverview() {
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const question = readQuestion(params);
  const key = question ? JSON.stringify(question) : undefined;
  const [progress, setProgress] = useState<AccessProgress>();
  const [answer, setAnswer] = useState<AccessAnswer>();
  const [error, setError] = useState<string>();
  const [controller, setController] = useState<AbortController>();
  const [cancelled, setCancelled] = useState(false);

  useEffect(() => {
    setAnswer(undefined);
    setError(undefined);
    setCancelled(false);
    if (!key) return;
    const abort = new AbortController();
    setController(abort);
    setProgress({ repositories: 0, done: 0 });
    askEveryRepository(client, JSON.parse(key) as AccessQuestion, { signal: abort.signal, onProgress: setProgress })
      .then(setAnswer)
      .catch((failure: unknown) => {
        if (abort.signal.aborted) setCancelled(true);
        else setError(describeError(failure));
      })
      .finally(() => setProgress(undefined));
    return () => abort.abort();
  }, [client, key]);

  return {
    question,
    ask: (next: { user: string } | { privilege: string }) => setParams(new URLSearchParams(next), { replace: false }),
    running: progress !== undefined,
    progress,
    answer,
    error,
    cancelled,
    cancel: () => controller?.abort(),
  };
}

export type AccessOverview = ReturnType<typeof useAccessOverview>;
