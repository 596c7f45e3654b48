import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../api/ClientContext';
import { modelQuery, useModel } from './queries';
import { usePrefetch } from '../api/prefetch';
import { languagesQuery, useLanguages } from '../repositories';
import { usePreloadCanvas } from '../canvas';
import { rememberModel } from '../lib/recent';
import { chosenLanguage, defaultLanguageOf, titleIn } from '../ui/titles';
import { readModelView, writeModelView, type ModelTab, type ModelViewState } from '../lib/urlState';

/** A model page's logic: the model, its repository's languages, and tab/language/vertex in the URL. */
export function useModelView(repositoryId: string, modelId: string) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readModelView(params), [params]);
  const model = useModel(repositoryId, modelId);
  const languages = useLanguages(repositoryId);
  const defaultLanguage = defaultLanguageOf(languages.data);
  const language = chosenLanguage(languages.data, view.language);
  const title = titleIn(model.data?.titles, language, defaultLanguage)?.text;

  useEffect(() => {
    if (title) rememberModel({ repositoryId, modelId, title });
  }, [repositoryId, modelId, title]);

  const update = useCallback(
    (patch: Partial<ModelViewState>, replace = false) =>
      setParams((current) => writeModelView({ ...readModelView(current), ...patch }, current), { replace }),
    [setParams],
  );
  return {
    /** The model's uuid as the URL names it (the answer's own uuid is optional in the schema). */
    modelId,
    view,
    model,
    languages,
    language,
    defaultLanguage,
    title,
    setTab: (tab: ModelTab) => update({ tab }),
    setLanguage: (next: string) => update({ language: next === defaultLanguage ? undefined : next }),
    selectVertex: (vertex: string | undefined) => update({ vertex }, true),
  };
}

export type ModelView = ReturnType<typeof useModelView>;

/**
 * Starts all that a model page shows first (the model, its repository's languages and, on the canvas tab,
 * the canvas chunk and data) while the page's own code is still loading.
 */
export function usePreloadModelView(repositoryId: string, modelId: string, params: URLSearchParams) {
  const client = useApiClient();
  usePrefetch(modelQuery(client, repositoryId, modelId));
  usePrefetch(languagesQuery(client, repositoryId));
  usePreloadCanvas(repositoryId, modelId, readModelView(params).tab === 'canvas');
}
