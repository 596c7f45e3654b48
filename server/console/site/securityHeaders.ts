import fp from 'fastify-plugin';

/**
 * What the console's pages may load: its own scripts, workers and styles (Mantine and the canvas put their
 * CSS in style elements), its own images only (icons are bundled; a description's or a document provider's
 * image from another site is never fetched, which would tell that site who reads what), requests to any
 * service the user signs in to, and nothing may frame it.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "connect-src 'self' http: https:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Every response says its content type is meant (nosniff); the console's pages also carry the policy above and
 * send no referrer, so that a link or an allowed image does not tell another site which model was open.
 */
export const securityHeaders = fp<{ isApiUrl: (url: string) => boolean }>(
  async (app, { isApiUrl }) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      if (!isApiUrl(request.url)) {
        reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
        reply.header('Referrer-Policy', 'no-referrer');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
