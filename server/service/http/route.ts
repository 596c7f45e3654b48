import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QuerySpec } from './queryParams.js';
import type { Listed } from '../store/serviceStore.js';
import type { ParsedQuery } from '../store/query.js';
import type { JsonItems } from '../store/jsonWriting.js';

/**
 * An answer already written as UTF-8 JSON of the operation's success schema, sent as it is: for a list
 * whose items hold JSON the service keeps, which parsing and serializing again would cost more than
 * finding the page did. The operation's tests check every answer against its schema.
 */
export class JsonText {
  constructor(readonly body: Buffer) {}
}

const PAGE_END = Buffer.from(']}');

/** A page of the `Page` schema: where it starts and how long it may be, as asked, with what the store listed. */
export const page = <T>({ startAt, maxResults }: ParsedQuery, listed: Listed<T>) => ({
  startAt,
  maxResults,
  ...listed,
});

/** A page of the `Page` schema whose items are JSON already. */
export function jsonPage(
  { startAt, maxResults, total }: { startAt: number; maxResults: number; total: number },
  items: JsonItems,
) {
  const head = `{"startAt":${startAt},"maxResults":${maxResults},"total":${total},"data":[`;
  const out = Buffer.allocUnsafe(head.length + items.byteLength + PAGE_END.length);
  out.write(head, 0, 'latin1');
  items.writeInto(out, head.length);
  out.set(PAGE_END, head.length + items.byteLength);
  return new JsonText(out);
}

/** Who may call an operation: anyone, any authenticated principal, or only the administrator. */
export type Access = 'public' | 'principal' | 'admin';

export interface HeaderParameter {
  name: string;
  description: string;
  format?: 'uuid';
}

/** A path parameter as the OpenAPI document describes it. */
export interface PathParameter {
  description: string;
  schema: Record<string, unknown>;
}

const UUID_SCHEMA = { type: 'string', format: 'uuid' };
export const uuidParameter = (description: string): PathParameter => ({ description, schema: UUID_SCHEMA });
/** A repository: its uuid, or (where the operation allows) the alias "draft" in any letter case. */
export const repositoryParameter = (
  description = 'a repository UUID, or the alias "draft" (any case) for the draft repository',
): PathParameter => ({
  description,
  schema: {
    anyOf: [UUID_SCHEMA, { type: 'string', pattern: '^[Dd][Rr][Aa][Ff][Tt]$', description: 'the draft repository' }],
  },
});
export const textParameter = (description: string): PathParameter => ({
  description,
  schema: { type: 'string', minLength: 1 },
});

/** Who sent a request, as authentication (server/service/auth) found: the administrator or one API key. */
export type Principal = { kind: 'admin'; id: 'admin' } | { kind: 'key'; id: string };

export interface RouteContext {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Record<string, string>;
  query: ParsedQuery;
  body: unknown;
  principal: Principal | undefined;
}

/**
 * One operation of the API. Fastify registers it (validating the body and serializing the response
 * with these schemas) and the OpenAPI document is generated from the same object, so they cannot drift.
 */
export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** OpenAPI path template, relative to /api/v1. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  /** Path parameters, by name. */
  params?: Record<string, PathParameter>;
  query?: QuerySpec;
  headers?: HeaderParameter[];
  body?: { schema: TSchema; required: boolean; description: string };
  success: { status: 200 | 201 | 204; description: string; schema?: TSchema };
  /** Error statuses the operation can answer besides those every operation shares. */
  errors: readonly number[];
  handler(context: RouteContext): unknown;
}

export const defineRoutes = (...routes: RouteDefinition[]) => routes;
