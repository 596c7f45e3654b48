import replyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../shared/http/apiPaths.js';
import { REQUEST_ID_HEADER } from '../production/index.js';

/** The headers a client's request keeps on its way upstream: its credential and what describes its body. */
const FORWARDED = ['accept', 'content-type', 'x-api-key', 'authorization', 'svc-permission-group'];

/**
 * With UPSTREAM_URL, every API request goes to the real service instead of the embedded one (a plugin
 * registered under the API prefix); an upstream that cannot be reached is a 502 that names it.
 */
export async function upstreamProxy(api: FastifyInstance, { upstreamUrl }: { upstreamUrl: string }): Promise<void> {
  const upstream = new URL(upstreamUrl);
  await api.register(replyFrom, { base: upstream.origin, undici: { headersTimeout: 60_000 } });
  api.all('/*', { config: { access: 'public' } }, (request, reply) => {
    const rest = request.url.slice(API_PREFIX.length);
    reply.from(`${upstream.pathname.replace(/\/$/, '')}${rest}`, {
      // The request's id goes on too, so that the service's logs and this server's tell of the same request.
      rewriteRequestHeaders: (forwarded, headers) => ({
        ...Object.fromEntries(Object.entries(headers).filter(([name]) => FORWARDED.includes(name.toLowerCase()))),
        [REQUEST_ID_HEADER]: forwarded.id,
      }),
      onError: (replyToSend) => {
        replyToSend
          .code(502)
          .send({ error: 'bad_gateway', message: `the upstream service at ${upstream.origin} could not be reached` });
      },
    });
  });
}
