import { QueryClient } from '@tanstack/react-query';

/** An answer older than this is read again when a page that shows it is opened (lists say so beside their count). */
export const FRESH_FOR_MS = 30_000;

/**
 * React Query does not retry: the scheduler owns the retry policy (429 only, bounded), and a mutation
 * must never repeat itself after an unknown outcome.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: FRESH_FOR_MS },
      mutations: { retry: false },
    },
  });
}
