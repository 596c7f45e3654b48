import type { FastifyInstance, FastifyRequest } from 'fastify';
import { grantIn, mayCreateDraft, type Actor } from '../../common/policy.js';
import { JSON_TYPE } from '../shared/http/apiPaths.js';
import { forbidden } from '../shared/http/errors.js';
import {
  buildConsoleApiDocument,
  checkBodyText,
  checkQuery,
  CONSOLE_API_PREFIX,
  CONSOLE_ROUTES,
  iso,
  isTagged,
  type Acting,
  type Caller,
  type Handle,
} from './api/index.js';
import { credentialActor, credentialOf, serviceCredentialOf } from '../shared/http/requestActor.js';
import { auditRoutes, type AuditStore, type Download } from './audit/index.js';
import { installationRoutes, type InstallationServices } from './installation/index.js';
import { editRoutes, type EditServices } from './edits/index.js';
import { proposalRoutes, type ProposalServices } from './proposals/index.js';
import { keyScheduleRoutes, type KeyScheduleServices } from './keySchedule/index.js';
import { AUTH_PREFIX, checkCsrf, type PeopleConsoleApi, type PersonCaller } from './people/index.js';

/** What the console server's API answers from: the installation's index and directory, and each part there is. */
export interface ConsoleApiServices extends InstallationServices {
  /** Where people sign in (server/console/people). */
  people?: PeopleConsoleApi;
  /** The audit log (server/console/audit), read by administrators. */
  audit?: AuditStore;
  /** The key schedule (server/console/keySchedule): rolls, and the revokes the server performs. */
  keySchedule?: KeyScheduleServices;
  /** Edits in progress and their proposals (server/console/edits). */
  edits?: EditServices;
  /** Proposals' conversations, decisions and the inbox (server/console/proposals). */
  proposals?: ProposalServices;
}

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

  const routeOf = (operationId: string) => CONSOLE_ROUTES.find((route) => route.operationId === operationId)!;

  /** The person a session cookie stands for, else the caller whose credential the service accepts. */
  const callerOf = async (request: FastifyRequest): Promise<Caller> => {
    const person = await services.people?.access.callerOf(request);
    if (person) checkCsrf(request, services.people!.publicUrl);
    return person ?? (await services.callers.check(request.headers));
  };

  /** Who acts, for the parts that keep something per caller (edits) or call the service for it. */
  const actingOf = (request: FastifyRequest, caller: Caller): Acting => {
    if ('person' in caller) {
      const person = caller as PersonCaller;
      return {
        id: person.person.subject,
        kind: 'person',
        name: person.person.name,
        serviceHeaders: async () => ({ 'x-api-key': await services.people!.keyFor(person) }),
      };
    }
    const headers = serviceCredentialOf(request.headers);
    return { ...credentialActor(credentialOf(request)!), serviceHeaders: async () => headers };
  };

  const handle: Handle = (operationId, answer) => {
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
          acting: actingOf(request, caller),
          query: request.query as Record<string, unknown>,
          params: request.params as never,
          body: request.body as never,
          ifNoneMatch: request.headers['if-none-match'],
        });
        if (isTagged(result)) {
          // Kept by the browser, asked again every time: a poll sends If-None-Match, and 304 is all it gets back
          // while nothing changed. The tag names the caller, so that one caller's copy is never another's.
          reply.header('cache-control', 'private, no-cache').header('etag', result.tagged.etag);
          reply.header('vary', 'cookie, x-api-key, authorization');
          if (result.tagged.body === undefined) return reply.code(304).send();
          return reply.code(route.success.status).type(JSON_TYPE).send(result.tagged.body);
        }
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

  installationRoutes(handle, services);
  auditRoutes(handle, services.audit, now);
  keyScheduleRoutes(handle, services.keySchedule, now);
  editRoutes(handle, services.edits, now);
  proposalRoutes(handle, services.proposals, now);

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
