import type { TSchema } from '@sinclair/typebox';

/**
 * A query parameter as the document describes it; every one is read as text, held to its schema (parameters.ts),
 * then read by its route. An array is its values separated by commas (OpenAPI's form style, not exploded).
 */
export interface QueryParameter {
  name: string;
  description: string;
  schema: Record<string, unknown>;
  required?: boolean;
}

/** One operation of the console server's API: what the document says of it, and how it is answered. */
export interface ConsoleRoute {
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  operationId: string;
  summary: string;
  tag: 'Index' | 'Directory' | 'People' | 'Audit' | 'Keys' | 'Edits' | 'Proposals' | 'Meta';
  /** Who may call it: anyone, any caller the service accepts, or its administrator. */
  access: 'public' | 'caller' | 'administrator';
  /** What a caller who is not an administrator is told it may not do (administrators' operations). */
  refusal?: string;
  query?: QueryParameter[];
  pathParameters?: Record<string, string>;
  body?: TSchema;
  /** The success status and its body's schema (none for 204). */
  success: { status: 200 | 201 | 204; schema?: TSchema; description: string };
  /** Error statuses beyond every operation's (see openapi.ts). */
  errors?: number[];
}
