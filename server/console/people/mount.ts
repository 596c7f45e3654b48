import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityProvider } from './identityProvider.js';

/**
 * The demo's identity provider inside the console's server, below its issuer's path: the provider reads each
 * request itself (its forms, its JSON), so this part of the server parses no body and sends no answer of its own.
 */
export async function mountedIdentityProvider(app: FastifyInstance, { provider }: { provider: IdentityProvider }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const pass = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    provider.handle(request.raw, reply.raw);
  };
  app.all('/*', pass);
}
