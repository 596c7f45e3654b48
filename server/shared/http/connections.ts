import { createServer, STATUS_CODES, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from './errors.js';

/**
 * How long a client may take: to send its headers, to send a whole request, and to send the next request on a
 * kept-alive connection. A request that declares more body than it sends is answered 408 and closed, instead of
 * holding its socket (and a connection slot) for ever.
 */
export const TIMEOUTS = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };
export type Timeouts = typeof TIMEOUTS;
/** Open connections one client address may hold at once; more are answered 429 and closed. */
export const MAX_CONNECTIONS_PER_ADDRESS = 256;

/** An answer written straight to the socket, for what never reaches the router, in the contract's body. */
function writeError(
  socket: Socket,
  status: number,
  body: ErrorBody,
  headers: Record<string, string | number> = {},
): void {
  const json = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${json}`);
}

/**
 * Fastify's clientErrorHandler: what Node's parser refuses (headers too large, a malformed request line or
 * method, a request that took too long) is answered in the contract's body, and never with any part of the
 * request in it.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    writeError(socket, 431, { error: 'headers_too_large', message: 'the request headers are too large' });
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT') {
    writeError(socket, 408, { error: 'request_timeout', message: 'the request was not received in time' });
  } else {
    writeError(socket, 400, { error: 'bad_request', message: 'the request is not valid HTTP/1.1' });
  }
}

export interface ServerGuards {
  timeouts?: Timeouts;
  maxConnectionsPerAddress?: number;
}

/**
 * Fastify's serverFactory: an HTTP server with the timeouts above (checked every second, not Node's default
 * 30) that bounds the connections each address holds.
 */
export function guardedServer({
  timeouts = TIMEOUTS,
  maxConnectionsPerAddress = MAX_CONNECTIONS_PER_ADDRESS,
}: ServerGuards = {}) {
  return (handler: RequestListener): Server => {
    const server = createServer(
      {
        headersTimeout: timeouts.headersMs,
        requestTimeout: timeouts.requestMs,
        keepAliveTimeout: timeouts.keepAliveMs,
        connectionsCheckingInterval: 1_000,
      },
      handler,
    );
    const open = new Map<string, number>();
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? '';
      const count = (open.get(address) ?? 0) + 1;
      if (count > maxConnectionsPerAddress) {
        writeError(
          socket,
          429,
          {
            error: 'too_many_connections',
            message: `at most ${maxConnectionsPerAddress} connections per address`,
            retryAfterSeconds: 1,
          },
          { 'Retry-After': 1 },
        );
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left === 0) open.delete(address);
        else open.set(address, left);
      });
    });
    return server;
  };
}
