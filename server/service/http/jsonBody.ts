import fp from 'fastify-plugin';
import { badRequest } from '../../shared/http/errors.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The path of the first string (value or key) in a parsed body that holds a NUL character. */
function nulAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (Array.isArray(value)) {
    for (let n = 0; n < value.length; n++) {
      const found = nulAt(value[n], `${path}[${n}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\0')) return `${path} (a key)`;
      const found = nulAt(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * JSON bodies as fastify reads them (its parser, with its guard against __proto__ and constructor
 * poisoning), but refused when they are not valid UTF-8 (which would otherwise become U+FFFD without a
 * word) or hold a NUL character in any string: names must survive a round trip through any client.
 */
export const jsonBodies = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
      let text: string;
      try {
        text = utf8.decode(raw as Buffer);
      } catch {
        done(badRequest('the body is not valid UTF-8'), undefined);
        return;
      }
      void parseJson(request, text, (error, body) => {
        if (error) return done(error, undefined);
        const nul = nulAt(body, '');
        if (nul !== undefined)
          return done(badRequest(`${nul || 'the body'} holds a NUL character, which no name may hold`), undefined);
        done(null, body);
      });
    });
  },
  { name: 'json-bodies' },
);
