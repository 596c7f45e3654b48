import { walkPages, type PageOf } from '../../../common/pagination.js';
import type { EditEdge, EditVertex, WorkingCopy } from '../../../common/editCommands.js';
import { JSON_TYPE } from '../../shared/http/apiPaths.js';
import { callService, ownCallHeaders, serviceBody } from '../serviceCalls/index.js';

/** How the edits part reaches the service: as the caller, with the caller's own credential. */
export interface ServiceAsCaller {
  baseUrl: () => string;
  headers: () => Promise<Record<string, string>>;
  fetch?: typeof fetch;
}

interface Language {
  uuid?: string;
  defaultLanguage?: boolean;
}
type Titles = Record<string, { title?: string }>;
interface Description {
  descriptionType?: string;
  content?: Record<string, { text?: string }>;
}

const segment = encodeURIComponent;

/** One request of the service as the caller; its refusal passes on in its own words and status. */
export async function askService<T>(service: ServiceAsCaller, path: string, init: RequestInit = {}): Promise<T> {
  const response = await callService(service.fetch ?? fetch, `${service.baseUrl()}${path}`, {
    ...init,
    headers: {
      ...(await service.headers()),
      // The submit is recorded as `draft.submit`, with its source: not again as the draft's creation.
      ...ownCallHeaders(),
      accept: JSON_TYPE,
      ...(init.body ? { 'content-type': JSON_TYPE } : {}),
    },
  });
  return serviceBody<T>(response, `the service answered ${response.status}`);
}

const everyPage = async <T>(service: ServiceAsCaller, path: string) =>
  (
    await walkPages<T>(
      (startAt, maxResults) => askService<PageOf<T>>(service, `${path}?startAt=${startAt}&maxResults=${maxResults}`),
      { pageSize: 100 },
    )
  ).items;

/** The draft repository's languages, its default first: what a draft's titles and descriptions may be keyed by. */
export async function draftLanguages(service: ServiceAsCaller): Promise<string[]> {
  const languages = await everyPage<Language>(service, '/repositories/draft/languages');
  return languages
    .toSorted((a, b) => Number(Boolean(b.defaultLanguage)) - Number(Boolean(a.defaultLanguage)))
    .flatMap((language) => (language.uuid ? [language.uuid.toLowerCase()] : []));
}

/**
 * A model as an edit begins from it: its canvas, and its titles and descriptions in the draft repository's
 * languages (a draft can hold no others), with the title to name it by.
 */
export async function readWorkingCopy(
  service: ServiceAsCaller,
  repositoryId: string,
  modelId: string,
): Promise<{ copy: WorkingCopy; title: string }> {
  const path = `/repositories/${segment(repositoryId)}/models/${segment(modelId)}`;
  const [model, canvas, descriptions, languages] = await Promise.all([
    askService<{ modelType?: string; titles?: Titles }>(service, `${path}?projection=ALL`),
    askService<{ vertices: EditVertex[]; edges: EditEdge[] }>(service, `${path}/canvas`),
    everyPage<Description>(service, `${path}/descriptions`),
    draftLanguages(service),
  ]);
  const known = new Set(languages);
  const inDraftLanguages = <T>(map: Record<string, T> | undefined, text: (value: T) => string | undefined) =>
    Object.fromEntries(
      Object.entries(map ?? {}).flatMap(([language, value]) => {
        const words = text(value);
        return known.has(language.toLowerCase()) && words ? [[language.toLowerCase(), words]] : [];
      }),
    );
  const titles = inDraftLanguages(model.titles, (title) => title.title);
  const copy: WorkingCopy = {
    modelType: model.modelType ?? 'GENERAL_MODEL',
    titles,
    descriptions: Object.fromEntries(
      descriptions.flatMap((description) =>
        description.descriptionType
          ? [[description.descriptionType.toLowerCase(), inDraftLanguages(description.content, (text) => text.text)]]
          : [],
      ),
    ),
    canvas: {
      vertices: canvas.vertices.map(({ uuid, symbol, x, y, width, height }) => ({ uuid, symbol, x, y, width, height })),
      edges: canvas.edges.map(({ uuid, fromVertex, toVertex, edgeType }) => ({ uuid, fromVertex, toVertex, edgeType })),
    },
  };
  const anyTitle = Object.values(model.titles ?? {}).find((title) => title.title)?.title;
  return { copy, title: titles[languages[0]] ?? anyTitle ?? modelId };
}

/** What the service's `POST /repositories/draft/models` takes for a working copy. */
export function draftBodyOf(copy: WorkingCopy) {
  return {
    modelType: copy.modelType,
    titles: Object.fromEntries(Object.entries(copy.titles).map(([language, title]) => [language, { title }])),
    descriptions: Object.entries(copy.descriptions)
      .filter(([, texts]) => Object.keys(texts).length > 0)
      .map(([descriptionType, texts]) => ({
        descriptionType,
        content: Object.fromEntries(Object.entries(texts).map(([language, text]) => [language, { text }])),
      })),
    canvas: copy.canvas,
  };
}

const sameCanvas = (a: WorkingCopy['canvas'], b: { vertices: EditVertex[]; edges: EditEdge[] }) => {
  const key = (canvas: typeof b) =>
    JSON.stringify([
      canvas.vertices.map((v) => [v.uuid, v.symbol, v.x, v.y, v.width, v.height]).sort(),
      canvas.edges.map((e) => [e.uuid, e.fromVertex, e.toVertex, e.edgeType]).sort(),
    ]);
  return key(a) === key(b);
};

/**
 * The draft an earlier submit of this copy made, where its answer was lost: a draft with the same title in the
 * same language and the very same canvas (every vertex and edge uuid, place and type), that no proposal claims yet.
 */
export async function findSubmittedDraft(
  service: ServiceAsCaller,
  copy: WorkingCopy,
  claimed: (draftId: string) => Promise<boolean>,
): Promise<string | undefined> {
  const [language, title] = Object.entries(copy.titles)[0] ?? [];
  if (!title) return undefined;
  // The service's filter: `*` and `\` are its own, and written literally so (common/filterSyntax.ts).
  const filter = title.replace(/[\\*]/g, (char) => `\\${char}`);
  const query = new URLSearchParams({ fields: 'titles,status', filter, filterFields: 'titles' });
  const drafts = await walkPages<{ uuid?: string; status?: string; titles?: Titles }>(
    (startAt, maxResults) =>
      askService(service, `/repositories/draft/models?${query}&startAt=${startAt}&maxResults=${maxResults}`),
    { pageSize: 100 },
  );
  for (const draft of drafts.items) {
    if (!draft.uuid || draft.status !== 'NEW' || draft.titles?.[language]?.title !== title) continue;
    const canvas = await askService<{ vertices: EditVertex[]; edges: EditEdge[] }>(
      service,
      `/repositories/draft/models/${segment(draft.uuid)}/canvas`,
    );
    if (sameCanvas(copy.canvas, canvas) && !(await claimed(draft.uuid))) return draft.uuid;
  }
  return undefined;
}
