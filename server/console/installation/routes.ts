import type { Static } from '@sinclair/typebox';
import { badRequest, HttpError, notFound } from '../../shared/http/errors.js';
import {
  fromStore,
  isUuid,
  iso,
  type Caller,
  type CoverageShape,
  type DirectoryEntryWrite,
  type DirectoryImport,
  type Handle,
} from '../api/index.js';
import type { RepositoryCoverage } from './indexStore.js';
import type { InstallationServices } from './installation.js';
import type { WalkStatus } from './walker.js';

/** Coverage is counted over every model: answers share one count, made again once the walk has written since, at most this often. */
const COVERAGE_KEPT_MS = 1000;

/** The index's answers while its database is away: the console uses its own index meanwhile. */
const indexUnavailable = () =>
  new HttpError(
    503,
    'index_unavailable',
    'the installation index cannot be read now (its database is unavailable); the console uses its own index meanwhile',
  );
const fromIndex = <T>(work: () => Promise<T>) => fromStore(work, indexUnavailable);

/**
 * The installation's operations: the index (its state, title search, similar titles, where a symbol is used, what
 * it relates to), each answer confined to the repositories the caller can list; and the directory.
 */
export function installationRoutes(handle: Handle, services: InstallationServices): void {
  const now = services.now ?? Date.now;
  let coverageKept: { rows: RepositoryCoverage[]; until: number; walkedAt: number | undefined } | undefined;

  /** Every repository's coverage, counted again once the walk has written since (see COVERAGE_KEPT_MS), cut to the caller's. */
  const coverageOf = async (
    repositoryIds: readonly string[],
    walk?: Promise<WalkStatus | undefined>,
  ): Promise<RepositoryCoverage[]> => {
    const walkedAt = (await (walk ?? services.walkStatus()))?.updatedAt;
    if (!coverageKept || (coverageKept.until <= now() && coverageKept.walkedAt !== walkedAt)) {
      const all = await services.index.repositories();
      coverageKept = {
        rows: await services.index.coverage(all.map((r) => r.uuid)),
        until: now() + COVERAGE_KEPT_MS,
        walkedAt,
      };
    }
    const allowed = new Set(repositoryIds);
    return coverageKept.rows.filter((row) => allowed.has(row.uuid));
  };
  const summed = (rows: readonly RepositoryCoverage[]): CoverageShape => {
    const oldest = (values: (number | undefined)[]) => {
      const known = values.filter((value): value is number => value !== undefined);
      return known.length > 0 ? Math.min(...known) : undefined;
    };
    return {
      repositories: rows.length,
      models: rows.reduce((sum, row) => sum + row.models, 0),
      modelsRead: rows.reduce((sum, row) => sum + row.modelsRead, 0),
      oldestReadAt: iso(oldest(rows.map((row) => row.oldestReadAt))),
      listedAt: iso(oldest(rows.map((row) => row.listedAt))),
    };
  };

  /** The repositories an answer is drawn from: the caller's, or the one asked for among them. */
  const scope = (caller: Caller, repository: unknown): string[] => {
    if (repository === undefined) return caller.repositoryIds;
    // A uuid: held to its document before it comes here (parameters.ts).
    const uuid = String(repository).toLowerCase();
    if (!caller.repositoryIds.includes(uuid))
      throw notFound('no repository with this uuid that your credential can list');
    return [uuid];
  };

  handle('getIndexStatus', async ({ caller }) => {
    // The walk's state is read once, for the answer and for knowing whether the counts are still current.
    const [walk, rows] = await fromIndex(() => {
      const status = services.walkStatus();
      return Promise.all([status, coverageOf(caller.repositoryIds, status)]);
    });
    const reason = services.indexAbsence ?? (walk ? undefined : 'the installation index has not been walked yet');
    return {
      available: reason === undefined,
      ...(reason ? { reason } : {}),
      ...(walk
        ? {
            walk: {
              phase: walk.phase,
              cycleStartedAt: iso(walk.cycleStartedAt),
              lastCycleEndedAt: iso(walk.lastCycleEndedAt),
              waitingUntil: iso(walk.waitingUntil),
              error: walk.error,
              requests: walk.requests,
              walker: walk.walker,
            },
          }
        : {}),
      coverage: summed(rows),
      repositories: rows.map((row) => ({ ...row, listedAt: iso(row.listedAt)!, oldestReadAt: iso(row.oldestReadAt) })),
    };
  });

  handle('searchTitles', async ({ caller, query }) => {
    const q = query.q;
    if (typeof q !== 'string' || q.trim() === '') throw badRequest('q must be the words to find');
    const kind = query.kind;
    const limit = query.limit === undefined ? 50 : Number(query.limit);
    const repositoryIds = scope(caller, query.repository);
    const [hits, rows] = await fromIndex(() =>
      Promise.all([
        services.index.searchTitles(q, repositoryIds, { limit, kind: kind as 'model' | 'symbol' | undefined }),
        coverageOf(repositoryIds),
      ]),
    );
    return { hits, coverage: summed(rows) };
  });

  handle('listSimilarTitles', async ({ caller, query }) => {
    const titles = typeof query.titles === 'string' ? query.titles.split('\n').filter((title) => title.trim()) : [];
    if (titles.length === 0) throw badRequest('titles must be one or more titles, one per line');
    if (titles.length > 10 || (query.titles as string).length > 2000)
      throw badRequest('titles may hold at most 10 titles and 2000 characters');
    let repositoryIds = scope(caller, query.repository);
    // A uuid, held to its document.
    if (query.except !== undefined)
      repositoryIds = repositoryIds.filter((uuid) => uuid !== String(query.except).toLowerCase());
    const [hits, rows] = await fromIndex(() =>
      Promise.all([services.index.similarTitles(titles, repositoryIds), coverageOf(repositoryIds)]),
    );
    return { hits, coverage: summed(rows) };
  });

  handle<{ symbolId: string }, undefined>('listPlacements', async ({ caller, query, params }) => {
    const repositoryIds = scope(caller, query.repository);
    return fromIndex(async () => {
      const placements = await services.index.placements(params.symbolId, repositoryIds);
      const models = await services.index.modelTitles(
        [
          ...new Map(
            placements.map((p) => [
              `${p.repositoryId}/${p.modelId}`,
              { repositoryId: p.repositoryId, uuid: p.modelId },
            ]),
          ).values(),
        ],
        repositoryIds,
      );
      return { placements, models, coverage: summed(await coverageOf(repositoryIds)) };
    });
  });

  handle('listRelations', async ({ caller, query }) => {
    // Held to its document (1 to 50 uuids) before it comes here.
    const symbols = [
      ...new Set(
        String(query.symbols)
          .split(',')
          .map((uuid) => uuid.trim().toLowerCase()),
      ),
    ];
    const repositoryIds = scope(caller, query.repository);
    return fromIndex(async () => {
      const relations = await services.index.relations(symbols, repositoryIds);
      const ends = new Set([...symbols, ...relations.flatMap((r) => [r.fromSymbol, r.toSymbol])]);
      const modelKeys = new Map(
        relations.map((r) => [`${r.repositoryId}/${r.modelId}`, { repositoryId: r.repositoryId, uuid: r.modelId }]),
      );
      return {
        relations,
        symbols: await services.index.symbols([...ends], repositoryIds),
        models: await services.index.modelTitles([...modelKeys.values()], repositoryIds),
        coverage: summed(await coverageOf(repositoryIds)),
      };
    });
  });

  handle('getDirectory', async () => {
    const { entries, changedAt } = await fromIndex(() => services.directory.read());
    return { entries, changedAt: iso(changedAt) };
  });

  const entryUuid = (uuid: string) => {
    if (!isUuid(uuid)) throw badRequest('the path must name a user or group by its uuid');
    return uuid.toLowerCase();
  };

  handle<{ uuid: string }, Static<typeof DirectoryEntryWrite>>('putDirectoryEntry', async ({ params, body }) => {
    if (body.kind === 'group' && body.email) throw badRequest('a group has no email address');
    await fromIndex(() =>
      services.directory.put([{ uuid: entryUuid(params.uuid), ...body, name: body.name.trim() }], now()),
    );
  });

  handle<{ uuid: string }, undefined>('deleteDirectoryEntry', async ({ params }) => {
    if (!(await fromIndex(() => services.directory.remove(entryUuid(params.uuid), now()))))
      throw notFound('the directory has no entry for this uuid');
  });

  handle<unknown, Static<typeof DirectoryImport>>('importDirectory', async ({ body }) => {
    const entries = body.entries.map((entry, n) => {
      if (entry.kind === 'group' && entry.email) throw badRequest(`entries/${n}: a group has no email address`);
      return { ...entry, uuid: entry.uuid.toLowerCase(), name: entry.name.trim() };
    });
    await fromIndex(() => services.directory.put(entries, now()));
    return { imported: entries.length };
  });
}
