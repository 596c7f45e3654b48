import type { ConsoleRoute } from './consoleRoute.js';
import { schemaWriter } from '../../shared/jsonSchema.js';
import { CONSOLE_SCHEMAS } from './schemas.js';

const { toJsonSchema, ref } = schemaWriter(CONSOLE_SCHEMAS);

const ERRORS: Record<number, string> = {
  400: 'Bad request (an unknown query parameter among them): the message says what is wrong',
  401: 'No credential, or one the service does not accept',
  403: 'Not allowed for this credential',
  404: 'Not found, or not in a repository the credential can list',
  409: 'In conflict with what is under way: the message says what',
  413: 'The body is larger than the server takes (8 MiB)',
  429: 'The service refused to check the credential for now; wait retryAfterSeconds',
  502: 'The service refused, or did not say how it ended: the message says what to look for',
  503: 'The service or the installation index cannot be reached now',
};

const errorsOf = (route: ConsoleRoute): number[] => {
  // An unknown query parameter is a 400 on every operation.
  if (route.access === 'public') return [400];
  const statuses = [400, 401, 429, 503];
  if (route.access === 'administrator') statuses.push(403);
  if (route.body) statuses.push(413);
  if (route.query?.some((parameter) => parameter.name === 'repository') || route.method === 'DELETE')
    statuses.push(404);
  for (const status of route.errors ?? []) if (!statuses.includes(status)) statuses.push(status);
  return statuses.sort();
};

function operation(route: ConsoleRoute) {
  const responses: Record<string, unknown> = {
    [route.success.status]: {
      description: route.success.description,
      ...(route.success.status === 204
        ? {}
        : {
            content: {
              'application/json': { schema: route.success.schema ? ref(route.success.schema) : { type: 'object' } },
            },
          }),
    },
  };
  for (const status of errorsOf(route))
    responses[status] = {
      description: ERRORS[status],
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    ...(route.access === 'public' ? { security: [] } : {}),
    parameters: [
      ...Object.entries(route.pathParameters ?? {}).map(([name, description]) => ({
        name,
        in: 'path',
        required: true,
        description,
        schema: { type: 'string', format: 'uuid' },
      })),
      ...(route.query ?? []).map(({ name, description, schema, required }) => ({
        name,
        in: 'query',
        required: Boolean(required),
        description,
        schema,
        ...(schema.type === 'array' ? { style: 'form', explode: false } : {}),
      })),
    ],
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: ref(route.body) } } } }
      : {}),
    responses,
  };
}

const TAGS: Record<ConsoleRoute['tag'], string> = {
  Index: 'The installation index: title search, where a symbol is used and what it relates to',
  Directory: 'The names of people and groups, once for the installation',
  People: 'Who the caller is to the console, and what it may do',
  Audit: 'Who did what: every write that passed the console server, chained by hashes',
  Keys: 'Keys that roll: a new key beside the old, and the old one revoked on time by the server',
  Edits: "A person's or key's working copies of models: kept step by step, resumed anywhere, submitted as drafts",
  Proposals: 'Where a draft came from: the model an edit began from, its author and statement',
  Meta: 'This description',
};

/** The OpenAPI 3.1 document of the console server's own API, built from the routes it serves. */
export function buildConsoleApiDocument(routes: readonly ConsoleRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Model Repository Console server',
      version: '1.0.0',
      description:
        'What the model repository service does not keep, once for the installation: an index of its titles, placements and relations, walked by the server, and a directory of people and groups. Every request carries the caller’s own credential for the service, and is answered only from repositories that credential can list.',
      license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
    },
    servers: [{ url: serverUrl, description: 'this console server' }],
    security: [{ apiKey: [] }, { adminToken: [] }],
    tags: (Object.keys(TAGS) as ConsoleRoute['tag'][]).map((name) => ({ name, description: TAGS[name] })),
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'an application key of the service' },
        adminToken: { type: 'http', scheme: 'bearer', description: 'the service’s administrator token' },
      },
      schemas: Object.fromEntries(
        Object.entries(CONSOLE_SCHEMAS).map(([name, schema]) => [name, toJsonSchema(schema)]),
      ),
    },
  };
}
