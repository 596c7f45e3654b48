import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useModel } from '../api/queries/models';
import { useLanguages } from '../api/queries/repositories';
import { rememberModel } from '../lib/recent';
import { chosenLanguage, defaultLanguageOf, titleIn } from '../lib/titles';
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
