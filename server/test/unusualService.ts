import cors from '@fastify/cors';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import { routerPath } from '../shared/http/apiPaths.js';
import { DocumentChecker, type OpenApiDocument } from './documentChecker.js';

/**
 * A service that is not ours: every answer conforms to the OpenAPI document (each is checked before it is
 * sent), but uses what the document allows and our service never does: absent optional fields, repeated
 * uuids, totals ahead of the data, leap seconds, vertices that cannot be drawn, dangling edges, a hostile
 * link, and rate-limit headers that are negative, absurd, epoch times, or an HTTP-date Retry-After.
 */
export const UNUSUAL_KEY = 'unusual-service-key-0123456789';
export const UNUSUAL_ADMIN = 'unusual-service-admin-0123456789';

const id = (group: number, n: number) =>
  `0ddba11e-0000-4000-8000-${String(group).padStart(4, '0')}${String(n).padStart(8, '0')}`;
export const UNUSUAL = {
  repository: id(1, 1),
  emptyRepository: id(1, 2),
  english: id(2, 1),
  unnamedLanguage: id(2, 2),
  unknownLanguage: id(2, 99),
  model: (n: number) => id(3, n),
  draft: (n: number) => id(4, n),
  symbol: (n: number) => id(5, n),
  vertex: (n: number) => id(6, n),
  edge: (n: number) => id(7, n),
  accessor: (n: number) => id(8, n),
  apiKey: (n: number) => id(9, n),
  descriptionType: id(10, 1),
  /** How many models the service says the repository holds, and how many it has. */
  claimedModels: 32_882_551,
  models: 30,
};

const titled = (title: string, language: string = UNUSUAL.english) => ({ [language]: { title } });

function models() {
  return Array.from({ length: UNUSUAL.models }, (_, index) => {
    const n = index + 1;
    // Model 3 repeats model 2's uuid; every fifth has no titles, every seventh a title only in a language the repository does not list.
    const model: Record<string, unknown> = { uuid: UNUSUAL.model(n === 3 ? 2 : n) };
    if (n % 5 !== 0)
      model.titles = titled(`Unusual model ${n}`, n % 7 === 0 ? UNUSUAL.unknownLanguage : UNUSUAL.english);
    if (n % 2 === 0) model.modelType = 'GENERAL_MODEL';
    if (n === 1) model.documents = [{ sourceId: 'share/docs #1', uuid: 'folder/a key?with=odd&chars' }];
    return model;
  });
}

const drafts = () => [
  { uuid: UNUSUAL.draft(1), titles: titled('Draft without a status') },
  { uuid: UNUSUAL.draft(2), status: 'ARCHIVED', modelType: 'GENERAL_MODEL' },
  { uuid: UNUSUAL.draft(3), status: 'NEW', titles: titled('Draft leap', UNUSUAL.unknownLanguage) },
];

const repositories = () => [
  { uuid: UNUSUAL.repository, name: 'Unusual processes' },
  { uuid: UNUSUAL.repository, name: 'Unusual processes, listed twice' },
  { name: 'A repository without a uuid' },
  { uuid: UNUSUAL.emptyRepository },
];

const canvas = () => ({
  workflowState: 'EDITABLE',
  vertices: [
    { uuid: UNUSUAL.vertex(1), symbol: UNUSUAL.symbol(1), x: 0, y: 0, width: 160, height: 60 },
    { uuid: UNUSUAL.vertex(2), symbol: UNUSUAL.symbol(2), x: 300, y: 0, width: 160, height: 60 },
    { uuid: UNUSUAL.vertex(3), symbol: UNUSUAL.symbol(1), x: 600, y: 0, width: 0, height: 60 },
    { uuid: UNUSUAL.vertex(4), symbol: UNUSUAL.symbol(2), x: 300, y: 200, width: 160, height: -40 },
    { uuid: UNUSUAL.vertex(5), symbol: UNUSUAL.symbol(3), x: 1e8, y: 1e8, width: 160, height: 60 },
  ],
  edges: [
    { uuid: UNUSUAL.edge(1), fromVertex: UNUSUAL.vertex(1), toVertex: UNUSUAL.vertex(2), edgeType: 'FLOW' },
    { uuid: UNUSUAL.edge(2), fromVertex: UNUSUAL.vertex(2), toVertex: id(6, 404), edgeType: 'FLOW' },
    { uuid: UNUSUAL.edge(3), fromVertex: UNUSUAL.vertex(2), toVertex: UNUSUAL.vertex(5), edgeType: 'FLOW' },
  ],
});

const symbols: Record<string, object> = {
  [UNUSUAL.symbol(1)]: { uuid: UNUSUAL.symbol(1), objectType: 'ACTIVITY', titles: titled('Check the claim') },
  [UNUSUAL.symbol(2)]: { uuid: UNUSUAL.symbol(2) },
  [UNUSUAL.symbol(3)]: { uuid: UNUSUAL.symbol(3), titles: titled('Far away', UNUSUAL.unknownLanguage) },
};

const descriptions = () => [
  {
    descriptionType: UNUSUAL.descriptionType,
    content: { [UNUSUAL.english]: { text: '<p>A <b>plain</b> description</p>' } },
  },
  {},
  {
    content: {
      [UNUSUAL.unknownLanguage]: { text: 'Only in a language the repository does not list', translated: true },
    },
  },
];

const accessors = () => [
  { uuid: UNUSUAL.accessor(1), type: 'user', user: id(11, 1), privileges: { manageUsers: true, None: false } },
  { uuid: UNUSUAL.accessor(2), user: null, groupEntity: null },
  { uuid: UNUSUAL.accessor(3), type: 'group', groupEntity: { group: { uuid: id(12, 1), name: 'Auditors' } } },
  {
    uuid: UNUSUAL.accessor(3),
    type: 'group',
    groupEntity: { group: { uuid: id(12, 1), name: 'Auditors, listed twice' } },
    privileges: {},
  },
];

const apiKeys = () => [
  {
    uuid: UNUSUAL.apiKey(1),
    applicationName: 'Leap second',
    expiresAt: '2016-12-31T23:59:60Z',
    createdAt: '2016-01-01T00:00:00Z',
    status: 'ACTIVE',
  },
  { uuid: UNUSUAL.apiKey(2) },
  {
    uuid: UNUSUAL.apiKey(3),
    applicationName: 'Far future',
    expiresAt: '9999-12-31T23:59:59.999+14:00',
    status: 'ACTIVE',
  },
  { uuid: UNUSUAL.apiKey(2), applicationName: 'Repeated uuid, no dates' },
];

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
type Request = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, string>; Body: unknown }>;
const field = (body: unknown, name: string) =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** A page of rows as the document shapes it, with a total that may run ahead of them. */
function page(rows: unknown[], query: Record<string, string>, claimedTotal = rows.length): Answer {
  const startAt = Number(query.startAt ?? 0);
  const maxResults = Number(query.maxResults ?? 25);
  return {
    status: 200,
    body: { startAt, maxResults, total: claimedTotal, data: rows.slice(startAt, startAt + maxResults) },
  };
}

const notFound = (what: string): Answer => ({
  status: 404,
  body: { error: 'NOT_FOUND', message: `${what} not found` },
});
const isDraftRepository = (repositoryId: string) => repositoryId.toLowerCase() === 'draft';

/** Answers by operationId; what a handler does not find is a 404. */
const HANDLERS: Record<string, (request: Request) => Answer> = {
  listRepositories: ({ query }) => page(repositories(), query, 7),
  listLanguages: ({ params, query }) =>
    page(
      [{ uuid: UNUSUAL.english, name: 'English', defaultLanguage: true }, { uuid: UNUSUAL.unnamedLanguage }],
      query,
      isDraftRepository(params.repositoryId) || params.repositoryId === UNUSUAL.repository ? 2 : 0,
    ),
  listModels: ({ params, query }) =>
    isDraftRepository(params.repositoryId)
      ? page(drafts(), query)
      : params.repositoryId === UNUSUAL.repository
        ? page(models(), query, UNUSUAL.claimedModels)
        : page([], query, 3),
  getModel: ({ params }) => {
    const model = (isDraftRepository(params.repositoryId) ? drafts() : models()).find(
      (candidate) => candidate.uuid === params.modelId,
    );
    return model ? { status: 200, body: model } : notFound('model');
  },
  getCanvas: () => ({ status: 200, body: canvas() }),
  listDescriptions: ({ query }) => page(descriptions(), query, 5),
  getSymbol: ({ params }) =>
    symbols[params.symbolId] ? { status: 200, body: symbols[params.symbolId] } : notFound('symbol'),
  listDocumentSources: () => ({ status: 200, body: ['share/docs #1', 'empty source'] }),
  resolveDocuments: ({ params }) => ({
    status: 200,
    body: [
      {
        documentId: { source: params.sourceId, id: 'folder/a key?with=odd&chars' },
        title: 'A link that is not http(s)',
        link: 'javascript:alert(document.domain)',
        iconURL: null,
        metadata: [],
      },
    ],
  }),
  listAccessors: ({ query }) => page(accessors(), query, 10),
  getAccessor: ({ params }) => {
    const accessor = accessors().find((candidate) => candidate.uuid === params.accessorId);
    return accessor ? { status: 200, body: accessor } : notFound('accessor');
  },
  updateAccessor: ({ params, body }) => ({
    status: 200,
    body: { uuid: params.accessorId, privileges: field(body, 'privileges') ?? {} },
  }),
  createAccessor: () => ({ status: 201, body: { uuid: UNUSUAL.accessor(99) } }),
  deleteAccessor: () => ({ status: 204 }),
  listApiKeys: ({ query }) => page(apiKeys(), query, 40),
  getApiKey: ({ params }) => {
    const key = apiKeys().find((candidate) => candidate.uuid === params.apiKeyId);
    return key ? { status: 200, body: key } : notFound('API key');
  },
  createApiKey: ({ body }) => ({
    status: 201,
    body: {
      uuid: UNUSUAL.apiKey(99),
      applicationName: String(field(body, 'applicationName') ?? ''),
      expiresAt: '2030-06-30T23:59:60Z',
      createdAt: '2026-01-01T00:00:00Z',
      status: 'ACTIVE',
      apiKey: 'unusual-created-secret',
    },
  }),
  deleteApiKey: () => ({ status: 204 }),
  createDraftModel: () => ({ status: 201, body: { uuid: UNUSUAL.draft(99) } }),
  acceptDraft: ({ params }) => ({ status: 201, body: { uuid: params.modelId, status: 'ACTIVE' } }),
};

/**
 * Rate-limit headers as hints a console must bound: a negative count with a reset 231 days away on most
 * answers; the key list spends the window with a reset as an epoch time in seconds, the accessor list with
 * one in milliseconds (both `spentForMs` away).
 */
function rateLimitHeaders(operation: string, spentForMs: number): Record<string, string> {
  const soon = Date.now() + spentForMs;
  if (operation === 'listApiKeys')
    return {
      'X-RateLimit-Limit': '100',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(Math.ceil(soon / 1000)),
    };
  if (operation === 'listAccessors')
    return { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(soon) };
  return { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '-3', 'X-RateLimit-Reset': '20000000' };
}

export interface UnusualService {
  baseUrl: string;
  /** Requests answered, by operationId. */
  counts: Map<string, number>;
  /** Answers the document refused (the mock's own bug; each became a 500). */
  violations: string[];
  close(): Promise<void>;
}

const ADMIN_ONLY = new Set(['listApiKeys', 'getApiKey', 'createApiKey', 'deleteApiKey']);

/** Starts the unusual service; its routes are the document's paths, its answers checked against the document. */
export async function startUnusualService(
  document: OpenApiDocument,
  { port = 0, spentForMs = 2_000 }: { port?: number; spentForMs?: number } = {},
): Promise<UnusualService> {
  const checker = new DocumentChecker(document);
  const counts = new Map<string, number>();
  const violations: string[] = [];
  // The first symbol read is refused once with a 429 whose Retry-After is an HTTP-date.
  let symbolRefused = false;
  const app = Fastify({ logger: false });
  await app.register(cors, {
    origin: true,
    allowedHeaders: ['x-api-key', 'authorization', 'content-type'],
    exposedHeaders: ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'],
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
  });

  const send = (reply: FastifyReply, request: Request, operation: string, answer: Answer) => {
    const path = request.url.split('?')[0].replace(/^\/api\/v1/, '');
    try {
      checker.check(request.method, path, answer.status, 'application/json', answer.body);
    } catch (error) {
      violations.push((error as Error).message);
      answer = {
        status: 500,
        body: { error: 'MOCK_DOES_NOT_CONFORM', message: 'the unusual service broke its own document' },
      };
    }
    reply.status(answer.status).headers({ ...rateLimitHeaders(operation, spentForMs), ...answer.headers });
    return answer.body === undefined ? reply.send() : reply.type('application/json').send(JSON.stringify(answer.body));
  };

  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods) as [string, { operationId?: string }][]) {
      const operationId = operation.operationId;
      const handler = operationId && HANDLERS[operationId];
      if (!operationId || !handler) continue;
      app.route({
        method: method.toUpperCase() as 'GET',
        url: `/api/v1${routerPath(path)}`,
        handler: (request: Request, reply) => {
          counts.set(operationId, (counts.get(operationId) ?? 0) + 1);
          const admin = request.headers.authorization === `Bearer ${UNUSUAL_ADMIN}`;
          if (!admin && request.headers['x-api-key'] !== UNUSUAL_KEY) {
            return send(reply, request, operationId, {
              status: 401,
              body: { error: 'UNAUTHORIZED', message: 'unknown credential' },
            });
          }
          if (ADMIN_ONLY.has(operationId) && !admin) {
            return send(reply, request, operationId, {
              status: 403,
              body: { error: 'FORBIDDEN', message: 'administrators only' },
            });
          }
          if (operationId === 'getSymbol' && !symbolRefused) {
            symbolRefused = true;
            const retryAt = new Date(Date.now() + 2_000).toUTCString();
            return send(reply, request, operationId, {
              status: 429,
              body: { error: 'TOO_MANY_REQUESTS', message: 'slow down' },
              headers: { 'Retry-After': retryAt },
            });
          }
          return send(reply, request, operationId, handler(request));
        },
      });
    }
  }
  app.get('/api/v1/openapi.json', (_request, reply) => reply.send(document));
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`,
    counts,
    violations,
    close: () => app.close(),
  };
}
