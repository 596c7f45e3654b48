import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useApiClient } from '../ClientContext';
import { useAnnounceChanges } from './changes';

/**
 * A mutation that invalidates the queries under one key once it settles, in every tab of the identity: on
 * success to show the change, after a failure to read back what actually happened (the outcome may be
 * unknown). Never retried.
 */
export function useInvalidatingMutation<Input, Output>(
  mutate: (input: Input) => Promise<Output>,
  invalidates: (identity: string) => QueryKey,
) {
  const { identity } = useApiClient();
  const announce = useAnnounceChanges();
  return useMutation({
    mutationFn: mutate,
    // The key without the identity, which each tab names itself.
    onSettled: () => announce([{ key: invalidates(identity).slice(1) }]),
  });
}
