import { CSRF_HEADER } from '../../common/csrf';
import { ApiError, type FailureKind } from './errors';
import type { ConsoleOperationId } from './consoleServer/types';
import type { OperationId } from './types';
import { checkResponse } from './validation';

/**
 * What the console sends as the signed-in identity: an application key, the administrator's token, or, for a
 * person signed in through the identity provider, nothing but the CSRF header (their session cookie goes along
 * by itself, and the console's server holds their credential).
 */
export type Credential = { kind: 'apiKey'; key: string } | { kind: 'admin'; token: string } | { kind: 'person' };

export interface Connection {
  /** Base URL of the API, e.g. `${location.origin}/api/v1`. */
  baseUrl: string;
  credential: Credential;
}

export type QueryValue = string | number | boolean | undefined;

export interface ApiRequest {
  /** The OpenAPI operation (the service's, or the console server's): its success answer is checked against its document. */
  operation: OperationId | ConsoleOperationId;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below the base URL, with path parameters already encoded. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * `background` (the search index's walk) goes only when no interactive request waits, within the budget above
   * a reserve kept for the person at the screen, and gives up at once on a 429; default `interactive`.
   */
  priority?: 'interactive' | 'background';
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/** Reads that happen to be POSTs: resolving documents only reads metadata and creates nothing. */
const READ_ONLY_POSTS = [/\/documents\/sources\/[^/]+\/documents\/resolve$/];

/** A write changes state: POST (but the read-only ones), PATCH, DELETE. */
export function isWrite(request: Pick<ApiRequest, 'method' | 'path'>): boolean {
  if (request.method === 'GET') return false;
  if (request.method === 'POST') return !READ_ONLY_POSTS.some((pattern) => pattern.test(request.path));
  return true;
}

/** Encodes one path segment (document keys and provider ids may hold `/`, `#`, `?`, spaces...). */
export const segment = (value: string) => encodeURIComponent(value);

export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${text ? `?${text}` : ''}`;
}

function credentialHeaders(credential: Credential): Record<string, string> {
  if (credential.kind === 'apiKey') return { 'x-api-key': credential.key };
  if (credential.kind === 'admin') return { authorization: `Bearer ${credential.token}` };
  return { [CSRF_HEADER]: '1' };
}

/** The secret part of a credential, where it has one (a person's is on the server). */
export const secretOf = (credential: Credential): string =>
  credential.kind === 'apiKey' ? credential.key : credential.kind === 'admin' ? credential.token : '';

const isJson = (headers: Headers) => /^application\/(.+\+)?json\b/i.test(headers.get('content-type') ?? '');

/** Retry-After in seconds: a number of seconds, or an HTTP-date (RFC 9110 allows both); nothing if unreadable. */
export function readRetryAfter(raw: string | null, now = Date.now()): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds : undefined;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - now) / 1000);
}

/** How far a download has come: bytes and lines received so far. */
export interface DownloadProgress {
  bytes: number;
  lines: number;
}

/**
 * Reads a file the API streams (an export of any size), counting what has arrived as it arrives, until it ends or
 * `signal` cancels it. A refusal is the same typed error as any request's.
 */
export async function streamDownload(
  connection: Connection,
  request: Pick<ApiRequest, 'path' | 'query' | 'signal'>,
  onProgress: (progress: DownloadProgress) => void,
  fetchImpl: typeof fetch = fetch,
): Promise<Blob> {
  const failure = (kind: FailureKind) => new ApiError({ kind, outcome: 'rejected', method: 'GET', path: request.path });
  let response: Response;
  try {
    response = await fetchImpl(buildUrl(connection.baseUrl, request.path, request.query), {
      headers: credentialHeaders(connection.credential),
      signal: request.signal,
    });
  } catch {
    throw failure(request.signal?.aborted ? 'aborted' : 'network');
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { error?: unknown; message?: unknown };
    throw new ApiError({
      kind: 'http',
      outcome: 'rejected',
      method: 'GET',
      path: request.path,
      status: response.status,
      code: typeof body.error === 'string' ? body.error : undefined,
      serviceMessage: typeof body.message === 'string' ? body.message : response.statusText || undefined,
      headers: response.headers,
    });
  }
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const progress: DownloadProgress = { bytes: 0, lines: 0 };
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value as Uint8Array<ArrayBuffer>);
      progress.bytes += value.byteLength;
      for (const byte of value) if (byte === 10) progress.lines++;
      onProgress({ ...progress });
    }
  } catch {
    throw failure(request.signal?.aborted ? 'aborted' : 'network');
  }
  return new Blob(parts, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
}

/** Sends one request: credential header, timeout, status, content-type and schema checks, typed errors. */
export async function sendRequest<T>(
  connection: Connection,
  request: ApiRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiResponse<T>> {
  const write = isWrite(request);
  const failure = (kind: FailureKind, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
    new ApiError({
      kind,
      // Without an answer that can be read, a write may or may not have happened (a 2xx whose body is not
      // what it should be did happen, but what it made is unknown); a read changes nothing either way.
      outcome: write && kind !== 'http' ? 'unknown' : 'rejected',
      method: request.method,
      path: request.path,
      ...extra,
    });

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal;
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...request.headers,
    ...credentialHeaders(connection.credential),
  };
  if (request.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetchImpl(buildUrl(connection.baseUrl, request.path, request.query), {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
  } catch {
    clearTimeout(timer);
    if (request.signal?.aborted) throw failure('aborted');
    throw failure(timeout.signal.aborted ? 'timeout' : 'network');
  }

  let body: unknown;
  try {
    const text = await response.text();
    body = text === '' ? undefined : isJson(response.headers) ? JSON.parse(text) : text;
  } catch {
    clearTimeout(timer);
    if (request.signal?.aborted) throw failure('aborted');
    if (timeout.signal.aborted) throw failure('timeout');
    throw response.ok
      ? failure('invalid-response', { status: response.status })
      : failure('network', { status: response.status });
  }
  clearTimeout(timer);

  if (response.ok) {
    if (response.status !== 204 && body !== undefined && !isJson(response.headers)) {
      throw failure('invalid-response', { status: response.status });
    }
    const violation = await checkResponse(request.operation, body);
    if (violation) throw failure('invalid-response', { status: response.status, violation });
    return { status: response.status, headers: response.headers, body: body as T };
  }
  const errorBody = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  throw new ApiError({
    kind: 'http',
    // A 5xx on a write may have happened after the change was made.
    outcome: write && response.status >= 500 ? 'unknown' : 'rejected',
    method: request.method,
    path: request.path,
    status: response.status,
    code: typeof errorBody.error === 'string' ? errorBody.error : undefined,
    serviceMessage: typeof errorBody.message === 'string' ? errorBody.message : response.statusText || undefined,
    retryAfterSeconds:
      typeof errorBody.retryAfterSeconds === 'number'
        ? errorBody.retryAfterSeconds
        : readRetryAfter(response.headers.get('retry-after')),
    headers: response.headers,
  });
}
