import { isApiError, pointerText } from '../api/errors';

/** A sentence for a person about what went wrong, from any failure of the query layer. */
export function describeError(error: unknown): string {
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
  if (error.status === 401) return 'The service no longer accepts your credential (unknown, inactive or expired). Sign in again.';
  if (error.status === 403) return `You are not allowed to do this${error.serviceMessage ? `: ${error.serviceMessage}` : '.'}`;
  if (error.status === 404) return error.serviceMessage ?? 'Not found.';
  if (error.status === 429) return `The service's rate limit was reached; try again in ${error.retryAfterSeconds ?? 'a few'} seconds.`;
  return error.serviceMessage ?? `The service answered ${error.status}.`;
}

/** For a failed write: what the user must know when its outcome is unknown, else what went wrong. */
export function describeWriteFailure(error: unknown, whenUnknown: string): string {
  return isApiError(error) && error.outcome === 'unknown' ? whenUnknown : describeError(error);
}
