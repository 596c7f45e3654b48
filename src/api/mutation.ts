import { useMutation } from '@tanstack/react-query';
import { useAnnounceChanges } from './changes';
import type { QueryTarget } from './queryKeys';

/**
 * A mutation that invalidates the queries it names once it settles, in every tab of the identity: on
 * success to show the change, after a failure to read back what actually happened (the outcome may be
 * unknown). Never retried.
 */
export function useInvalidatingMutation<Input, Output>(
  mutate: (input: Input) => Promise<Output>,
  invalidates: Partial<QueryTarget>,
) {
  const announce = useAnnounceChanges();
  return useMutation({
    mutationFn: mutate,
    onSettled: () => announce([{ queries: invalidates }]),
  });
}
