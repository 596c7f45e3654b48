import cors from '@fastify/cors';
import replyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Authenticator, type Principal } from './auth/authenticator.js';
import type { Config } from './config.js';
import { armFault, registerFaultHook } from './faults/faults.js';
import { forbidden, HttpError, httpErrorOf, type ErrorBody } from './http/errors.js';
import { StoreError } from './store/errors.js';
import { ResponseCache } from './http/responseCache.js';
import { JsonText, pathPattern, routerPath, type Access, type RouteDefinition } from './http/route.js';
import { buildOpenApiDocument } from './openapi/document.js';
import { parseQuery } from './query/params.js';
import { RateLimiter } from './rateLimit/limiter.js';
import { accessorRoutes } from './routes/accessors.js';
import { apiKeyRoutes } from './routes/apiKeys.js';
import { documentRoutes } from './routes/documents.js';
import { modelRoutes } from './routes/models.js';
import { repositoryRoutes } from './routes/repositories.js';
import { createStores, type Services, type Stores } from './routes/services.js';
import type { ListedModelsOptions } from './store/listedModels.js';
import { symbolRoutes } from './routes/symbols.js';
import type { Db } from './store/database.js';
import { answerClientError, guardedServer, type ServerGuards } from './http/connections.js';
import { registerJsonBodyParser } from './http/jsonBody.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { registerBatchedSending } from './http/batchedSending.js';

export const API_PREFIX = '/api/v1';
/** Whether a request is for the API rather than for the console's pages. */
const isApiUrl = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);

export type AppConfig = Pick<
  Config,
  'adminToken' | 'rateLimit' | 'rateLimitWindowSeconds' | 'authCacheSeconds' | 'faultHeaders' | 'upstreamUrl'
>;

export interface AppOptions {
  config: AppConfig;
  /** The embedded service's database; not used when config.upstreamUrl is set. */
  db?: Db;
  /** The built console to serve at `/`, if any. */
  staticDir?: string;
  logger?: boolean | { level: string };
  now?: () => number;
  /** Timeouts and the bound on connections per address (see connections.ts); tests make them small. */
  guards?: ServerGuards;
  /** How the model lists keep their state; tests index small repositories. */
  listing?: ListedModelsOptions;
  /** A directory of people and groups (CSV) to publish as `/directory.csv` where the console's files hold none: the demo's. */
  publishedDirectory?: string;
  /** Answers that took at least this long to make are kept (see WORTH_KEEPING_MS); tests keep every one. */
  worthKeepingMs?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** Every operation of the embedded service, in documentation order. */
export const allRoutes = (services: Services): RouteDefinition[] => [
  ...repositoryRoutes(services),
  ...modelRoutes(services),
  ...symbolRoutes(services),
  ...documentRoutes(services),
  ...accessorRoutes(services),
  ...apiKeyRoutes(services),
];

const JSON_TYPE = 'application/json; charset=utf-8';
/** Wrong credentials one address may send per minute (while rate limiting is on) before it is refused for the rest of it. */
export const FAILED_AUTHENTICATIONS_PER_MINUTE = 100;
const RATE_LIMIT_MESSAGE = (limit: number, window: number) => `Maximum ${limit} requests per ${window} seconds`;
const principals = new WeakMap<FastifyRequest, Principal>();

const NO_OPERATION: ErrorBody = {
  error: 'not_found',
  message: `no such operation; the service's operations are listed at ${API_PREFIX}/openapi.json`,
};

/** What fastify itself refuses, said in the contract's words (its own messages quote the request). */
const FRAMEWORK_ERRORS: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, error: 'bad_request', message: 'the URL is not valid percent-encoded UTF-8' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    error: 'uri_too_long',
    message: 'a path parameter is longer than 500 characters',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'bad_request', message: 'the body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    error: 'bad_request',
    message: 'the body is empty but declared as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    error: 'bad_request',
    message: 'the Content-Length does not match the body',
  },
};

function errorBody(thrown: FastifyError | HttpError | StoreError): { status: number; body: ErrorBody } {
  const error = thrown instanceof StoreError ? httpErrorOf(thrown) : thrown;
  if (error instanceof HttpError) {
    const body: ErrorBody = { error: error.code, message: error.message };
    if (error.retryAfterSeconds !== undefined) body.retryAfterSeconds = error.retryAfterSeconds;
    return { status: error.statusCode, body };
  }
  if (error.validation) return { status: 400, body: { error: 'bad_request', message: error.message } };
  const status = error.statusCode ?? 500;
  if (status === 415)
    return { status, body: { error: 'unsupported_media_type', message: 'send the body as application/json' } };
  if (status === 413) return { status, body: { error: 'payload_too_large', message: 'the request body is too large' } };
  // Fastify's and Node's own messages can quote the request (a URL, a piece of the body): never passed on.
  if (status >= 400 && status < 500) {
    const known = FRAMEWORK_ERRORS[error.code] ?? {
      status: 400,
      error: 'bad_request',
      message: 'the request is malformed',
    };
    return { status: known.status, body: { error: known.error, message: known.message } };
  }
  return { status: 500, body: { error: 'internal_error', message: 'the service failed to complete the request' } };
}

/** Answers any error in the contract's body; a 5xx is logged, with no part of the request. */
function answerError(error: FastifyError | HttpError | StoreError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = errorBody(error);
  if (status >= 500)
    request.log.error({ err: { message: error.message, code: (error as FastifyError).code } }, 'request failed');
  reply.code(status).type(JSON_TYPE).send(body);
}

function registerEmbeddedApi(api: FastifyInstance, services: Services, options: AppOptions): void {
  const { config } = options;
  const limiter = new RateLimiter(config.rateLimit, config.rateLimitWindowSeconds, options.now);
  // Wrong credentials per client address; past the limit, the address is refused until its window ends.
  const failures = new RateLimiter(FAILED_AUTHENTICATIONS_PER_MINUTE, 60, options.now);
  const cache = new ResponseCache(services.writeCount, undefined, options.worthKeepingMs);
  const routes = allRoutes(services);
  const openapiRoute: RouteDefinition = {
    method: 'GET',
    path: '/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This machine-readable description',
    tag: 'Meta',
    access: 'public',
    success: { status: 200, description: 'The OpenAPI 3.1 document' },
    errors: [],
    handler: () => document,
  };
  const document = buildOpenApiDocument([...routes, openapiRoute]);

  registerJsonBodyParser(api);

  // A path the service knows asked with another method is a 405 that says which ones it takes.
  const paths = [...routes, openapiRoute].map((route) => ({
    method: route.method,
    pattern: pathPattern(route.path),
  }));
  api.setNotFoundHandler((request, reply) => {
    const path = request.url.slice(API_PREFIX.length).split('?')[0];
    const allowed = paths.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method);
    if (allowed.length > 0) {
      reply
        .code(405)
        .header('Allow', [...allowed, 'OPTIONS'].join(', '))
        .send({ error: 'method_not_allowed', message: `this path takes ${allowed.join(', ')}` });
      return;
    }
    reply.code(404).send(NO_OPERATION);
  });

  // Authentication, then rate limiting (before the body is even read), then fault arming.
  api.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (request.method === 'OPTIONS' || access === undefined || access === 'public') return;
    const guessing = failures.peek(request.ip);
    if (!guessing.allowed) {
      reply.header('Retry-After', guessing.resetSeconds);
      throw new HttpError(
        429,
        'too_many_requests',
        `too many failed authentications from this address; try again in ${guessing.resetSeconds} seconds`,
        guessing.resetSeconds,
      );
    }
    let principal: Principal;
    try {
      principal = services.authenticator.authenticate(request.headers);
    } catch (error) {
      // Only a credential that was sent and is wrong counts: that is what guessing looks like.
      const sent = Boolean(request.headers.authorization || request.headers['x-api-key']);
      if (sent && error instanceof HttpError && error.statusCode === 401 && limiter.enabled) failures.take(request.ip);
      throw error;
    }
    principals.set(request, principal);
    if (limiter.enabled) {
      const decision = limiter.take(`${principal.kind}:${principal.id}`);
      reply.header('X-RateLimit-Limit', decision.limit);
      reply.header('X-RateLimit-Remaining', decision.remaining);
      reply.header('X-RateLimit-Reset', decision.resetSeconds);
      if (!decision.allowed) {
        reply.header('Retry-After', decision.resetSeconds);
        throw new HttpError(
          429,
          'too_many_requests',
          RATE_LIMIT_MESSAGE(decision.limit, config.rateLimitWindowSeconds),
          decision.resetSeconds,
        );
      }
    }
    if (access === 'admin' && principal.kind !== 'admin') {
      throw forbidden('API keys can be managed only by the administrator; application keys cannot call /api-keys');
    }
    if (config.faultHeaders) armFault(request);
  });
  if (config.faultHeaders) registerFaultHook(api);

  for (const route of [...routes, openapiRoute]) {
    const response: Record<number, unknown> = {};
    if (route.success.schema) response[route.success.status] = route.success.schema;
    api.route({
      method: route.method,
      url: routerPath(route.path),
      config: { access: route.access },
      schema: { ...(route.body ? { body: route.body.schema } : {}), response },
      // An optional body that is absent validates as an empty object.
      ...(route.body && !route.body.required
        ? {
            preValidation: async (request: FastifyRequest) => {
              if (request.body === undefined) request.body = {};
            },
          }
        : {}),
      handler: async (request, reply) => {
        if (route.body?.required && request.body === undefined) {
          throw new HttpError(400, 'bad_request', 'this operation needs a JSON body');
        }
        // Reads are answered from the cache while the database is unchanged; the principal kind is part
        // of the key so that an answer is never shared across the administrator / application boundary.
        const cacheKey = route.method === 'GET' ? `${principals.get(request)?.kind}\u0000${request.url}` : undefined;
        const cached = cacheKey === undefined ? undefined : cache.get(cacheKey);
        if (cached !== undefined) return reply.code(200).type(JSON_TYPE).send(cached);
        const started = performance.now();
        const result = route.handler({
          request,
          reply,
          params: request.params as Record<string, string>,
          query: parseQuery(route.query ?? {}, request.query as Record<string, unknown>),
          body: request.body,
          principal: principals.get(request),
        });
        reply.code(route.success.status);
        if (route.success.status === 204) return reply.send();
        const keep = cacheKey !== undefined && cache.worthKeeping(performance.now() - started);
        if (!keep && !(result instanceof JsonText)) return result;
        const body = result instanceof JsonText ? result.body : (reply.serialize(result) as string);
        if (keep) cache.set(cacheKey, body);
        return reply.type(JSON_TYPE).send(body);
      },
    });
  }
}

function registerUpstreamProxy(api: FastifyInstance, upstreamUrl: string): void {
  const upstream = new URL(upstreamUrl);
  const forwarded = ['accept', 'content-type', 'x-api-key', 'authorization', 'svc-permission-group'];
  api.register(replyFrom, { base: upstream.origin, undici: { headersTimeout: 60_000 } });
  api.all('/*', { config: { access: 'public' } }, (request, reply) => {
    const rest = request.url.slice(API_PREFIX.length);
    reply.from(`${upstream.pathname.replace(/\/$/, '')}${rest}`, {
      rewriteRequestHeaders: (_request, headers) =>
        Object.fromEntries(Object.entries(headers).filter(([name]) => forwarded.includes(name.toLowerCase()))),
      onError: (replyToSend) => {
        replyToSend
          .code(502)
          .send({ error: 'bad_gateway', message: `the upstream service at ${upstream.origin} could not be reached` });
      },
    });
  });
}

/** Builds the whole server (API, console files, proxy) without listening. */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; stores?: Stores }> {
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
  });

  app.setErrorHandler(answerError);
  registerSecurityHeaders(app, isApiUrl);
  registerBatchedSending(app);
  app.setNotFoundHandler((request, reply) => {
    if (isApiUrl(request.url) || !options.staticDir || (request.method !== 'GET' && request.method !== 'HEAD')) {
      reply.code(404).send(NO_OPERATION);
      return;
    }
    // A client-side route: the console's index.html takes it from here.
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  await app.register(cors, {
    origin: true,
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['x-api-key', 'authorization', 'content-type', 'svc-permission-group', 'x-fault'],
    exposedHeaders: ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'],
    maxAge: 600,
  });

  let stores: Stores | undefined;
  if (options.config.upstreamUrl) {
    const upstreamUrl = options.config.upstreamUrl;
    await app.register(async (api) => registerUpstreamProxy(api, upstreamUrl), { prefix: API_PREFIX });
  } else {
    if (!options.db) throw new Error('buildApp needs a database unless upstreamUrl is set');
    stores = createStores(options.db, options.listing);
    const services: Services = {
      ...stores,
      authenticator: new Authenticator(
        stores.apiKeys,
        options.config.adminToken,
        options.config.authCacheSeconds,
        options.now,
      ),
    };
    await app.register(async (api) => registerEmbeddedApi(api, services, options), { prefix: API_PREFIX });
  }

  if (options.staticDir && existsSync(join(options.staticDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: options.staticDir,
      wildcard: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // An installation's own file, put beside index.html, wins over the demo's.
  const publishedDirectory = options.publishedDirectory;
  if (
    publishedDirectory !== undefined &&
    !(options.staticDir && existsSync(join(options.staticDir, 'directory.csv')))
  ) {
    app.get('/directory.csv', (_request, reply) => {
      reply.header('cache-control', 'no-cache').type('text/csv; charset=utf-8').send(publishedDirectory);
    });
  }
  return { app, stores };
}
