import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { credentialOf, personOf } from '../../shared/http/requestActor.js';

/** The header a balancer may set and the server sends on, so that one id follows a request everywhere. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** A request id from outside is kept only when it is short and plain: it goes into logs and the audit log. */
const ACCEPTABLE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Fastify's `genReqId`: the balancer's id where it sent a usable one, else a new one. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Who a request acts for, in a log line: the person, or which credential by its fingerprint, never a secret. */
function actorOf(request: FastifyRequest): string | undefined {
  const person = personOf(request);
  if (person) return `person ${person.name}`;
  const credential = credentialOf(request);
  return credential && `${credential.kind === 'key' ? 'key' : 'token'} ${credential.fingerprint}`;
}

export interface RequestLogOptions {
  /** Paths answered often and for machines (probes, metrics): logged at debug, below the default level. */
  quietPaths: readonly string[];
}

/**
 * Every answer carries the request's id; each request is one line of the JSON log once answered: what (the route's
 * template and the path without its query, which can carry a sign-in's code), how it ended, how long it took, who.
 */
export const requestLog = fp(
  async (app: FastifyInstance, { quietPaths }: RequestLogOptions) => {
    app.addHook('onRequest', async (request, reply) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      const path = request.url.split('?')[0]!;
      const level = quietPaths.includes(path) ? 'debug' : 'info';
      request.log[level](
        {
          method: request.method,
          path,
          route: request.routeOptions.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          actor: actorOf(request),
          ip: request.ip,
        },
        'request',
      );
    });
  },
  { name: 'request-log' },
);
