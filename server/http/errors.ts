import { Conflict, Invalid, NotFound, type StoreError } from '../store/errors.js';

/** An error the service answers with its status and the contract's JSON body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
export const unauthorized = (message: string) => new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);

export interface ErrorBody {
  error: string;
  message: string;
  retryAfterSeconds?: number;
}

/**
 * The one place where what a store reports becomes an answer. The interface documents no 409, so a
 * conflict is a 400 whose message says what clashed.
 */
export function httpErrorOf(error: StoreError): HttpError {
  if (error instanceof NotFound) return notFound(error.message);
  if (error instanceof Invalid || error instanceof Conflict) return badRequest(error.message);
  return new HttpError(500, 'internal_error', 'the service failed to complete the request');
}
