import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { listModels } from '../api/endpoints/models';
import { queryKeys } from '../api/queryKeys';
import type { Model } from '../api/types';
import { literalFilter } from '../list/filterMatch';
import { languagesQuery, type KnownLanguage } from '../repositories';

export interface TargetForReview {
  languages: KnownLanguage[];
  /** Models of the target whose titles contain one of the draft's titles (the service's filter is a substring match). */
  titleMatches: Model[];
}

export async function loadTargetForReview(
  queryClient: QueryClient,
  client: ApiClient,
  target: string,
  draft: Model,
): Promise<TargetForReview> {
  const titles = [
    ...new Set(
      Object.values(draft.titles ?? {}).flatMap((value) => (value?.title?.trim() ? [value.title.trim()] : [])),
    ),
  ];
  const [languages, ...pages] = await Promise.all([
    queryClient.fetchQuery(languagesQuery(client, target)),
    ...titles.map((title) => {
      const query = { filter: literalFilter(title), filterFields: 'titles', fields: 'titles', maxResults: 50 };
      return queryClient.fetchQuery({
        queryKey: queryKeys.modelList(client.identity, target, query),
        queryFn: ({ signal }) => listModels(client, target, query, signal),
      });
    }),
  ]);
  const byUuid = new Map<string, Model>();
  for (const page of pages) for (const model of page.data) if (model.uuid) byUuid.set(model.uuid, model);
  return { languages, titleMatches: [...byUuid.values()] };
}
