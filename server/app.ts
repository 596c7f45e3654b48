// One fastify app: the console's server (its pages, /console-api, /auth, probes and metrics) and, under /api/v1,
// the embedded service or the proxy to a real one, one plugin per concern in the order a request meets them.
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './shared/config.js';
import type { EmbeddedService } from './service/index.js';
import { batchedSending } from './shared/http/batchedSending.js';
import { answerClientError, guardedServer, type ServerGuards } from './shared/http/connections.js';
import { consoleFiles, securityHeaders } from './console/site/index.js';
import { answerError } from './shared/http/errorAnswers.js';
import { API_PREFIX } from './shared/http/apiPaths.js';
import { CONSOLE_API_PREFIX } from './console/api/index.js';
import { consoleApi, type ConsoleApiServices } from './console/consoleApi.js';
import { freshAfterWrites, type IndexFreshness } from './console/installation/index.js';
import {
  type IdentityProvider,
  personForwarding,
  type PersonForwardingOptions,
  mountedIdentityProvider,
  AUTH_PREFIX,
  signInRoutes,
  type SignInRoutesOptions,
} from './console/people/index.js';
import { upstreamProxy } from './console/proxy/index.js';
import { acceptGate, type AcceptGateOptions } from './console/proposals/index.js';
import type { AuditRecorder } from './console/audit/index.js';
import { type KeySchedule, handRevokes } from './console/keySchedule/index.js';
import {
  METRICS_PATH,
  type ServerMetrics,
  closingWhenStopping,
  HEALTH_PATH,
  probes,
  READY_PATH,
  type ProbeOptions,
  requestIdFor,
  requestLog,
} from './console/production/index.js';

/** Whether a request is for an API (the service's or the console server's own) rather than for the console's pages. */
const isApiUrl = (url: string) =>
  [API_PREFIX, CONSOLE_API_PREFIX, AUTH_PREFIX].some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

export type AppConfig = Pick<
  Config,
  'adminToken' | 'rateLimit' | 'rateLimitWindowSeconds' | 'authCacheSeconds' | 'faultHeaders' | 'upstreamUrl'
>;

export interface AppOptions {
  config: AppConfig;
  /** The embedded service, served at `/api/v1`; none where config.upstreamUrl names a real service. */
  service?: EmbeddedService;
  /** The built console to serve at `/`, if any. */
  staticDir?: string;
  logger?: boolean | { level: string };
  /** Timeouts and the bound on connections per address (see connections.ts); tests make them small. */
  guards?: ServerGuards;
  /** A directory of people and groups (CSV) to publish as `/directory.csv` where the console's files hold none: the demo's. */
  publishedDirectory?: string;
  /** What the console server keeps once for the installation (its index and directory), served at `/console-api/v1`. */
  installation?: ConsoleApiServices;
  /** Sign-in through an OpenID provider, at `/auth` (server/console/people). */
  signIn?: SignInRoutesOptions;
  /** Requests to `/api/v1` with a person's session cookie, decided by the policy and sent on with their key. */
  personForwarding?: PersonForwardingOptions;
  /** Records every write that passes the server (server/console/audit): its hooks go on before any route. */
  audit?: AuditRecorder;
  /** The key schedule (server/console/keySchedule): a key revoked by hand ends its scheduled revoke. */
  keySchedule?: KeySchedule;
  /** The demo's identity provider, mounted at its issuer's path (IDENTITY=demo). */
  identityProvider?: { provider: IdentityProvider; path: string };
  /** Keeps a proposal that no longer waits (or its author, unless allowed) from being accepted, and marks it accepted. */
  acceptGate?: AcceptGateOptions;
  /** Reads the drafts written and the canvases opened through the server into the installation index at once. */
  indexFreshness?: IndexFreshness;
  /** What `/readyz` checks, and whether the server is stopping; without, it is ready while it answers. */
  probes?: ProbeOptions;
  /** The server's figures at `/metrics` (server/console/production), behind its token where one is set. */
  metrics?: { metrics: ServerMetrics; token?: string };
}

/** Builds the whole server (API, console files, proxy) without listening. */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance }> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 8 * 1024 * 1024,
    // Only documented operations are served; HEAD would be an undocumented extra.
    exposeHeadRoutes: false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false } },
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: false, maxParamLength: 500 },
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, request, reply) => answerError(error, request, reply as FastifyReply),
    serverFactory: guardedServer(options.guards),
    // One JSON line per request, written by requestLog once it is answered, with the request's id in it.
    genReqId: requestIdFor,
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
  });

  app.setErrorHandler(answerError);
  await app.register(requestLog, { quietPaths: [HEALTH_PATH, READY_PATH, METRICS_PATH] });
  if (options.metrics) await app.register(options.metrics.metrics.plugin(options.metrics.token));
  const probeOptions = options.probes ?? { checks: [], stopping: () => false };
  await app.register(closingWhenStopping, probeOptions);
  await app.register(probes, probeOptions);
  if (options.audit) await app.register(options.audit.plugin);
  if (options.keySchedule) await app.register(handRevokes, { schedule: options.keySchedule });
  if (options.indexFreshness) await app.register(freshAfterWrites, { freshness: options.indexFreshness });
  await app.register(securityHeaders, { isApiUrl });
  await app.register(batchedSending);
  await app.register(consoleFiles, {
    staticDir: options.staticDir,
    publishedDirectory: options.publishedDirectory,
    isApiUrl,
  });
  await app.register(cors, {
    origin: true,
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'x-api-key',
      'authorization',
      'content-type',
      'svc-permission-group',
      'x-fault',
      'x-accepted-checks',
      'x-request-id',
    ],
    exposedHeaders: ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'],
    maxAge: 600,
  });

  if (options.installation) await app.register(consoleApi, { prefix: CONSOLE_API_PREFIX, ...options.installation });
  if (options.signIn) await app.register(signInRoutes, { prefix: AUTH_PREFIX, ...options.signIn });
  if (options.identityProvider)
    await app.register(mountedIdentityProvider, {
      prefix: options.identityProvider.path,
      provider: options.identityProvider.provider,
    });

  const { upstreamUrl } = options.config;
  const { service } = options;
  if (!upstreamUrl && !service) throw new Error('buildApp needs the embedded service unless upstreamUrl is set');
  await app.register(
    async (api) => {
      if (options.personForwarding) await api.register(personForwarding, options.personForwarding);
      if (options.acceptGate) await api.register(acceptGate, options.acceptGate);
      if (upstreamUrl) await api.register(upstreamProxy, { upstreamUrl });
      else await api.register(service!.api);
    },
    { prefix: API_PREFIX },
  );
  return { app };
}
