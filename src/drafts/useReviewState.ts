import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readReviewState, writeReviewState, type ReviewState } from '../lib/urlState';

/** A draft review's choices (target, compared model, layout, selected change), kept in the URL to be shared. */
export function useReviewState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readReviewState(params), [params]);
  const update = useCallback(
    (patch: Partial<ReviewState>, replace = false) =>
      setParams((current) => writeReviewState({ ...readReviewState(current), ...patch }, current), { replace }),
    [setParams],
  );
  return { ...state, update };
}
