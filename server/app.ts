import cors from '@fastify/cors';
import replyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Authenticator, type Principal } from './auth/authenticator.js';
import type { Config } from './config.js';
import { armFault, registerFaultHook } from './faults/faults.js';
import { forbidden, HttpError, type ErrorBody } from './http/errors.js';
import { ResponseCache } from './http/responseCache.js';
import type { Access, RouteDefinition } from './http/route.js';
import { buildOpenApiDocument } from './openapi/document.js';
import { parseQuery } from './query/params.js';
import { RateLimiter } from './rateLimit/limiter.js';
import { accessorRoutes } from './routes/accessors.js';
import { apiKeyRoutes } from './routes/apiKeys.js';
import { documentRoutes } from './routes/documents.js';
import { modelRoutes } from './routes/models.js';
import { repositoryRoutes } from './routes/repositories.js';
import { createStores, type Services } from './routes/services.js';
import { symbolRoutes } from './routes/symbols.js';
import type { Db } from './store/database.js';

export const API_PREFIX = '/api/v1';

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
const RATE_LIMIT_MESSAGE = (limit: number, window: number) => `Maximum ${limit} requests per ${window} seconds`;
const principals = new WeakMap<FastifyRequest, Principal>();

function errorBody(error: FastifyError | HttpError): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    const body: ErrorBody = { error: error.code, message: error.message };
    if (error.retryAfterSeconds !== undefined) body.retryAfterSeconds = error.retryAfterSeconds;
    return { status: error.statusCode, body };
  }
  if (error.validation) return { status: 400, body: { error: 'bad_request', message: error.message } };
  const status = error.statusCode ?? 500;
  if (status === 415) return { status, body: { error: 'unsupported_media_type', message: 'send the body as application/json' } };
  if (status === 413) return { status, body: { error: 'payload_too_large', message: 'the request body is too large' } };
  if (status >= 400 && status < 500) return { status, body: { error: 'bad_request', message: error.message } };
  return { status: 500, body: { error: 'internal_error', message: 'the service failed to complete the request' } };
}

function registerEmbeddedApi(api: FastifyInstance, services: Services, options: AppOptions): void {
  const { config } = options;
  const limiter = new RateLimiter(config.rateLimit, config.rateLimitWindowSeconds, options.now);
  const cache = new ResponseCache(services.db);
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

  // Authentication, then rate limiting (before the body is even read), then fault arming.
  api.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (request.method === 'OPTIONS' || access === undefined || access === 'public') return;
    const principal = services.authenticator.authenticate(request.headers);
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
      url: route.path.replace(/\{(\w+)\}/g, ':$1'),
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
        if (cacheKey === undefined) return result;
        const body = reply.serialize(result) as string;
        cache.set(cacheKey, body);
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
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; services?: Services }> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 8 * 1024 * 1024,
    // Only documented operations are served; HEAD would be an undocumented extra.
    exposeHeadRoutes: false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false } },
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: false, maxParamLength: 500 },
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const { status, body } = errorBody(error);
    if (status >= 500) request.log.error({ err: { message: error.message, code: (error as FastifyError).code } }, 'request failed');
    reply.code(status).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(`${API_PREFIX}/`) || request.url === API_PREFIX || !options.staticDir) {
      reply.code(404).send({ error: 'not_found', message: `no operation ${request.method} ${request.url.split('?')[0]}` });
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.code(404).send({ error: 'not_found', message: `no operation ${request.method} ${request.url.split('?')[0]}` });
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

  let services: Services | undefined;
  if (options.config.upstreamUrl) {
    const upstreamUrl = options.config.upstreamUrl;
    await app.register(async (api) => registerUpstreamProxy(api, upstreamUrl), { prefix: API_PREFIX });
  } else {
    if (!options.db) throw new Error('buildApp needs a database unless upstreamUrl is set');
    const stores = createStores(options.db);
    services = {
      ...stores,
      authenticator: new Authenticator(stores.apiKeys, options.config.adminToken, options.config.authCacheSeconds, options.now),
    };
    const embedded = services;
    await app.register(async (api) => registerEmbeddedApi(api, embedded, options), { prefix: API_PREFIX });
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
  return { app, services };
}
