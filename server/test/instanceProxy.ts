import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request on its way through the proxy: which instance sent it (the first segment of its path), and what. */
export interface ProxiedRequest {
  instance: string;
  method: string;
  /** The path below the instance's segment, with its query. */
  path: string;
  headers: IncomingHttpHeaders;
}

/**
 * Stands between server instances and the service, each instance at a path of its own (`/a/api/v1`, `/b/api/v1`),
 * so that a test sees which instance sends what: `intercept` is told of each request before it goes on, and may
 * delay it (by resolving later) or hold it for ever ('hold': never sent on, never answered).
 */
export async function startInstanceProxy(
  serviceOrigin: string,
  intercept: (request: ProxiedRequest) => Promise<'hold' | void> | 'hold' | void,
): Promise<{ base: string; close(): Promise<void> }> {
  const proxy: Server = createServer((request, response) => {
    const [, instance = '', ...rest] = (request.url ?? '').split('/');
    const path = `/${rest.join('/')}`;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => void forward());
    const forward = async () => {
      if ((await intercept({ instance, method: request.method ?? 'GET', path, headers: request.headers })) === 'hold')
        return;
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
      ) as Record<string, string>;
      const answer = await fetch(`${serviceOrigin}${path}`, {
        method: request.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      response.writeHead(
        answer.status,
        Object.fromEntries([...answer.headers].filter(([name]) => name !== 'content-encoding')),
      );
      response.end(Buffer.from(await answer.arrayBuffer()));
    };
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}
