import { HttpError } from '../../shared/http/errors.js';

/** Who asks the console server's API: the administrator or not, and the repositories its credential can list. */
export interface Caller {
  administrator: boolean;
  repositoryIds: string[];
}

/** Who acts, as the parts that keep something per caller name them and as the service is to be called for them. */
export interface Acting {
  /** The audit log's actor id: a person's subject, or `key:` / `token:` and the credential's fingerprint. */
  id: string;
  kind: 'person' | 'key' | 'administrator';
  /** A person's name; for a key or token, what the console words (the audit log's names). */
  name: string;
  /** The headers that call the service as the caller: its own credential, or a person's own key. */
  serviceHeaders(): Promise<Record<string, string>>;
}

/** One operation's answer, from its checked caller, query, path parameters and body. */
export type Answer<Params, Body> = (input: {
  caller: Caller;
  acting: Acting;
  query: Record<string, unknown>;
  params: Params;
  body: Body;
  /** The ETag the caller has (If-None-Match), for an answer that says it is still current (`Tagged`). */
  ifNoneMatch?: string;
}) => Promise<unknown>;

/**
 * An answer with an ETag, for what a page polls: without a body, it says that the caller's is still current
 * (304), which costs neither the reading nor the sending of it.
 */
export interface Tagged {
  tagged: { etag: string; body?: unknown };
}

export const isTagged = (result: unknown): result is Tagged =>
  typeof result === 'object' && result !== null && 'tagged' in result;

/**
 * Routes an operation of CONSOLE_ROUTES to its answer: ../consoleApi.ts checks the query, the body and who asks
 * first, and sends what the answer gives. Each part hands its operations' answers to it.
 */
export type Handle = <Params = unknown, Body = unknown>(operationId: string, answer: Answer<Params, Body>) => void;

/** A time in the API's words: ISO 8601, or nothing for none. */
export const iso = (ms: number | undefined) => (ms && ms > 0 ? new Date(ms).toISOString() : undefined);

/** A store that fails (its database gone) is `unavailable`, a 503 a person can read, never the database's own words. */
export async function fromStore<T>(work: () => Promise<T>, unavailable: () => HttpError): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unavailable();
  }
}
