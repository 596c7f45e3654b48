import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorInfo } from '../api/errors';
import { canRetry, describeError, isMissing } from './errors';

const failure = (info: Partial<ApiErrorInfo>) =>
  new ApiError({ kind: 'http', outcome: 'rejected', method: 'GET', path: '/repositories/x', ...info });

describe('canRetry', () => {
  it('offers a retry where asking again can help', () => {
    for (const error of [
      failure({ kind: 'network', outcome: 'unknown' }),
      failure({ kind: 'timeout' }),
      failure({ status: 429 }),
      failure({ status: 503 }),
      new TypeError('Failed to fetch dynamically imported module'),
    ])
      expect(canRetry(error)).toBe(true);
  });
  it('offers none where the answer would be the same', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(canRetry(failure({ status }))).toBe(false);
    expect(canRetry(failure({ kind: 'invalid-response' }))).toBe(false);
  });
});

describe('errors for a person', () => {
  it('takes a malformed id (400) and an unknown one (404) as missing, and nothing else', () => {
    expect([400, 404, 403, 500].map((status) => isMissing(failure({ status })))).toEqual([true, true, false, false]);
  });
  it('says what was refused when told', () => {
    expect(
      describeError(
        failure({ status: 403, serviceMessage: 'needs the administrator' }),
        'read the accessors of this repository',
      ),
    ).toBe('You are not allowed to read the accessors of this repository: needs the administrator');
  });
});
