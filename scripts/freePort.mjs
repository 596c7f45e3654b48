// A port no one listens on now, for a server whose address others must know before it starts: the browser
// suites', the service tests' and the benchmarks' one helper. Plain JavaScript, so that the benchmarks (run by
// Node.js as they are) import it as the tests do.
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
