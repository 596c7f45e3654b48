import fp from 'fastify-plugin';
import { needsPrincipal } from '../auth/authentication.js';
import { HttpError } from '../../shared/http/errors.js';
import type { RateLimiter } from '../http/limiter.js';

const RATE_LIMIT_MESSAGE = (limit: number, window: number) => `Maximum ${limit} requests per ${window} seconds`;

/**
 * The rate limit per principal, checked before the body is even read: every answer says what is left of
 * the window (X-RateLimit-*), and a request past the limit is a 429 with Retry-After.
 */
export const rateLimiting = fp<{ limiter: RateLimiter; windowSeconds: number }>(
  async (api, { limiter, windowSeconds }) => {
    if (!limiter.enabled) return;
    api.addHook('onRequest', async (request, reply) => {
      if (!needsPrincipal(request) || !request.principal) return;
      const decision = limiter.take(`${request.principal.kind}:${request.principal.id}`);
      reply.header('X-RateLimit-Limit', decision.limit);
      reply.header('X-RateLimit-Remaining', decision.remaining);
      reply.header('X-RateLimit-Reset', decision.resetSeconds);
      if (!decision.allowed) {
        reply.header('Retry-After', decision.resetSeconds);
        throw new HttpError(
          429,
          'too_many_requests',
          RATE_LIMIT_MESSAGE(decision.limit, windowSeconds),
          decision.resetSeconds,
        );
      }
    });
  },
  { name: 'rate-limiting', dependencies: ['authentication'] },
);
