import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NO_OPERATION } from '../../shared/http/errorAnswers.js';
import { HttpError } from '../../shared/http/errors.js';
import { JsonText, type RouteDefinition } from '../http/route.js';
import { API_PREFIX, JSON_TYPE, pathPattern, routerPath } from '../../shared/http/apiPaths.js';
import { buildOpenApiDocument } from '../openapi/document.js';
import { parseQuery } from '../http/queryParams.js';
import { accessorRoutes } from './accessors.js';
import { apiKeyRoutes } from './apiKeys.js';
import { documentRoutes } from './documents.js';
import { modelRoutes } from './models.js';
import { repositoryRoutes } from './repositories.js';
import type { Services } from './services.js';
import { symbolRoutes } from './symbols.js';

/** Every operation of the embedded service, in documentation order, and the document that describes them. */
function operationsOf(services: Services): RouteDefinition[] {
  const routes = [
    ...repositoryRoutes(services),
    ...modelRoutes(services),
    ...symbolRoutes(services),
    ...documentRoutes(services),
    ...accessorRoutes(services),
    ...apiKeyRoutes(services),
  ];
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
  return [...routes, openapiRoute];
}

/**
 * The service's operations as fastify routes: each validates its body and answer by its schema and is
 * handed its parsed query and principal. A path the service knows asked with another method is a 405 that
 * says which methods it takes; any other path a 404 that says where the operations are listed.
 */
export const operations = fp<{ services: Services }>(
  async (api, { services }) => {
    const routes = operationsOf(services);
    const paths = routes.map((route) => ({ method: route.method, pattern: pathPattern(route.path) }));
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

    for (const route of routes) {
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
          const result = route.handler({
            request,
            reply,
            params: request.params as Record<string, string>,
            query: parseQuery(route.query ?? {}, request.query as Record<string, unknown>),
            body: request.body,
            principal: request.principal,
          });
          reply.code(route.success.status);
          if (route.success.status === 204) return reply.send();
          // A list that wrote its answer as JSON bytes is sent as it is.
          return result instanceof JsonText ? reply.type(JSON_TYPE).send(result.body) : result;
        },
      });
    }
  },
  { name: 'operations' },
);
