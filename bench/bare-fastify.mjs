// The ceiling: a bare fastify route on the same machine, answering a small JSON object.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ startAt: 0, maxResults: 10, total: 0, data: [] }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
