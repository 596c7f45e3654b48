import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Conflict, Invalid, NotFound, StoreError } from '../store/errors.js';
import { answerError } from '../../shared/http/errorAnswers.js';
import { badRequest, HttpError, notFound } from '../../shared/http/errors.js';

/**
 * The one place where what a store reports becomes an answer. The interface documents no 409, so a
 * conflict is a 400 whose message says what clashed.
 */
function httpErrorOf(error: StoreError): HttpError {
  if (error instanceof NotFound) return notFound(error.message);
  if (error instanceof Invalid || error instanceof Conflict) return badRequest(error.message);
  return new HttpError(500, 'internal_error', 'the service failed to complete the request');
}

/** The embedded service's errors: a store's domain error as its status, anything else as every API answers it. */
export function answerServiceError(
  error: FastifyError | HttpError | StoreError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  answerError(error instanceof StoreError ? httpErrorOf(error) : error, request, reply);
}
