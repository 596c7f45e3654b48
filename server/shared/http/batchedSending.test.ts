import Fastify, { type FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { batchedSending } from './batchedSending.js';

/** Two connections whose requests are both waiting when the server next reads: what happens, in order. */
async function eventsOfTwoRequestsArrivingTogether(app: FastifyInstance): Promise<string[]> {
  const events: string[] = [];
  app.get('/:name', async (request) => {
    const { name } = request.params as { name: string };
    events.push(`handled ${name}`);
    return { name };
  });
  // Runs after the hooks registered before it, just before the answer is written.
  app.addHook('onSend', async (request, _reply, payload) => {
    events.push(`sent ${(request.params as { name: string }).name}`);
    return payload;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const open = () =>
    new Promise<Socket>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket));
    });
  const sockets = [await open(), await open()];
  const answered = sockets.map((socket) => new Promise<void>((resolve) => socket.once('data', () => resolve())));
  sockets.forEach((socket, n) => socket.write(`GET /${'ab'[n]} HTTP/1.1\r\nHost: localhost\r\n\r\n`));
  // Both requests reach the server's socket buffers before the event loop reads again.
  const until = performance.now() + 50;
  while (performance.now() < until);
  await Promise.all(answered);
  sockets.forEach((socket) => socket.destroy());
  return events;
}

describe('batched sending', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it('sends the answers to requests read together after handling all of them', async () => {
    app = Fastify();
    await app.register(batchedSending);
    expect(await eventsOfTwoRequestsArrivingTogether(app)).toEqual(['handled a', 'handled b', 'sent a', 'sent b']);
  });

  it('without it, each answer is sent before the next request is handled', async () => {
    app = Fastify();
    expect(await eventsOfTwoRequestsArrivingTogether(app)).toEqual(['handled a', 'sent a', 'handled b', 'sent b']);
  });
});
