import { useLanguages } from '../repositories';
import { useModels } from './queries';
import type { ListModelsQuery } from '../api/types';
import { filterMatcher, titleMatch } from '../list/filterMatch';
import { chosenLanguage, defaultLanguageOf, titleIn } from '../ui/titles';
import { pageCount, pageWindow, type ListDefaults, type ListState } from '../lib/urlState';
import { useListController } from '../list/useListController';

export const MODEL_LIST: ListDefaults = {
  pageSize: 25,
  pageSizes: [10, 25, 50, 100],
  sort: 'title',
  sortable: ['title', 'uuid', 'modelType'],
};
const SORT_PATHS: Record<string, ListModelsQuery['sortBy']> = {
  title: 'titles.title',
  uuid: 'uuid',
  modelType: 'modelType',
};

/**
 * The service's list parameters for a view of a repository's models. The default language is the
 * service's default for title sorting, so it is left out: the query (and its cache key) stays the same
 * before and after the repository's languages are known.
 */
export function modelListQuery(
  state: ListState,
  language: string | undefined,
  defaultLanguage: string | undefined,
  paging = pageWindow(state),
) {
  const sortBy = SORT_PATHS[state.sort ?? 'title'];
  return {
    fields: 'titles',
    sortBy,
    sortLanguage: sortBy === 'titles.title' && language !== defaultLanguage ? language : undefined,
    ascending: state.ascending,
    filter: state.filter || undefined,
    filterFields: state.filter ? 'titles' : undefined,
    ...paging,
  };
}

/**
 * The models page's logic: URL state, the repository's languages, the page of models and their titles, and
 * under a filter where each title matched (the service searches every language).
 */
export function useModelList(repositoryId: string) {
  const list = useListController(MODEL_LIST);
  const languages = useLanguages(repositoryId);
  const defaultLanguage = defaultLanguageOf(languages.data);
  const language = chosenLanguage(languages.data, list.state.language);
  const query = useModels(repositoryId, modelListQuery(list.state, language, defaultLanguage));
  const match = list.state.filter ? filterMatcher(list.state.filter) : undefined;
  const rows = (query.data?.data ?? []).map((model) => {
    const title = titleIn(model.titles, language, defaultLanguage);
    return { model, title, match: titleMatch(match, model.titles, title?.text, languages.data) };
  });
  const total = query.data?.total ?? 0;
  return {
    list,
    languages,
    language,
    defaultLanguage,
    query,
    rows,
    total,
    pages: pageCount(total, list.state.pageSize),
    ready: languages.isSuccess,
  };
}
