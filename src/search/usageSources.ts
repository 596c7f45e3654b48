import type { ConsoleServerClient } from '../api/consoleServer/client';
import { listInstallationPlacements, listInstallationRelations } from '../api/consoleServer/endpoints';
import type { IndexStatus } from '../api/consoleServer/types';
import type { Placement, Relation, TitleMap } from '../../common/indexedShapes';
import { defaultLanguageOf } from '../ui/titles';
import { placementsIn, relationsIn, type IndexDatabase, type IndexedCanvas } from './database';

/** Where-used and relations: in one repository, or across every repository the symbol's uuid is placed in. */
export interface UsageScope {
  repositoryId: string;
  across: boolean;
}

/** A title to show for something with titles in several languages: the default language's, else any. */
export function preferredTitle(titles: TitleMap | undefined, defaultLanguage: string | undefined): string | undefined {
  if (!titles) return undefined;
  return (defaultLanguage ? titles[defaultLanguage] : undefined) ?? Object.values(titles)[0];
}

export interface SymbolRow {
  repositoryId: string;
  uuid: string;
  titles: TitleMap;
}

/**
 * What where-used and relations read, from whichever index answers: this browser's (IndexedDB) or the
 * installation's (the console server). The shaping of the answers (usage.ts) is the same for both.
 */
export interface UsageSource {
  /** Placements of a symbol in the scope, with the titles of their models. */
  placements(symbolId: string, scope: UsageScope): Promise<{ placements: Placement[]; models: Map<string, TitleMap> }>;
  /** Relations from or to any of the symbols, in the scope, each once. */
  relations(symbolIds: readonly string[], scope: UsageScope): Promise<Relation[]>;
  /** The symbols' titles in each repository they are placed in. */
  symbols(uuids: readonly string[]): Promise<SymbolRow[]>;
  /** Model titles by `repositoryId/modelId`. */
  modelTitles(models: readonly { repositoryId: string; modelId: string }[]): Promise<Map<string, TitleMap>>;
  /** Repositories' names, and each one's default language. */
  repositories(): Promise<Map<string, { name: string; defaultLanguage?: string }>>;
}

const modelKey = (repositoryId: string, modelId: string) => `${repositoryId}/${modelId}`;
const inScope = (scope: UsageScope) => (row: IndexedCanvas) => scope.across || row.repositoryId === scope.repositoryId;

/** This browser's index. */
export function browserUsage(db: IndexDatabase): UsageSource {
  const modelTitles = async (models: readonly { repositoryId: string; modelId: string }[]) => {
    const rows = await db.models.bulkGet(models.map((m) => [m.repositoryId, m.modelId] as [string, string]));
    const titles = new Map<string, TitleMap>();
    rows.forEach((row, n) => row && titles.set(modelKey(models[n].repositoryId, models[n].modelId), row.titles));
    return titles;
  };
  return {
    async placements(symbolId, scope) {
      const rows = await db.canvases.where('symbolIds').equals(symbolId).toArray();
      const placements = rows.filter(inScope(scope)).flatMap((row) => placementsIn(row, symbolId));
      return { placements, models: await modelTitles(placements) };
    },
    async relations(symbolIds, scope) {
      // Distinct: a canvas that relates two of the symbols is read once.
      const rows = await db.canvases.where('relatedSymbols').anyOf(symbolIds).distinct().toArray();
      const wanted = new Set(symbolIds);
      return rows.filter(inScope(scope)).flatMap((row) => relationsIn(row, wanted));
    },
    symbols: (uuids) =>
      db.repositorySymbols
        .where('uuid')
        .anyOf([...uuids])
        .toArray(),
    modelTitles,
    async repositories() {
      return new Map(
        (await db.repositories.toArray()).map((r) => [
          r.uuid,
          { name: r.name, defaultLanguage: defaultLanguageOf(r.languages) },
        ]),
      );
    },
  };
}

/**
 * The installation's index on the console server. Relations come with the titles of their symbols and models,
 * which are kept for the calls after: one question about a symbol's relations is two or three requests.
 */
export function installationUsage(server: ConsoleServerClient, status: IndexStatus, signal?: AbortSignal): UsageSource {
  const symbolRows = new Map<string, SymbolRow[]>();
  const titlesOfModels = new Map<string, TitleMap>();
  const keep = (answer: {
    symbols: SymbolRow[];
    models: { repositoryId: string; uuid: string; titles: TitleMap }[];
  }) => {
    for (const row of answer.symbols) symbolRows.set(row.uuid, [...(symbolRows.get(row.uuid) ?? []), row]);
    for (const model of answer.models) titlesOfModels.set(modelKey(model.repositoryId, model.uuid), model.titles);
  };
  const within = (scope: UsageScope) => (scope.across ? undefined : scope.repositoryId);
  return {
    async placements(symbolId, scope) {
      const answer = await listInstallationPlacements(server, symbolId, within(scope), signal);
      return {
        placements: answer.placements,
        models: new Map(answer.models.map((m) => [modelKey(m.repositoryId, m.uuid), m.titles])),
      };
    },
    async relations(symbolIds, scope) {
      const answer = await listInstallationRelations(server, symbolIds, within(scope), signal);
      keep(answer);
      return answer.relations;
    },
    symbols: async (uuids) => uuids.flatMap((uuid) => symbolRows.get(uuid) ?? []),
    async modelTitles(models) {
      const titles = new Map<string, TitleMap>();
      for (const { repositoryId, modelId } of models) {
        const found = titlesOfModels.get(modelKey(repositoryId, modelId));
        if (found) titles.set(modelKey(repositoryId, modelId), found);
      }
      return titles;
    },
    async repositories() {
      return new Map(
        status.repositories.map((r) => [r.uuid, { name: r.name, defaultLanguage: defaultLanguageOf(r.languages) }]),
      );
    },
  };
}
