import { isApiError, pointerText } from '../api/errors';

/**
 * A sentence for a person about what went wrong, from any failure of the query layer; a refusal names what
 * was refused when the caller says (`action`: "read this repository's accessors").
 */
export function describeError(error: unknown, action = 'do this'): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : 'Something went wrong.';
  switch (error.kind) {
    case 'network':
      return 'The service could not be reached. Check your connection and that the service is running.';
    case 'timeout':
      return 'The service did not answer in time.';
    case 'aborted':
      return 'The request was cancelled.';
    case 'invalid-response':
      return error.violation
        ? `The service's answer does not match its interface: its ${pointerText(error.violation.at)} ${error.violation.problem}.`
        : 'The service answered with something this console does not understand.';
  }
  if (error.status === 401)
    return 'The service no longer accepts your credential (unknown, inactive or expired). Sign in again.';
  if (error.status === 403)
    return `You are not allowed to ${action}${error.serviceMessage ? `: ${error.serviceMessage}` : '.'}`;
  if (error.status === 404) return error.serviceMessage ?? 'Not found.';
  if (error.status === 429)
    return `The service's rate limit was reached; try again in ${error.retryAfterSeconds ?? 'a few'} seconds.`;
  return error.serviceMessage ?? `The service answered ${error.status}.`;
}

/**
 * Whether asking again can give another answer: the service was unreachable, slow, busy or failing, or a
 * part of the console itself did not load. A refusal (400, 401, 403, 404, 409…) or an answer of the wrong
 * shape would come back the same.
 */
export function canRetry(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'aborted') return true;
  return error.status === 429 || (error.status !== undefined && error.status >= 500);
}

/** The service refused what the credential asked for (403): asking again with it is refused again. */
export const isRefused = (error: unknown): boolean => isApiError(error) && error.status === 403;

/** A read of one thing by its id that found nothing: unknown (404), or an id not even in the form of one (400). */
export function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** For a failed write: what the user must know when its outcome is unknown, else what went wrong. */
export function describeWriteFailure(error: unknown, whenUnknown: string): string {
  return isApiError(error) && error.outcome === 'unknown' ? whenUnknown : describeError(error);
}
