// The floor: a bare fastify route on the same machine, answering the page in PAGE_FILE (a real page of
// the service, so of the same size and shape) serialized afresh on every request.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const page = JSON.parse(readFileSync(process.env.PAGE_FILE, 'utf8'));
const app = Fastify({ logger: false });
app.get('/bare', async () => page);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
