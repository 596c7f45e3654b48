// Where the APIs are and how their paths read: what the embedded service and the console's server both need.

/** Where the API is served, and the type of every JSON answer it writes itself. */
export const API_PREFIX = '/api/v1';

/** A path segment as the service reads it; one that is not valid percent-encoding is left for the service to refuse. */
export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
export const JSON_TYPE = 'application/json; charset=utf-8';

/** An OpenAPI path (`/a/{id}`) as fastify routes it (`/a/:id`). */
export const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Matches the concrete paths of an OpenAPI path (`/a/{id}` matches `/a/7`). */
export const pathPattern = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
