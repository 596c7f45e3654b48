import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import type { WorkingCopy } from '../../common/editCommands';
import { useApiClient } from '../api/ClientContext';
import { queryKeys } from '../api/queryKeys';
import type { Model, SymbolObject } from '../api/types';
import { loadTargetForReview, runChecklist, type Checklist } from '../checks';
import type { KnownLanguage } from '../repositories';

/** How long the titles rest before the target is asked again for models of the same title. */
const TITLES_SETTLE_MS = 800;

/** The working copy as the review's checks read a draft. */
function draftOf(editId: string, working: WorkingCopy): Model {
  return {
    uuid: editId,
    modelType: working.modelType,
    titles: Object.fromEntries(Object.entries(working.titles).map(([language, title]) => [language, { title }])),
  };
}

/**
 * The review's draft checks, run on the working copy while it is edited, against the repository the model came
 * from: a title missing in its default language, a title another model there has (the model itself aside),
 * description HTML the sanitiser would change, an edge whose end is gone.
 */
export function useEditChecks(
  editId: string,
  working: WorkingCopy | undefined,
  symbols: ReadonlyMap<string, SymbolObject>,
  source: { repositoryId: string; modelId: string; name: string },
): Checklist | undefined {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [titles] = useDebouncedValue(working?.titles, TITLES_SETTLE_MS);
  const draftTitles = useMemo(
    () => working && draftOf(editId, { ...working, titles: titles ?? {} }),
    [editId, working, titles],
  );
  const target = useQuery({
    queryKey: queryKeys.editChecks(client.identity, source.repositoryId, { titles, edit: editId }),
    queryFn: () => loadTargetForReview(queryClient, client, source.repositoryId, draftTitles!),
    enabled: Boolean(draftTitles),
    staleTime: 30_000,
  });
  return useMemo(() => {
    if (!working || !target.data) return undefined;
    const languages: KnownLanguage[] = target.data.languages;
    return runChecklist({
      draftId: editId,
      draft: draftOf(editId, working),
      canvas: { workflowState: 'EDITABLE', ...working.canvas },
      symbols,
      descriptions: Object.entries(working.descriptions).map(([descriptionType, texts]) => ({
        descriptionType,
        content: Object.fromEntries(Object.entries(texts).map(([language, text]) => [language, { text }])),
      })),
      target: { uuid: source.repositoryId, name: source.name, languages },
      titleMatches: target.data.titleMatches.filter((model) => model.uuid !== source.modelId),
      similar: { hits: [] },
    });
  }, [working, target.data, symbols, editId, source]);
}
