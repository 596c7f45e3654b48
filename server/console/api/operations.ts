import type { TSchema } from '@sinclair/typebox';
import {
  AuditActors,
  AuditEvents,
  AuditVerdict,
  Directory,
  DirectoryEntryWrite,
  DirectoryImport,
  DirectoryImported,
  IndexStatus,
  KeyRevocation,
  KeyRevocationMove,
  KeyRevocations,
  KeyRoll,
  KeyRollRequest,
  Me,
  Placements,
  SignInOptions,
  SignedOut,
  Relations,
  SimilarTitles,
  TitleSearch,
} from './schemas.js';
import { EDIT_ROUTES } from './editOperations.js';

export const CONSOLE_API_PREFIX = '/console-api/v1';

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

export const SEARCH_LIMIT = 100;
export const AUDIT_PAGE_LIMIT = 500;

const auditQuery: QueryParameter[] = [
  {
    name: 'actor',
    description: "only this actor's events (an actor's id, as `/audit/actors` lists)",
    schema: { type: 'string', minLength: 1, maxLength: 200 },
  },
  {
    name: 'action',
    description: 'only events of this action',
    schema: { type: 'string', minLength: 1, maxLength: 200 },
  },
  {
    name: 'target',
    description: 'only events on this target (a uuid), or on any of up to 100 (uuids separated by commas)',
    schema: { type: 'array', items: { type: 'string', maxLength: 100 }, minItems: 1, maxItems: 100 },
  },
  {
    name: 'outcome',
    description: 'only events that ended so',
    schema: { type: 'string', enum: ['succeeded', 'refused', 'failed', 'unknown'] },
  },
  { name: 'from', description: 'only events at or after this time', schema: { type: 'string', format: 'date-time' } },
  { name: 'to', description: 'only events before this time', schema: { type: 'string', format: 'date-time' } },
  {
    name: 'limit',
    description: `events per page, 1 to ${AUDIT_PAGE_LIMIT} (default 50)`,
    schema: { type: 'integer', minimum: 1, maximum: AUDIT_PAGE_LIMIT },
  },
  { name: 'cursor', description: 'the `next` of the page before', schema: { type: 'string', maxLength: 31 } },
  {
    name: 'format',
    description: 'every matching event (not a page) as CSV or JSON Lines, for download; default: a page as JSON',
    schema: { type: 'string', enum: ['json', 'csv', 'jsonl'] },
  },
];

const repositoryQuery: QueryParameter = {
  name: 'repository',
  description: 'only this repository (a uuid the caller can list); default: every repository the caller can list',
  schema: { type: 'string', format: 'uuid' },
};

export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  {
    method: 'GET',
    path: '/index',
    operationId: 'getIndexStatus',
    summary: 'The walk, and how much of each repository the caller can list the index holds',
    tag: 'Index',
    access: 'caller',
    success: { status: 200, schema: IndexStatus, description: 'the state of the installation index' },
  },
  {
    method: 'GET',
    path: '/index/titles',
    operationId: 'searchTitles',
    summary:
      'Models and symbols whose title, in any language, contains every word asked (case, accents and spacing aside)',
    tag: 'Index',
    access: 'caller',
    query: [
      {
        name: 'q',
        description: 'the words to find',
        schema: { type: 'string', minLength: 1, maxLength: 200 },
        required: true,
      },
      {
        name: 'kind',
        description: 'only models or only symbols',
        schema: { type: 'string', enum: ['model', 'symbol'] },
      },
      repositoryQuery,
      {
        name: 'limit',
        description: `hits at most (1 to ${SEARCH_LIMIT}; default 50)`,
        schema: { type: 'integer', minimum: 1, maximum: SEARCH_LIMIT },
      },
    ],
    success: { status: 200, schema: TitleSearch, description: 'the best hits first, each model or symbol once' },
  },
  {
    method: 'GET',
    path: '/index/similar',
    operationId: 'listSimilarTitles',
    summary: 'Models whose titles share at least half the words of one of some titles: possible duplicates of a draft',
    tag: 'Index',
    access: 'caller',
    query: [
      {
        name: 'titles',
        description: 'the titles to compare with, one per line (at most 10)',
        schema: { type: 'string', minLength: 1, maxLength: 2000 },
        required: true,
      },
      repositoryQuery,
      {
        name: 'except',
        description: 'leave out this repository (the drafts’ own, say)',
        schema: { type: 'string', format: 'uuid' },
      },
    ],
    success: { status: 200, schema: SimilarTitles, description: 'the most similar models first, at most 5' },
  },
  {
    method: 'GET',
    path: '/index/symbols/{symbolId}/placements',
    operationId: 'listPlacements',
    summary: 'Where a symbol is placed: each vertex that places it, in the models the index has read',
    tag: 'Index',
    access: 'caller',
    pathParameters: { symbolId: 'the symbol uuid' },
    query: [repositoryQuery],
    success: { status: 200, schema: Placements, description: 'its placements, with the titles of their models' },
  },
  {
    method: 'GET',
    path: '/index/relations',
    operationId: 'listRelations',
    summary: 'The edges from or to any of some symbols, in the models the index has read',
    tag: 'Index',
    access: 'caller',
    query: [
      {
        name: 'symbols',
        description: 'comma-separated symbol uuids (at most 50)',
        schema: { type: 'array', items: { type: 'string', format: 'uuid' }, minItems: 1, maxItems: 50 },
        required: true,
      },
      repositoryQuery,
    ],
    success: {
      status: 200,
      schema: Relations,
      description: 'the relations, with the titles of their symbols and models',
    },
  },
  {
    method: 'GET',
    path: '/directory',
    operationId: 'getDirectory',
    summary: 'The names of people and groups, kept once for the installation',
    tag: 'Directory',
    access: 'caller',
    success: { status: 200, schema: Directory, description: 'every entry, by name' },
  },
  {
    method: 'PUT',
    path: '/directory/{uuid}',
    operationId: 'putDirectoryEntry',
    summary: 'Names a user or group (the administrator only)',
    tag: 'Directory',
    access: 'administrator',
    pathParameters: { uuid: 'the user or group uuid' },
    body: DirectoryEntryWrite,
    success: { status: 204, description: 'named' },
  },
  {
    method: 'DELETE',
    path: '/directory/{uuid}',
    operationId: 'deleteDirectoryEntry',
    summary: 'Forgets the name of a user or group (the administrator only)',
    tag: 'Directory',
    access: 'administrator',
    pathParameters: { uuid: 'the user or group uuid' },
    success: { status: 204, description: 'forgotten' },
  },
  {
    method: 'POST',
    path: '/directory/import',
    operationId: 'importDirectory',
    summary: 'Adds or renames many entries at once, all or none (the administrator only)',
    tag: 'Directory',
    access: 'administrator',
    body: DirectoryImport,
    success: { status: 200, schema: DirectoryImported, description: 'how many entries were written' },
  },
  {
    method: 'GET',
    path: '/audit',
    operationId: 'listAuditEvents',
    summary: 'Who did what: the audit log, newest first, filtered (the administrator only)',
    tag: 'Audit',
    access: 'administrator',
    refusal: 'read the audit log',
    query: auditQuery,
    success: { status: 200, schema: AuditEvents, description: 'a page of events, or with format, every match' },
  },
  {
    method: 'GET',
    path: '/audit/actors',
    operationId: 'listAuditActors',
    summary: 'Everyone who has acted, for filtering the audit log (the administrator only)',
    tag: 'Audit',
    access: 'administrator',
    refusal: 'read the audit log',
    success: { status: 200, schema: AuditActors, description: 'the actors' },
  },
  {
    method: 'GET',
    path: '/audit/verification',
    operationId: 'verifyAuditLog',
    summary: "Checks the audit log's hash chain from its first kept event, as npm run audit:verify does",
    tag: 'Audit',
    access: 'administrator',
    refusal: 'check the audit log',
    success: { status: 200, schema: AuditVerdict, description: 'whether the chain matches, or where it breaks first' },
  },
  {
    method: 'POST',
    path: '/api-keys/{uuid}/roll',
    operationId: 'rollApiKey',
    summary:
      "Rolls an application's key: a new key of the same name, and the old one revoked by the server at revokeAt (the administrator only)",
    tag: 'Keys',
    access: 'administrator',
    refusal: 'roll API keys',
    pathParameters: { uuid: 'the key to roll' },
    body: KeyRollRequest,
    errors: [404, 409, 502],
    success: { status: 201, schema: KeyRoll, description: 'the new key, its secret shown this once, and the revoke' },
  },
  {
    method: 'GET',
    path: '/api-keys/revocations',
    operationId: 'listKeyRevocations',
    summary:
      'The revokes the server performs: scheduled, failed (retrying), done and cancelled (the administrator only)',
    tag: 'Keys',
    access: 'administrator',
    refusal: 'read the key schedule',
    query: [
      {
        name: 'keys',
        description:
          'only the revokes of these keys, or of the keys that replaced them (up to 100 uuids, separated by commas)',
        schema: { type: 'array', items: { type: 'string', format: 'uuid' }, minItems: 1, maxItems: 100 },
      },
    ],
    success: { status: 200, schema: KeyRevocations, description: 'the revokes' },
  },
  {
    method: 'PATCH',
    path: '/api-keys/revocations/{uuid}',
    operationId: 'moveKeyRevocation',
    summary: 'Brings a scheduled revoke forward (or to now), or moves it (the administrator only)',
    tag: 'Keys',
    access: 'administrator',
    refusal: 'change the key schedule',
    pathParameters: { uuid: 'the revoke' },
    body: KeyRevocationMove,
    errors: [404, 409],
    success: { status: 200, schema: KeyRevocation, description: 'the revoke, at its new time' },
  },
  {
    method: 'DELETE',
    path: '/api-keys/revocations/{uuid}',
    operationId: 'cancelKeyRevocation',
    summary: 'Cancels a scheduled revoke: the old key stays until its own expiry (the administrator only)',
    tag: 'Keys',
    access: 'administrator',
    refusal: 'change the key schedule',
    pathParameters: { uuid: 'the revoke' },
    errors: [409],
    success: { status: 200, schema: KeyRevocation, description: 'the revoke, cancelled' },
  },
  {
    method: 'GET',
    path: '/me',
    operationId: 'getMe',
    summary:
      'Who the caller is to the console, and what it may do in each repository it sees (the console hides the rest)',
    tag: 'People',
    access: 'caller',
    success: { status: 200, schema: Me, description: 'the caller and its rights' },
  },
  {
    method: 'GET',
    path: '/sign-in',
    operationId: 'getSignInOptions',
    summary: 'How people sign in here: through the identity provider, with a key or token, or both',
    tag: 'People',
    access: 'public',
    success: { status: 200, schema: SignInOptions, description: 'the ways to sign in' },
  },
  {
    method: 'DELETE',
    path: '/session',
    operationId: 'endSession',
    summary:
      'Signs a person out: ends their session here and says where their browser ends it at the provider; nothing for a key',
    tag: 'People',
    access: 'caller',
    success: { status: 200, schema: SignedOut, description: 'the session ended' },
  },
  ...EDIT_ROUTES,
  {
    method: 'GET',
    path: '/openapi.json',
    operationId: 'getConsoleApiDocument',
    summary: 'This description',
    tag: 'Meta',
    access: 'public',
    success: { status: 200, description: 'the OpenAPI 3.1 document', schema: undefined },
  },
];
