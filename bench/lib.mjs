// Helpers shared by the benchmarks: child servers on free ports, autocannon runs, one JSON line each.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Starts a node script as a child and resolves once `url` answers. */
export async function startChild(args, env, url) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill();
  throw new Error(`${url} did not answer within 120 s`);
}

/** Runs autocannon against one URL and prints the figures as one JSON line. */
export async function load(name, url, headers = {}, { duration = 8, connections = 10, pathFor, warmUp = true } = {}) {
  if (warmUp) await autocannon({ url, headers, duration: 1, connections });
  let sent = 0;
  const requests = pathFor ? [{ setupRequest: (request) => ({ ...request, path: pathFor(sent++) }) }] : undefined;
  const result = await autocannon({ url, headers, duration, connections, requests });
  const line = {
    bench: 'service',
    name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    connections,
    durationSeconds: duration,
  };
  console.log(JSON.stringify(line));
  return line;
}
