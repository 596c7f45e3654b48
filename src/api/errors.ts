import type { Violation } from './validation';
import { t } from '../i18n/translate';

/**
 * What happened to a request that did not succeed. `rejected`: the service answered and nothing changed.
 * `unknown`: a write may have taken effect (timeout, lost connection, 5xx); read the state back before
 * deciding anything, and never repeat it blindly.
 */
export type Outcome = 'rejected' | 'unknown';
export type FailureKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response';

export interface ApiErrorInfo {
  kind: FailureKind;
  outcome: Outcome;
  method: string;
  /** The path without the query string; credentials never travel in URLs, so this holds none. */
  path: string;
  status?: number;
  code?: string;
  serviceMessage?: string;
  retryAfterSeconds?: number;
  headers?: Headers;
  /** For an answer that departs from the interface: where (a JSON Pointer into the body) and how. */
  violation?: Violation;
}

const DESCRIPTIONS: Record<FailureKind, string> = {
  http: 'the service refused the request',
  network: 'the service could not be reached',
  timeout: 'the service did not answer in time',
  aborted: 'the request was cancelled',
  'invalid-response': 'the service answered with something that is not what its interface defines',
};

export class ApiError extends Error {
  readonly kind: FailureKind;
  readonly outcome: Outcome;
  readonly method: string;
  readonly path: string;
  readonly status?: number;
  readonly code?: string;
  readonly serviceMessage?: string;
  readonly retryAfterSeconds?: number;
  /** Response headers, for the scheduler to read the rate-limit state from a refusal. */
  readonly headers?: Headers;
  readonly violation?: Violation;

  constructor(info: ApiErrorInfo) {
    const what =
      info.serviceMessage ??
      (info.violation
        ? `the answer's ${pointerText(info.violation.at)} ${info.violation.problem}`
        : DESCRIPTIONS[info.kind]);
    super(
      info.status
        ? `${info.method} ${info.path} failed with ${info.status}: ${what}`
        : `${info.method} ${info.path}: ${what}`,
    );
    this.name = 'ApiError';
    this.kind = info.kind;
    this.outcome = info.outcome;
    this.method = info.method;
    this.path = info.path;
    this.status = info.status;
    this.code = info.code;
    this.serviceMessage = info.serviceMessage;
    this.retryAfterSeconds = info.retryAfterSeconds;
    this.headers = info.headers;
    this.violation = info.violation;
  }
}

/** A JSON Pointer as words: "body" for the root, else the pointer itself. */
export const pointerText = (pointer: string) => (pointer === '' ? t('violation.body') : pointer);

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
