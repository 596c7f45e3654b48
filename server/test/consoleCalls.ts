import { CSRF_HEADER } from '../../common/csrf.js';
import { CONSOLE_API_PREFIX } from '../console/api/operations.js';
import { API_PREFIX } from '../shared/http/apiPaths.js';
import { DocumentChecker, type OpenApiDocument } from './documentChecker.js';
import { DEMO_KEY } from './harness.js';
import { browse, type ConsoleUnderTest, type CookieJar } from './people.js';

/** The demo's Quality repository: its models have canvases of a size to edit by hand. */
export const QUALITY = '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e02';

export type Who = { key?: string; jar?: CookieJar; headers?: Record<string, string> };
export type ConsoleCall = (
  path: string,
  init?: { method?: string; body?: unknown } & Who,
) => Promise<{ status: number; body: any; headers: Headers }>;

/**
 * Requests of the console server's API (or of the service's, for a path below `/api/v1`), as a key (the demo key by default) or a signed-in person, each answer
 * held to the server's OpenAPI document.
 */
export async function consoleCaller(on: ConsoleUnderTest): Promise<ConsoleCall> {
  const checker = new DocumentChecker(
    (await (await fetch(`${on.origin}${CONSOLE_API_PREFIX}/openapi.json`)).json()) as OpenApiDocument,
  );
  return async (path, init = {}) => {
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    };
    // The service's API through the same server, where a path names it.
    const service = path.startsWith(`${API_PREFIX}/`);
    const url = `${on.origin}${service ? '' : CONSOLE_API_PREFIX}${path}`;
    const requestInit = { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) };
    const response = init.jar
      ? await browse(init.jar, url, {
          ...requestInit,
          headers: { ...headers, origin: on.publicUrl, [CSRF_HEADER]: '1' },
        })
      : await fetch(url, { ...requestInit, headers: { ...headers, 'x-api-key': init.key ?? DEMO_KEY } });
    const text = await response.text();
    const body = text ? JSON.parse(text) : undefined;
    if (response.status !== 304 && !service)
      checker.check(method, path.split('?')[0], response.status, response.headers.get('content-type'), body);
    return { status: response.status, body, headers: response.headers };
  };
}

/** A model of the Quality repository with a canvas of a size to edit by hand (the `skip`-th such). */
export async function editableModel(on: ConsoleUnderTest, skip = 0) {
  const models = (await on.service.call(`/repositories/${QUALITY}/models?maxResults=30`)).body.data as {
    uuid: string;
  }[];
  const fit = [];
  for (const { uuid } of models) {
    const canvas = (await on.service.call(`/repositories/${QUALITY}/models/${uuid}/canvas`)).body;
    if (canvas.vertices.length >= 4 && canvas.edges.length >= 2) fit.push({ uuid, canvas });
    if (fit.length > skip) break;
  }
  return fit[skip]!;
}
