import { QueryClient } from '@tanstack/react-query';

/**
 * React Query does not retry: the scheduler owns the retry policy (429 only, bounded), and a mutation
 * must never repeat itself after an unknown outcome.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
