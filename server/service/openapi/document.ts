import { ErrorBody, NAMED_SCHEMAS } from '../../shared/serviceSchemas.js';
import { acceptedParameters, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type QuerySpec } from '../http/queryParams.js';
import type { RouteDefinition } from '../http/route.js';
import { schemaWriter } from '../../shared/jsonSchema.js';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request: the message says what is wrong',
  401: 'Authentication missing or invalid',
  403: 'Not allowed for this principal',
  404: 'Not found',
  414: 'A path parameter is longer than 500 characters',
  429: 'Too many requests for this identity; wait Retry-After seconds',
  500: 'Internal server error',
};

const RATE_HEADERS = {
  'X-RateLimit-Limit': { description: 'requests allowed per window', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'requests left in this window', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'seconds until the window resets', schema: { type: 'integer' } },
};

const { toJsonSchema, ref } = schemaWriter(NAMED_SCHEMAS);

function queryParameters(spec: QuerySpec): unknown[] {
  const describe: Record<string, () => Record<string, unknown>> = {
    projection: () => ({
      description: 'DEFAULT, ALL, or SIMPLE where defined; case-insensitive',
      schema: { type: 'string', enum: Object.keys(spec.projections ?? {}) },
    }),
    fields: () => ({
      description: `comma-separated selection paths; ${spec.fieldsCaseSensitive ? 'case-sensitive' : 'case-insensitive'}; adds to the projection`,
      schema: { type: 'string' },
      'x-svc-supported-values': Object.keys(spec.fields ?? {}),
    }),
    filter: () => ({
      description:
        'case-insensitive substring match; * matches any run of characters, \\* is a literal asterisk; control characters are refused',
      schema: { type: 'string', maxLength: 200 },
    }),
    filterFields: () => ({
      description: 'comma-separated paths to search; default: the selected fields',
      schema: { type: 'string' },
      'x-svc-supported-values': Object.keys(spec.filterPaths ?? {}),
    }),
    sortBy: () => ({
      description: 'one sort path, ties ordered by uuid; omitted: internal identifier order',
      schema: { type: 'string', enum: spec.sortPaths ?? [] },
      'x-svc-supported-values': spec.sortPaths ?? [],
    }),
    ascending: () => ({ description: 'sort direction, true or false', schema: { type: 'boolean', default: true } }),
    sortLanguage: () => ({
      description: `language uuid of the repository for ${(spec.titleSortPaths ?? []).join(', ')}; default: its default language`,
      schema: { type: 'string', format: 'uuid' },
    }),
    startAt: () => ({ description: 'zero-based offset', schema: { type: 'integer', minimum: 0, default: 0 } }),
    maxResults: () => ({
      description: `page size, 1 to ${MAX_PAGE_SIZE}`,
      schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    }),
  };
  return acceptedParameters(spec).map((name) => ({ name, in: 'query', required: false, ...describe[name]() }));
}

function errorResponse(status: number) {
  const response: Record<string, unknown> = {
    description: STATUS_TEXT[status] ?? 'Error',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  if (status === 429) {
    response.headers = {
      ...RATE_HEADERS,
      'Retry-After': { description: 'seconds to wait, equal to retryAfterSeconds', schema: { type: 'integer' } },
    };
  }
  return response;
}

function operation(route: RouteDefinition) {
  const parameters: unknown[] = [];
  for (const name of route.path.match(/\{(\w+)\}/g) ?? []) {
    const key = name.slice(1, -1);
    const parameter = route.params?.[key];
    if (!parameter) throw new Error(`${route.operationId}: path parameter ${key} is not described`);
    parameters.push({
      name: key,
      in: 'path',
      required: true,
      description: parameter.description,
      schema: parameter.schema,
    });
  }
  for (const header of route.headers ?? []) {
    parameters.push({
      name: header.name,
      in: 'header',
      required: false,
      description: header.description,
      schema: { type: 'string', ...(header.format ? { format: header.format } : {}) },
    });
  }
  if (route.query) parameters.push(...queryParameters(route.query));

  const statuses = new Set<number>([...route.errors, 500]);
  if (route.access !== 'public') [401, 429].forEach((status) => statuses.add(status));
  if (route.access === 'admin') statuses.add(403);
  // Unsupported query parameters are a 400 on every operation.
  statuses.add(400);
  // The router refuses an overlong path parameter before the operation sees it.
  if (route.params && Object.keys(route.params).length > 0) statuses.add(414);

  const success: Record<string, unknown> = {
    description: route.success.description,
    ...(route.access !== 'public' ? { headers: RATE_HEADERS } : {}),
  };
  if (route.success.schema) success.content = { 'application/json': { schema: ref(route.success.schema) } };
  const responses: Record<string, unknown> = { [route.success.status]: success };
  for (const status of [...statuses].sort()) responses[status] = errorResponse(status);

  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    ...(route.access === 'public'
      ? { security: [] }
      : route.access === 'admin'
        ? { security: [{ adminToken: [] }] }
        : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: route.body.required,
            description: route.body.description,
            content: { 'application/json': { schema: ref(route.body.schema) } },
          },
        }
      : {}),
    responses,
  };
}

const TAGS: Record<string, string> = {
  Repositories: 'Repositories and their languages',
  Models: 'Models, canvases, descriptions and drafts',
  Symbols: 'Reusable symbols placed on canvases',
  Documents: 'Document providers and document resolution',
  Accessors: 'Users and groups with privileges on a repository',
  'API keys': 'Application keys, managed by the administrator',
  Meta: 'This description',
};

/** Builds the OpenAPI 3.1 document from the route table the app serves. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[], serverUrl = '/api/v1') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  const schemas: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(NAMED_SCHEMAS)) schemas[name] = toJsonSchema(schema);
  schemas.Error = toJsonSchema(ErrorBody);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Model Repository Service',
      version: '1.0.0',
      description:
        'Repositories of process models: canvases of symbols, localized titles, descriptions, documents, accessors, drafts and API keys.',
      license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
    },
    servers: [{ url: serverUrl, description: 'this service' }],
    security: [{ apiKey: [] }, { adminToken: [] }],
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name, description: TAGS[name] ?? name })),
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'the bare application key' },
        adminToken: { type: 'http', scheme: 'bearer', description: 'the administrator token (ADMIN_TOKEN)' },
      },
      schemas,
    },
  };
}
