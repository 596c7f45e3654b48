import type { Static } from '@sinclair/typebox';
import { SCHEDULED_BY } from '../../common/audit.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forbidden, HttpError, notFound } from '../shared/http/errors.js';
import { JSON_TYPE } from '../shared/http/apiPaths.js';
import type { Caller, WalkStatus, InstallationServices, RepositoryCoverage } from './installation/index.js';
import {
  buildConsoleApiDocument,
  checkBodyText,
  checkQuery,
  CONSOLE_API_PREFIX,
  CONSOLE_ROUTES,
  isUuid,
  type CoverageShape,
  type DirectoryEntryWrite,
  type DirectoryImport,
  type KeyRevocationMove,
  type KeyRollRequest,
} from './api/index.js';
import { grantIn, mayCreateDraft, type Actor } from '../../common/policy.js';
import { checkCsrf, AUTH_PREFIX, type PersonCaller, type PeopleConsoleApi } from './people/index.js';
import { type AuditStore, auditAnswer, verificationAnswer, type Download } from './audit/index.js';
import {
  cancelAnswer,
  moveAnswer,
  revocationsAnswer,
  rollAnswer,
  type KeyScheduleServices,
} from './keySchedule/index.js';

/** What the console server's API answers from: the installation's index and directory, and each part there is. */
export interface ConsoleApiServices extends InstallationServices {
  /** Where people sign in (server/console/people). */
  people?: PeopleConsoleApi;
  /** The audit log (server/console/audit), read by administrators. */
  audit?: AuditStore;
  /** The key schedule (server/console/keySchedule): rolls, and the revokes the server performs. */
  keySchedule?: KeyScheduleServices;
}

/** Coverage is counted over every model: answers share one count, made again once the walk has written since, at most this often. */
const COVERAGE_KEPT_MS = 1000;

const iso = (ms: number | undefined) => (ms && ms > 0 ? new Date(ms).toISOString() : undefined);

/** A store that fails (its database gone) is a 503 a person can read, never the database's own words. */
async function fromStore<T>(
  work: () => Promise<T>,
  unavailable = new HttpError(
    503,
    'index_unavailable',
    'the installation index cannot be read now (its database is unavailable); the console uses its own index meanwhile',
  ),
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unavailable;
  }
}

const scheduleUnavailable = () =>
  new HttpError(
    503,
    'schedule_unavailable',
    'the key schedule cannot be read now (the console database is unavailable)',
  );

const auditUnreadable = () =>
  new HttpError(503, 'audit_unavailable', 'the audit log cannot be read now (the console database is unavailable)');

/** What a signed-in person may do, as GET /me tells the console. */
function personMe({ administrator, person }: PersonCaller) {
  const repositories = [...person.grants].map(([uuid, may]) => ({ uuid, may }));
  return {
    actor: {
      kind: 'person',
      name: person.name,
      ...(person.email ? { email: person.email } : {}),
      ...(person.userId ? { user: person.userId } : {}),
    },
    administrator,
    mayCreateDraft: person.mayCreateDraft,
    repositories,
    session: {
      signedInAt: iso(person.session.createdAt),
      idleUntil: iso(person.session.idleUntil),
      expiresAt: iso(person.session.expiresAt),
    },
  };
}

/** The console server's own API: the installation index and the directory, for callers the service accepts. */
export async function consoleApi(app: FastifyInstance, services: ConsoleApiServices): Promise<void> {
  const now = services.now ?? Date.now;
  const document = buildConsoleApiDocument(CONSOLE_ROUTES, CONSOLE_API_PREFIX);
  let coverageKept: { rows: RepositoryCoverage[]; until: number; walkedAt: number | undefined } | undefined;

  const routeOf = (operationId: string) => CONSOLE_ROUTES.find((route) => route.operationId === operationId)!;

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

  /** The person a session cookie stands for, else the caller whose credential the service accepts. */
  const callerOf = async (request: FastifyRequest): Promise<Caller> => {
    const person = await services.people?.access.callerOf(request);
    if (person) checkCsrf(request, services.people!.publicUrl);
    return person ?? (await services.callers.check(request.headers));
  };

  const handle = <Params, Body>(
    operationId: string,
    answer: (input: { caller: Caller; query: Record<string, unknown>; params: Params; body: Body }) => Promise<unknown>,
  ) => {
    const route = routeOf(operationId);
    app.route({
      method: route.method,
      url: route.path.replace(/\{(\w+)\}/g, ':$1'),
      schema: {
        ...(route.body ? { body: route.body } : {}),
        ...(route.success.schema ? { response: { [route.success.status]: route.success.schema } } : {}),
      },
      handler: async (request: FastifyRequest, reply) => {
        checkQuery(route, request.query as Record<string, unknown>);
        checkBodyText(request.body);
        const caller = await callerOf(request);
        if (route.access === 'administrator' && !caller.administrator)
          throw forbidden(`only the administrator may ${route.refusal ?? 'change the directory'}`);
        const result = await answer({
          caller,
          query: request.query as Record<string, unknown>,
          params: request.params as Params,
          body: request.body as Body,
        });
        reply.header('cache-control', 'no-store').code(route.success.status);
        if (route.success.status === 204) return reply.send();
        if (result && typeof result === 'object' && 'download' in result) {
          const { type, filename, body } = (result as Download).download;
          return reply.type(type).header('content-disposition', `attachment; filename="${filename}"`).send(body);
        }
        return reply.type(JSON_TYPE).send(result);
      },
    });
  };

  handle('getIndexStatus', async ({ caller }) => {
    // The walk's state is read once, for the answer and for knowing whether the counts are still current.
    const [walk, rows] = await fromStore(() => {
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
    const [hits, rows] = await fromStore(() =>
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
    const [hits, rows] = await fromStore(() =>
      Promise.all([services.index.similarTitles(titles, repositoryIds), coverageOf(repositoryIds)]),
    );
    return { hits, coverage: summed(rows) };
  });

  handle<{ symbolId: string }, undefined>('listPlacements', async ({ caller, query, params }) => {
    const repositoryIds = scope(caller, query.repository);
    return fromStore(async () => {
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
    return fromStore(async () => {
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
    const { entries, changedAt } = await fromStore(() => services.directory.read());
    return { entries, changedAt: iso(changedAt) };
  });

  const audit = () => {
    if (!services.audit) throw new HttpError(404, 'not_found', 'this server keeps no audit log');
    return services.audit;
  };
  handle('listAuditEvents', async ({ query }) =>
    fromStore(() => auditAnswer(audit(), query, now()), auditUnreadable()),
  );
  handle('listAuditActors', async () => {
    const actors = await fromStore(() => audit().actors(), auditUnreadable());
    return { actors: actors.map((actor) => ({ ...actor, lastAt: iso(actor.lastAt)! })) };
  });
  handle('verifyAuditLog', async () => fromStore(() => verificationAnswer(audit()), auditUnreadable()));

  const keySchedule = () => {
    if (!services.keySchedule)
      throw new HttpError(
        404,
        'not_found',
        "this server keeps no key schedule: it needs the service's administrator credential in ADMIN_TOKEN",
      );
    return services.keySchedule;
  };
  /** Who a schedule's row names as having asked for it. */
  const nameOf = (caller: Caller) =>
    'person' in caller ? (caller as PersonCaller).person.name : SCHEDULED_BY.administratorToken;
  handle<{ uuid: string }, Static<typeof KeyRollRequest>>('rollApiKey', async ({ caller, params, body }) =>
    fromStore(() => rollAnswer(keySchedule(), params.uuid, body, nameOf(caller), now()), scheduleUnavailable()),
  );
  handle('listKeyRevocations', async ({ query }) =>
    fromStore(() => revocationsAnswer(keySchedule(), query), scheduleUnavailable()),
  );
  handle<{ uuid: string }, undefined>('cancelKeyRevocation', async ({ params }) =>
    fromStore(() => cancelAnswer(keySchedule(), params.uuid, now()), scheduleUnavailable()),
  );
  handle<{ uuid: string }, Static<typeof KeyRevocationMove>>('moveKeyRevocation', async ({ params, body }) =>
    fromStore(() => moveAnswer(keySchedule(), params.uuid, body, now()), scheduleUnavailable()),
  );

  handle('getMe', async ({ caller }) => {
    if ('person' in caller) return personMe(caller as PersonCaller);
    // A key or the administrator's token keeps the service's own rules, whatever the accessors say.
    const actor: Actor = caller.administrator ? { kind: 'administrator' } : { kind: 'key' };
    const may = grantIn(actor, [])!;
    const repositories = caller.repositoryIds.map((uuid) => ({ uuid, may }));
    return {
      actor: { kind: actor.kind },
      administrator: caller.administrator,
      mayCreateDraft: mayCreateDraft(repositories.map((repository) => repository.may)),
      repositories,
    };
  });

  const entryUuid = (uuid: string) => {
    if (!isUuid(uuid)) throw badRequest('the path must name a user or group by its uuid');
    return uuid.toLowerCase();
  };

  handle<{ uuid: string }, Static<typeof DirectoryEntryWrite>>('putDirectoryEntry', async ({ params, body }) => {
    if (body.kind === 'group' && body.email) throw badRequest('a group has no email address');
    await fromStore(() =>
      services.directory.put([{ uuid: entryUuid(params.uuid), ...body, name: body.name.trim() }], now()),
    );
  });

  handle<{ uuid: string }, undefined>('deleteDirectoryEntry', async ({ params }) => {
    if (!(await fromStore(() => services.directory.remove(entryUuid(params.uuid), now()))))
      throw notFound('the directory has no entry for this uuid');
  });

  handle<unknown, Static<typeof DirectoryImport>>('importDirectory', async ({ body }) => {
    const entries = body.entries.map((entry, n) => {
      if (entry.kind === 'group' && entry.email) throw badRequest(`entries/${n}: a group has no email address`);
      return { ...entry, uuid: entry.uuid.toLowerCase(), name: entry.name.trim() };
    });
    await fromStore(() => services.directory.put(entries, now()));
    return { imported: entries.length };
  });

  app.get('/sign-in', async (request, reply) => {
    checkQuery(routeOf('getSignInOptions'), request.query as Record<string, unknown>);
    const { people } = services;
    return reply
      .header('cache-control', 'no-store')
      .type(JSON_TYPE)
      .send({
        ...(people
          ? {
              provider: {
                name: people.providerName,
                signInUrl: `${AUTH_PREFIX}/login`,
                answers: await people.providerAnswers(),
              },
            }
          : {}),
        keySignIn: people?.keySignIn ?? true,
      });
  });

  app.delete('/session', async (request, reply) => {
    checkQuery(routeOf('endSession'), request.query as Record<string, unknown>);
    const caller = await callerOf(request);
    const ended = 'person' in caller ? await services.people!.signOut(request, reply) : {};
    return reply.header('cache-control', 'no-store').type(JSON_TYPE).send(ended);
  });

  app.get('/openapi.json', async (request, reply) => {
    checkQuery(routeOf('getConsoleApiDocument'), request.query as Record<string, unknown>);
    return reply.type(JSON_TYPE).send(document);
  });
}
