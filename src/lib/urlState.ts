import { interfaceLanguageOf } from '../i18n/languages';
/**
 * A list's view state as it lives in the URL: ?page=2&size=25&sort=name&dir=desc&q=order&content=<uuid>.
 * Pure functions, so that a link can be shared and the same view comes back.
 */
export interface ListState {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  sort?: string;
  ascending: boolean;
  filter: string;
  language?: string;
}

export interface ListDefaults {
  pageSize: number;
  pageSizes: readonly number[];
  sort?: string;
  sortable: readonly string[];
}

const positiveInteger = (value: string | null) =>
  value !== null && /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;

export function readListState(params: URLSearchParams, defaults: ListDefaults): ListState {
  const size = positiveInteger(params.get('size'));
  const sort = params.get('sort');
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    pageSize: size !== undefined && defaults.pageSizes.includes(size) ? size : defaults.pageSize,
    sort: sort !== null && defaults.sortable.includes(sort) ? sort : defaults.sort,
    ascending: params.get('dir') !== 'desc',
    filter: params.get('q') ?? '',
    language: contentLanguage(params),
  };
}

/**
 * The content language (titles, descriptions) by its uuid: ?content=. ?lang= is the interface language's
 * (en, de, fr); a link from before it was, with a uuid there, still opens in that content language.
 */
function contentLanguage(params: URLSearchParams): string | undefined {
  const legacy = params.get('lang');
  return params.get('content') || (legacy && !interfaceLanguageOf(legacy) ? legacy : undefined);
}

/** A copy of `base` with each of `values` set, or removed where undefined; other parameters are kept. */
function withParams(base: URLSearchParams, values: Record<string, string | undefined>): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) params.delete(name);
    else params.set(name, value);
  }
  return params;
}

/** Writes the state back, leaving out defaults so that URLs stay short, and keeping unrelated parameters. */
export function writeListState(
  state: ListState,
  defaults: ListDefaults,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  return withParams(base, {
    page: state.page > 1 ? String(state.page) : undefined,
    size: state.pageSize !== defaults.pageSize ? String(state.pageSize) : undefined,
    sort: state.sort !== undefined && state.sort !== defaults.sort ? state.sort : undefined,
    dir: state.ascending ? undefined : 'desc',
    q: state.filter !== '' ? state.filter : undefined,
    content: state.language,
  });
}

/** The service's paging parameters for a page of this state. */
export const pageWindow = (state: Pick<ListState, 'page' | 'pageSize'>) => ({
  startAt: (state.page - 1) * state.pageSize,
  maxResults: state.pageSize,
});

/** The last page that exists for a total; at least 1. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** A model's tabs; a draft's review adds its checks and the comparison. */
export const MODEL_TABS = ['canvas', 'descriptions', 'documents', 'checks', 'compare'] as const;
export type ModelTab = (typeof MODEL_TABS)[number];

/** A model view in the URL: ?tab=descriptions&content=<uuid>&vertex=<uuid>. */
export interface ModelViewState {
  tab: ModelTab;
  language?: string;
  vertex?: string;
}

export function readModelView(params: URLSearchParams): ModelViewState {
  const tab = params.get('tab');
  return {
    tab: MODEL_TABS.includes(tab as ModelTab) ? (tab as ModelTab) : 'canvas',
    language: contentLanguage(params),
    vertex: params.get('vertex') || undefined,
  };
}

export function writeModelView(view: ModelViewState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  return withParams(base, {
    tab: view.tab === 'canvas' ? undefined : view.tab,
    content: view.language,
    vertex: view.vertex,
  });
}

export type ComparisonLayout = 'side-by-side' | 'overlay';

/** A draft's review in the URL: ?target=<repository>&compare=<model>&against=previous&layout=overlay&change=<n>. */
export interface ReviewState {
  target?: string;
  compare?: string;
  /** A proposal's revision compared with the revision before it, rather than with a model of the target. */
  against?: 'previous';
  layout: ComparisonLayout;
  /** The change selected in the comparison's list, by its place in the list. */
  change?: number;
}

export function readReviewState(params: URLSearchParams): ReviewState {
  const change = Number(params.get('change'));
  return {
    target: params.get('target') || undefined,
    compare: params.get('compare') || undefined,
    against: params.get('against') === 'previous' ? 'previous' : undefined,
    layout: params.get('layout') === 'overlay' ? 'overlay' : 'side-by-side',
    change: params.has('change') && Number.isInteger(change) && change >= 0 ? change : undefined,
  };
}

export function writeReviewState(state: ReviewState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  return withParams(base, {
    target: state.target,
    compare: state.compare,
    against: state.against,
    layout: state.layout === 'overlay' ? 'overlay' : undefined,
    change: state.change === undefined ? undefined : String(state.change),
  });
}
