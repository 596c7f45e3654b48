import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshConsoleDatabase } from '../../test/consoleDatabases.js';
import { ADMIN_TOKEN, DEMO_KEY, startService, type TestService } from '../../test/harness.js';
import { startInstanceProxy } from '../../test/instanceProxy.js';
import { ensureServerBuilt, startServerProcess, type ServerProcess } from '../../test/serverProcess.js';
import { until } from '../../test/until.js';

const WALKER_KEY = 'shutdown-walker-key-0123456789';
const METRICS_TOKEN = 'shutdown-metrics-token-0123456789';
/** How long the service seems to take for a person's request through instance `a`: long enough to be cut off. */
const SLOW_MS = 1500;

let service: TestService;
let proxy: Awaited<ReturnType<typeof startInstanceProxy>>;
let location: string;
let drop: () => Promise<void>;
const instances: ServerProcess[] = [];

beforeAll(async () => {
  ensureServerBuilt();
  service = await startService();
  service.stores.apiKeys.create('Walker', new Date(Date.now() + 86_400_000).toISOString(), WALKER_KEY);
  ({ location, drop } = await freshConsoleDatabase('postgres'));
  proxy = await startInstanceProxy(new URL(service.baseUrl).origin, async ({ instance, headers }) => {
    if (instance === 'a' && headers['x-api-key'] === DEMO_KEY)
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
  });
}, 120_000);
afterAll(async () => {
  for (const instance of instances) instance.child.kill('SIGKILL');
  await proxy?.close();
  await service?.close();
  await drop?.();
});

/** An instance of the real server on the shared PostgreSQL, walking with its key, before the service as `name`. */
async function instance(name: string): Promise<ServerProcess> {
  const started = await startServerProcess({
    PORT: '0',
    UPSTREAM_URL: `${proxy.base}/${name}/api/v1`,
    INDEX_API_KEY: WALKER_KEY,
    ADMIN_TOKEN,
    CONSOLE_DATABASE: location,
    IDENTITY: 'keys',
    METRICS_TOKEN,
    LOG_LEVEL: 'warn',
    SHUTDOWN_SECONDS: '10',
  });
  instances.push(started);
  return started;
}

async function walks(server: ServerProcess): Promise<boolean> {
  const answer = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return /^console_walk_lease_held 1$/m.test(await answer.text());
}

describe('two instances of the server on one PostgreSQL, the walking one stopped', () => {
  it('finishes what it was answering, and the other walks on within 2 s', async () => {
    const a = await instance('a');
    await until(async () => (await walks(a)) || undefined, 10_000, 50);
    const b = await instance('b');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await walks(b)).toBe(false);

    // People's requests in flight to A, to the service's API and to the server's own, each slowed at the service.
    const inFlight = [
      ...Array.from({ length: 6 }, () =>
        fetch(`${a.origin}/api/v1/repositories`, { headers: { 'x-api-key': DEMO_KEY } }),
      ),
      ...Array.from({ length: 2 }, () =>
        fetch(`${a.origin}/console-api/v1/index`, { headers: { 'x-api-key': DEMO_KEY } }),
      ),
    ];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stoppedAt = Date.now();
    a.child.kill('SIGTERM');
    await until(async () => (await walks(b)) || undefined, 5_000, 50);
    const takenOverMs = Date.now() - stoppedAt;
    expect(takenOverMs).toBeLessThan(2000);

    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    expect(await a.exited).toBe(0);
    // Nothing new reaches a stopped instance: the balancer sends it to the other.
    await expect(fetch(`${a.origin}/healthz`)).rejects.toThrow();
  }, 60_000);
});
