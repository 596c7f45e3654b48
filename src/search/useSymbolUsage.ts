import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ClientContext';
import { consoleServerOf } from '../api/consoleServer/client';
import { useIndexSource, useInstallationIndex } from './installationQueries';
import { queryKeys } from '../api/queryKeys';
import { groupRelations, type RelationGroup } from '../../common/indexedShapes';
import { browserUsage, installationUsage, preferredTitle, type UsageScope, type UsageSource } from './usageSources';
import { useLive } from './useLive';

export { preferredTitle, type UsageScope };

/** Titles as shown in their repository: its default language's, else any. */
async function repositoryTitles(source: UsageSource) {
  const repositories = await source.repositories();
  return {
    repositoryName: (repositoryId: string) => repositories.get(repositoryId)?.name ?? repositoryId,
    titleIn: (repositoryId: string, titles: Parameters<typeof preferredTitle>[0]) =>
      preferredTitle(titles, repositories.get(repositoryId)?.defaultLanguage),
  };
}

export interface PlacementRow {
  repositoryId: string;
  repositoryName: string;
  modelId: string;
  modelTitle: string | undefined;
  vertexId: string;
}

/** Every placement of a symbol in the indexed models of the scope, with the model's title and repository's name. */
async function readPlacements(source: UsageSource, symbolId: string, scope: UsageScope): Promise<PlacementRow[]> {
  const { placements, models } = await source.placements(symbolId, scope);
  const { repositoryName, titleIn } = await repositoryTitles(source);
  return placements
    .map((placement) => ({
      repositoryId: placement.repositoryId,
      repositoryName: repositoryName(placement.repositoryId),
      modelId: placement.modelId,
      modelTitle: titleIn(placement.repositoryId, models.get(`${placement.repositoryId}/${placement.modelId}`)),
      vertexId: placement.vertexId,
    }))
    .sort(
      (a, b) =>
        a.repositoryName.localeCompare(b.repositoryName) ||
        (a.modelTitle ?? '').localeCompare(b.modelTitle ?? '') ||
        a.vertexId.localeCompare(b.vertexId),
    );
}

/** The repositories in which the index found the symbol's uuid placed, by name. */
async function readSymbolRepositories(source: UsageSource, symbolId: string) {
  const { placements } = await source.placements(symbolId, { repositoryId: '', across: true });
  const { repositoryName } = await repositoryTitles(source);
  return [...new Set(placements.map((p) => p.repositoryId))]
    .map((repositoryId) => ({ repositoryId, name: repositoryName(repositoryId) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** How many distinct models place a symbol, in any repository. */
async function readPlacementCount(source: UsageSource, symbolId: string) {
  const { placements } = await source.placements(symbolId, { repositoryId: '', across: true });
  return new Set(placements.map((p) => `${p.repositoryId}/${p.modelId}`)).size;
}

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

/** Symbols at most this many neighbours get a second hop (beyond, the graph is a hairball). */
const SECOND_HOP_LIMIT = 12;

async function readRelations(
  source: UsageSource,
  symbolId: string,
  secondHop: boolean,
  scope: UsageScope,
): Promise<SymbolRelations> {
  // A self-loop is one relation, counted once per direction by groupRelations.
  const groups = groupRelations(symbolId, await source.relations([symbolId], scope));
  const neighbours = [...new Set(groups.map((group) => group.symbolId))];
  const hops = new Map<string, RelationGroup[]>();
  if (secondHop && neighbours.length > 0) {
    const near = neighbours.slice(0, SECOND_HOP_LIMIT);
    const theirs = await source.relations(near, scope);
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
  const rows = await source.symbols([...shown]);
  const { titleIn } = await repositoryTitles(source);
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
  const models = await source.modelTitles(named);
  const modelTitles = new Map<string, string>();
  for (const { repositoryId, modelId } of named) {
    const title = titleIn(repositoryId, models.get(`${repositoryId}/${modelId}`));
    if (title) modelTitles.set(`${repositoryId}/${modelId}`, title);
  }
  return { groups, titles, repositoryOf, secondHop: hops, modelTitles };
}

/**
 * A question about a symbol, answered by whichever index answers this session: this browser's, live as it grows,
 * or the installation's on the console server, read again as its status changes.
 */
function useUsage<T>(name: string, read: (source: UsageSource) => Promise<T>, deps: unknown[]): T | undefined {
  const client = useApiClient();
  const source = useIndexSource();
  const status = useInstallationIndex().data;
  const fromBrowser = useLive((db) => read(browserUsage(db)), deps, source === 'browser');
  const fromInstallation = useQuery({
    queryKey: queryKeys.installationUsage(client.identity, {
      name,
      deps,
      // A walk that read more answers anew.
      read: status?.coverage.modelsRead,
      listedAt: status?.coverage.listedAt,
    }),
    queryFn: ({ signal }) => read(installationUsage(consoleServerOf(client), status!, signal)),
    enabled: source === 'installation' && status !== undefined,
    staleTime: 60_000,
  });
  return source === 'installation' ? fromInstallation.data : fromBrowser;
}

export const usePlacements = (symbolId: string, scope: UsageScope) =>
  useUsage('placements', (source) => readPlacements(source, symbolId, scope), [
    symbolId,
    scope.repositoryId,
    scope.across,
  ]);

export const useSymbolRepositories = (symbolId: string) =>
  useUsage('repositories', (source) => readSymbolRepositories(source, symbolId), [symbolId]);

export const usePlacementCount = (symbolId: string) =>
  useUsage('count', (source) => readPlacementCount(source, symbolId), [symbolId]);

export const useSymbolRelations = (symbolId: string, secondHop: boolean, scope: UsageScope) =>
  useUsage('relations', (source) => readRelations(source, symbolId, secondHop, scope), [
    symbolId,
    secondHop,
    scope.repositoryId,
    scope.across,
  ]);
