import { defaultLanguageOf } from '../lib/titles';
import type { IndexDatabase } from './database';
import { groupRelations, type Relation, type RelationGroup, type TitleMap } from '../../common/indexedShapes';
import { useLive } from './useLive';

/** A title to show for something with titles in several languages: the default language's, else any. */
export function preferredTitle(titles: TitleMap | undefined, defaultLanguage: string | undefined): string | undefined {
  if (!titles) return undefined;
  return (defaultLanguage ? titles[defaultLanguage] : undefined) ?? Object.values(titles)[0];
}

/** Titles as shown in their repository: its default language's, else any. */
async function repositoryTitles(db: IndexDatabase) {
  const repositories = new Map((await db.repositories.toArray()).map((r) => [r.uuid, r]));
  return {
    repositoryName: (repositoryId: string) => repositories.get(repositoryId)?.name ?? repositoryId,
    titleIn: (repositoryId: string, titles: TitleMap | undefined) =>
      preferredTitle(titles, defaultLanguageOf(repositories.get(repositoryId)?.languages)),
  };
}

export interface PlacementRow {
  repositoryId: string;
  repositoryName: string;
  modelId: string;
  modelTitle: string | undefined;
  vertexId: string;
}

/** Where-used and relations: in one repository, or across every repository the symbol's uuid is placed in. */
export interface UsageScope {
  repositoryId: string;
  across: boolean;
}

const placementsIn = (db: IndexDatabase, symbolId: string, scope: UsageScope) =>
  scope.across
    ? db.placements.where('symbolId').equals(symbolId).toArray()
    : db.placements.where('[repositoryId+symbolId]').equals([scope.repositoryId, symbolId]).toArray();

/** Every placement of a symbol in the indexed models of the scope, with the model's title and repository's name. */
async function readPlacements(db: IndexDatabase, symbolId: string, scope: UsageScope): Promise<PlacementRow[]> {
  const placements = await placementsIn(db, symbolId, scope);
  const models = await db.models.bulkGet(placements.map((p) => [p.repositoryId, p.modelId] as [string, string]));
  const { repositoryName, titleIn } = await repositoryTitles(db);
  return placements
    .map((placement, n) => ({
      repositoryId: placement.repositoryId,
      repositoryName: repositoryName(placement.repositoryId),
      modelId: placement.modelId,
      modelTitle: titleIn(placement.repositoryId, models[n]?.titles),
      vertexId: placement.vertexId,
    }))
    .sort(
      (a, b) =>
        a.repositoryName.localeCompare(b.repositoryName) ||
        (a.modelTitle ?? '').localeCompare(b.modelTitle ?? '') ||
        a.vertexId.localeCompare(b.vertexId),
    );
}

export const usePlacements = (symbolId: string, scope: UsageScope) =>
  useLive((db) => readPlacements(db, symbolId, scope), [symbolId, scope.repositoryId, scope.across]);

/** The repositories in which the index found the symbol's uuid placed, by name. */
export const useSymbolRepositories = (symbolId: string) =>
  useLive(
    async (db) => {
      const { repositoryName } = await repositoryTitles(db);
      const rows = await db.repositorySymbols.where('uuid').equals(symbolId).toArray();
      return rows
        .map((row) => ({ repositoryId: row.repositoryId, name: repositoryName(row.repositoryId) }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    [symbolId],
  );

/** How many distinct models place a symbol, in any repository, from the index. */
export const usePlacementCount = (symbolId: string) =>
  useLive(
    async (db) =>
      new Set(
        (await db.placements.where('symbolId').equals(symbolId).toArray()).map((p) => `${p.repositoryId}/${p.modelId}`),
      ).size,
    [symbolId],
  );

export interface SymbolRelations {
  groups: RelationGroup[];
  /** Titles of the symbols at the other ends (and, with a second hop, of theirs). */
  titles: Map<string, string>;
  /** The repository to open each of those symbols in: the scope's where it is placed there, else one it is placed in. */
  repositoryOf: Map<string, string>;
  /** With a second hop: the relations of each neighbour, grouped the same way. */
  secondHop: Map<string, RelationGroup[]>;
  /** Titles of the first models each relation group names, by `repositoryId/modelId`. */
  modelTitles: Map<string, string>;
}

/** Models a relation group names by title; the rest are counted. */
export const MODELS_NAMED = 5;

/**
 * The relations from or to any of the symbols in the scope, each once (an edge between two of them comes back
 * from both queries).
 */
async function relationsOf(db: IndexDatabase, symbolIds: readonly string[], scope: UsageScope): Promise<Relation[]> {
  const [outgoing, incoming] = await Promise.all([
    db.relations.where('fromSymbol').anyOf(symbolIds).toArray(),
    db.relations.where('toSymbol').anyOf(symbolIds).toArray(),
  ]);
  const inScope = [...outgoing, ...incoming].filter((r) => scope.across || r.repositoryId === scope.repositoryId);
  return [...new Map(inScope.map((r) => [`${r.repositoryId}/${r.modelId}/${r.edgeId}`, r])).values()];
}

/** Symbols at most this many neighbours get a second hop (beyond, the graph is a hairball). */
const SECOND_HOP_LIMIT = 12;

async function readRelations(
  db: IndexDatabase,
  symbolId: string,
  secondHop: boolean,
  scope: UsageScope,
): Promise<SymbolRelations> {
  // A self-loop is one relation, counted once per direction by groupRelations.
  const groups = groupRelations(symbolId, await relationsOf(db, [symbolId], scope));
  const neighbours = [...new Set(groups.map((group) => group.symbolId))];
  const hops = new Map<string, RelationGroup[]>();
  if (secondHop && neighbours.length > 0) {
    const near = neighbours.slice(0, SECOND_HOP_LIMIT);
    const theirs = await relationsOf(db, near, scope);
    for (const neighbour of near)
      hops.set(
        neighbour,
        groupRelations(neighbour, theirs).filter((group) => group.symbolId !== symbolId),
      );
  }
  const shown = new Set([
    symbolId,
    ...neighbours,
    ...[...hops.values()].flatMap((list) => list.map((group) => group.symbolId)),
  ]);
  // Each symbol as the scope's repository has it where it is placed there, else as another repository has it.
  const rows = await db.repositorySymbols
    .where('uuid')
    .anyOf([...shown])
    .toArray();
  const { titleIn } = await repositoryTitles(db);
  const titles = new Map<string, string>();
  const repositoryOf = new Map<string, string>();
  for (const row of [...rows].sort(
    (a, b) => Number(b.repositoryId === scope.repositoryId) - Number(a.repositoryId === scope.repositoryId),
  )) {
    if (repositoryOf.has(row.uuid)) continue;
    repositoryOf.set(row.uuid, row.repositoryId);
    const title = titleIn(row.repositoryId, row.titles);
    if (title) titles.set(row.uuid, title);
  }
  const named = [
    ...new Map(
      groups.flatMap((group) => group.models.slice(0, MODELS_NAMED)).map((m) => [`${m.repositoryId}/${m.modelId}`, m]),
    ).values(),
  ];
  const models = await db.models.bulkGet(named.map((m) => [m.repositoryId, m.modelId] as [string, string]));
  const modelTitles = new Map<string, string>();
  models.forEach((model, n) => {
    const title = model && titleIn(model.repositoryId, model.titles);
    if (title) modelTitles.set(`${named[n].repositoryId}/${named[n].modelId}`, title);
  });
  return { groups, titles, repositoryOf, secondHop: hops, modelTitles };
}

export const useSymbolRelations = (symbolId: string, secondHop: boolean, scope: UsageScope) =>
  useLive(
    (db) => readRelations(db, symbolId, secondHop, scope),
    [symbolId, secondHop, scope.repositoryId, scope.across],
  );
