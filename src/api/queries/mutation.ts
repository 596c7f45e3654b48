import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useApiClient } from '../ClientContext';

/**
 * A mutation that invalidates the queries under one key once it settles: on success to show the change,
 * after a failure to read back what actually happened (the outcome may be unknown). Never retried.
 */
export function useInvalidatingMutation<Input, Output>(mutate: (input: Input) => Promise<Output>, invalidates: (identity: string) => QueryKey) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidates(client.identity) }),
  });
}
