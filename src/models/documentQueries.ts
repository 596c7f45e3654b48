import { useQueries } from '@tanstack/react-query';
import { useApiClient } from '../api/ClientContext';
import { resolveDocuments } from '../api/endpoints/documents';
import type { ResolvedDocument } from '../api/types';
import { queryKeys } from '../api/queryKeys';

export interface DocumentReference {
  sourceId: string;
  uuid: string;
}

export interface DocumentGroup {
  sourceId: string;
  entries: { key: string; document?: ResolvedDocument }[];
  isLoading: boolean;
  error: unknown;
}

/**
 * Resolves a model's document references, one request per provider, and matches the answers by
 * documentId.source and documentId.id (never by position); a key without an answer stays, unresolved.
 */
export function useResolvedDocuments(
  repositoryId: string,
  references: readonly DocumentReference[],
  language: string,
): DocumentGroup[] {
  const client = useApiClient();
  const bySource = new Map<string, string[]>();
  for (const reference of references)
    bySource.set(reference.sourceId, [...(bySource.get(reference.sourceId) ?? []), reference.uuid]);
  const sources = [...bySource.entries()];
  return useQueries({
    queries: sources.map(([sourceId, keys]) => ({
      queryKey: queryKeys.resolvedDocuments(client.identity, repositoryId, sourceId, language, keys),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        resolveDocuments(client, repositoryId, sourceId, { language, documentKeys: keys }, signal),
      staleTime: 5 * 60_000,
    })),
    combine: (results) =>
      results.map((result, index) => {
        const [sourceId, keys] = sources[index];
        const answered = new Map(
          (result.data ?? [])
            .filter((doc) => doc.documentId.source === sourceId)
            .map((doc) => [doc.documentId.id, doc] as const),
        );
        return {
          sourceId,
          entries: keys.map((key) => ({ key, document: answered.get(key) })),
          isLoading: result.isLoading,
          error: result.error,
        };
      }),
  });
}
