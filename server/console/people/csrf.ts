import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '../../../common/csrf.js';
import { forbidden } from '../../shared/http/errors.js';

export { CSRF_HEADER };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a write that a session cookie would authorise unless it carries the console's header and comes from
 * the console's own origin (PUBLIC_URL), as the browser's Origin header says.
 */
export function checkCsrf(request: FastifyRequest, publicOrigin: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers[CSRF_HEADER] !== '1')
    throw forbidden(`a write for a signed-in person needs the ${CSRF_HEADER} header the console sends`);
  if (request.headers.origin !== publicOrigin)
    throw forbidden(`a write for a signed-in person must come from the console's own address (${publicOrigin})`);
}
