import { HttpError } from '../../shared/http/errors.js';

/** How long the console's server waits for the service before it answers 503 itself. */
const SERVICE_TIMEOUT_MS = 15_000;

/**
 * A request of the service's API made by the console's server (checking a credential, reading accessors, a
 * person's key or repositories): a network failure or a timeout becomes a 503 in words, `unreachable` saying
 * what could not be done, never the fetch's own error.
 */
export async function callService(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit = {},
  unreachable = 'the model repository service could not be reached',
): Promise<Response> {
  try {
    return await fetcher(url, { ...init, signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS) });
  } catch {
    throw new HttpError(503, 'service_unavailable', unreachable);
  }
}

/**
 * A service answer's JSON body, or its refusal as an HttpError in the service's own status, code and words
 * (`fallback` where it gives none), with its retryAfterSeconds: for answers passed on to the caller as they came.
 */
export async function serviceBody<T>(response: Response, fallback: string): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => ({}))) as {
    error?: string;
    message?: string;
    retryAfterSeconds?: number;
  };
  throw new HttpError(response.status, body.error ?? 'service_error', body.message ?? fallback, body.retryAfterSeconds);
}
