import MiniSearch from 'minisearch';
import type { IndexDatabase } from './database';

/** One title of one model or symbol in one language: the unit that is searched. */
export interface TitleDocument {
  id: number;
  kind: 'model' | 'symbol';
  uuid: string;
  repositoryId: string;
  language: string;
  title: string;
}

/** The best-matching title of one model or symbol. */
export interface TitleHit extends Omit<TitleDocument, 'id'> {
  score: number;
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** Case and accents aside: "Qualitatsmanagement" finds "Qualitätsmanagement". */
const normalize = (term: string) => term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export interface TitleSearch {
  engine: MiniSearch<TitleDocument>;
  documents: TitleDocument[];
}

/** A search over titles; MiniSearch ranks (BM25), matches prefixes and tolerates typos. */
export async function buildTitleSearch(documents: TitleDocument[]): Promise<TitleSearch> {
  const engine = new MiniSearch<TitleDocument>({ fields: ['title'], processTerm: normalize });
  // In chunks, so that 100,000 titles do not hold the page for seconds.
  await engine.addAllAsync(documents, { chunkSize: 2000 });
  return { engine, documents };
}

/** Every title the index holds: each model's and each symbol's, in every language. */
export async function titleDocuments(db: IndexDatabase): Promise<TitleDocument[]> {
  const [models, symbols] = await Promise.all([
    db.models.toArray(),
    db.repositorySymbols.where('titlesReadAt').above(0).toArray(),
  ]);
  const documents: TitleDocument[] = [];
  for (const [kind, entries] of [
    ['model', models],
    ['symbol', symbols],
  ] as const) {
    for (const entry of entries) {
      for (const [language, title] of Object.entries(entry.titles)) {
        documents.push({
          id: documents.length,
          kind,
          uuid: entry.uuid,
          repositoryId: entry.repositoryId,
          language,
          title,
        });
      }
    }
  }
  return documents;
}

/**
 * The models and symbols whose titles best match `text`, each once with the language its best title is in.
 * Every word must match (a prefix, or a near miss of a fifth of its letters).
 */
export function searchTitles({ engine, documents }: TitleSearch, text: string, limit = 50): TitleHit[] {
  if (text.trim() === '') return [];
  const hits = new Map<string, TitleHit>();
  for (const result of engine.search(text, { prefix: true, fuzzy: 0.2, combineWith: 'AND' })) {
    const { id: _, ...document } = documents[result.id as number];
    const key = `${document.kind}/${document.repositoryId}/${document.uuid}`;
    // Results come best first: the first title of an entity is its best.
    if (!hits.has(key)) hits.set(key, { ...document, score: result.score });
    if (hits.size >= limit) break;
  }
  return [...hits.values()];
}

/** A model of `repositoryId` whose title shares at least this share of a given title's words (near misses count). */
const RESEMBLANCE = 0.5;

/**
 * Models of one repository (or of every one `within` lets in) whose titles resemble any of `titles` (in any
 * language): possible duplicates of a draft, best first. Any word may match, but a model must share most of a
 * title's words to count.
 */
export function similarTitles(
  search: TitleSearch,
  titles: readonly string[],
  within: string | ((repositoryId: string) => boolean),
  limit = 5,
): TitleHit[] {
  const inScope = typeof within === 'string' ? (repositoryId: string) => repositoryId === within : within;
  const hits = new Map<string, TitleHit>();
  for (const title of titles) {
    const words = new Set(tokenize(title).filter(Boolean).map(normalize));
    if (words.size === 0) continue;
    const results = search.engine.search(title, {
      fuzzy: 0.2,
      combineWith: 'OR',
      filter: (result) => {
        const document = search.documents[result.id as number];
        return document.kind === 'model' && inScope(document.repositoryId);
      },
    });
    for (const result of results) {
      if (result.queryTerms.length / words.size < RESEMBLANCE) continue;
      const { id: _, ...document } = search.documents[result.id as number];
      const known = hits.get(document.uuid);
      if (!known || known.score < result.score) hits.set(document.uuid, { ...document, score: result.score });
    }
  }
  return [...hits.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}
