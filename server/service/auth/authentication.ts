import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError } from '../../shared/http/errors.js';
import { RateLimiter } from '../http/limiter.js';
import type { Access, Principal } from '../http/route.js';
import type { Authenticator } from './authenticator.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who sent the request, once authentication has let it through. */
    principal?: Principal;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** Wrong credentials one address may send per minute (while rate limiting is on) before it is refused for the rest of it. */
export const FAILED_AUTHENTICATIONS_PER_MINUTE = 100;

/** Whether a request needs a principal: every operation but the public ones (and CORS preflights). */
export const needsPrincipal = (request: FastifyRequest) =>
  request.method !== 'OPTIONS' && !['public', undefined].includes(request.routeOptions.config.access);

/**
 * Authentication: the credential a request carries becomes its `principal`, or the request is refused. An
 * address that keeps sending wrong credentials (while rate limiting is on) is refused for the rest of its
 * minute, before its credential is even looked at: that is what guessing looks like.
 */
export const authentication = fp<{ authenticator: Authenticator; countFailures: boolean; now?: () => number }>(
  async (api, { authenticator, countFailures, now }) => {
    const failures = new RateLimiter(FAILED_AUTHENTICATIONS_PER_MINUTE, 60, now);
    api.decorateRequest('principal', undefined);
    api.addHook('onRequest', async (request, reply) => {
      if (!needsPrincipal(request)) return;
      const guessing = failures.peek(request.ip);
      if (!guessing.allowed) {
        reply.header('Retry-After', guessing.resetSeconds);
        throw new HttpError(
          429,
          'too_many_requests',
          `too many failed authentications from this address; try again in ${guessing.resetSeconds} seconds`,
          guessing.resetSeconds,
        );
      }
      try {
        request.principal = authenticator.authenticate(request.headers);
      } catch (error) {
        // Only a credential that was sent and is wrong counts.
        const sent = Boolean(request.headers.authorization || request.headers['x-api-key']);
        if (sent && countFailures && error instanceof HttpError && error.statusCode === 401) failures.take(request.ip);
        throw error;
      }
    });
  },
  { name: 'authentication' },
);

/** The operations only the administrator may call refuse every other principal (after the rate limit counted them). */
export const administratorOnly = fp(
  async (api) => {
    api.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.access === 'admin' && request.principal?.kind !== 'admin') {
        throw forbidden('API keys can be managed only by the administrator; application keys cannot call /api-keys');
      }
    });
  },
  { name: 'administrator-only', dependencies: ['authentication'] },
);
