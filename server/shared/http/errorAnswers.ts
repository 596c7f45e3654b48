import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, type ErrorBody } from './errors.js';
import { API_PREFIX, JSON_TYPE } from './apiPaths.js';

export const NO_OPERATION: ErrorBody = {
  error: 'not_found',
  message: `no such operation; the service's operations are listed at ${API_PREFIX}/openapi.json`,
};

/** What fastify itself refuses, said in the contract's words (its own messages quote the request). */
const FRAMEWORK_ERRORS: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, error: 'bad_request', message: 'the URL is not valid percent-encoded UTF-8' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    error: 'uri_too_long',
    message: 'a path parameter is longer than 500 characters',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'bad_request', message: 'the body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    error: 'bad_request',
    message: 'the body is empty but declared as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    error: 'bad_request',
    message: 'the Content-Length does not match the body',
  },
};

function errorBody(error: FastifyError | HttpError): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    const body: ErrorBody = { error: error.code, message: error.message };
    if (error.retryAfterSeconds !== undefined) body.retryAfterSeconds = error.retryAfterSeconds;
    return { status: error.statusCode, body };
  }
  if (error.validation) return { status: 400, body: { error: 'bad_request', message: error.message } };
  const status = error.statusCode ?? 500;
  if (status === 415)
    return { status, body: { error: 'unsupported_media_type', message: 'send the body as application/json' } };
  if (status === 413) return { status, body: { error: 'payload_too_large', message: 'the request body is too large' } };
  // Fastify's and Node's own messages can quote the request (a URL, a piece of the body): never passed on.
  if (status >= 400 && status < 500) {
    const known = FRAMEWORK_ERRORS[error.code] ?? {
      status: 400,
      error: 'bad_request',
      message: 'the request is malformed',
    };
    return { status: known.status, body: { error: known.error, message: known.message } };
  }
  return { status: 500, body: { error: 'internal_error', message: 'the service failed to complete the request' } };
}

/** Answers any error in the contract's body; a 5xx is logged, with no part of the request. */
export function answerError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = errorBody(error);
  if (status >= 500)
    request.log.error({ err: { message: error.message, code: (error as FastifyError).code } }, 'request failed');
  reply.code(status).type(JSON_TYPE).send(body);
}
