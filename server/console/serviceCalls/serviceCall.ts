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
