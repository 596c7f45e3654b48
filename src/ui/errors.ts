import { isApiError, pointerText } from '../api/errors';
import { t } from '../i18n/translate';

/**
 * A sentence for a person about what went wrong, from any failure of the query layer; a refusal names what
 * was refused when the caller says (`action`: "read this repository's accessors").
 */
export function describeError(error: unknown, action = t('error.doThis')): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : t('error.something');
  switch (error.kind) {
    case 'network':
      return t('error.network');
    case 'timeout':
      return t('error.timeout');
    case 'aborted':
      return t('error.aborted');
    case 'invalid-response':
      return error.violation
        ? t('error.violation', { at: pointerText(error.violation.at), problem: error.violation.problem })
        : t('error.notUnderstood');
  }
  if (error.status === 401) return t('error.unauthorized');
  if (error.status === 403)
    return error.serviceMessage
      ? t('error.forbiddenBecause', { action, reason: error.serviceMessage })
      : t('error.forbidden', { action });
  if (error.status === 404) return error.serviceMessage ?? t('error.notFoundSentence');
  if (error.status === 429)
    return error.retryAfterSeconds === undefined
      ? t('error.rateLimitedSoon')
      : t('error.rateLimited', { seconds: error.retryAfterSeconds });
  return error.serviceMessage ?? t('error.status', { status: error.status });
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
