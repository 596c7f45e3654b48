import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMTOOL } from '../../../scripts/browsers.mjs';
import { ensureServerBuilt, startServerProcess, type ServerProcess } from '../../test/serverProcess.js';
import { until } from '../../test/until.js';

const ADMIN_TOKEN = 'production-admin-token-0123456789';
const DEMO_KEY = 'production-demo-key-0123456789';
const METRICS_TOKEN = 'production-metrics-token-0123456789';

let server: ServerProcess;

beforeAll(async () => {
  ensureServerBuilt();
  server = await startServerProcess({
    PORT: '0',
    DATABASE: ':memory:',
    IDENTITY: 'keys',
    ADMIN_TOKEN,
    DEMO_API_KEY: DEMO_KEY,
    METRICS_TOKEN,
    // The walk at full speed, so that the metrics tell a whole one.
    RATE_LIMIT: '0',
    LOG_LEVEL: 'info',
  });
}, 120_000);
afterAll(() => {
  server?.child.kill('SIGKILL');
});

/** A server of its own for a stop: the embedded service, empty, with nothing beside it that the stop waits for. */
const bareServer = (env: Record<string, string>) =>
  startServerProcess({
    PORT: '0',
    DATABASE: ':memory:',
    SEED: 'none',
    INDEX: 'off',
    IDENTITY: 'keys',
    ADMIN_TOKEN,
    LOG_LEVEL: 'warn',
    ...env,
  });

/** The JSON lines of the server's log so far. */
const logLines = () =>
  server
    .printed()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const scrape = async (token = METRICS_TOKEN) =>
  fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });

describe('the server in production', () => {
  it('answers the probes without a credential, and says it is ready when its databases answer', async () => {
    const alive = await fetch(`${server.origin}/healthz`);
    expect([alive.status, await alive.json()]).toEqual([200, { status: 'alive' }]);
    expect(alive.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const ready = await fetch(`${server.origin}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready', missing: [] }]);
  });

  it('logs each request as one JSON line with its id (the balancer’s where it sent one), never a secret', async () => {
    const sent = await fetch(`${server.origin}/api/v1/repositories`, {
      headers: { 'x-api-key': DEMO_KEY, 'x-request-id': 'balancer-7f3a.1' },
    });
    expect(sent.headers.get('x-request-id')).toBe('balancer-7f3a.1');
    // An id that could smuggle text into a log line is not taken: the server makes its own.
    const odd = await fetch(`${server.origin}/api/v1/repositories`, {
      headers: { 'x-api-key': DEMO_KEY, 'x-request-id': 'a"b{c} d' },
    });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const line = await until(() => logLines().find((entry) => entry.requestId === 'balancer-7f3a.1'));
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/api/v1/repositories',
      route: '/api/v1/repositories',
      status: 200,
      actor: expect.stringMatching(/^key [0-9a-f]{16}$/),
    });
    expect(typeof line.ms).toBe('number');
    const all = server.printed();
    for (const secret of [DEMO_KEY, ADMIN_TOKEN, METRICS_TOKEN]) expect(all).not.toContain(secret);
    // The probes are asked every few seconds: below the default level.
    expect(logLines().some((entry) => entry.path === '/healthz' || entry.path === '/readyz')).toBe(false);
  });

  it('serves its figures behind METRICS_TOKEN, the walk’s among them, in a format promtool accepts', async () => {
    expect((await fetch(`${server.origin}/metrics`)).status).toBe(401);
    expect((await scrape('not-the-metrics-token-0123')).status).toBe(401);
    const text = await until(async () => {
      const answer = await scrape();
      const body = await answer.text();
      return /^console_walk_phase\{phase="idle"\} 1$/m.test(body) ? body : undefined;
    }, 90_000);
    expect(text).toMatch(/^console_walk_lease_held 1$/m);
    expect(Number(/^console_walk_requests_total (\d+)/m.exec(text)?.[1])).toBeGreaterThan(10);
    expect(text).toMatch(/^console_walk_failures_total 0$/m);
    expect(text).toMatch(/^console_walk_rate_limit_wait_seconds_total /m);
    const models = Number(/^console_index_models\{repository="Drafts"\} (\d+)/m.exec(text)?.[1]);
    expect(models).toBeGreaterThan(0);
    expect(text).toMatch(new RegExp(`^console_index_models_read\\{repository="Drafts"\\} ${models}$`, 'm'));
    expect(text).toMatch(/^console_index_oldest_canvas_age_seconds\{repository="Drafts"\} /m);
    expect(text).toMatch(
      /^console_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/repositories",status_code="200"\} \d+$/m,
    );
    expect(text).toMatch(/^console_audit_events_pending 0$/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    // No label holds an id: routes are templates.
    expect(text).not.toMatch(/route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}-/);
    const check = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect([check.status, check.stdout + check.stderr]).toEqual([0, '']);
  }, 120_000);

  it('says what is missing while the service does not answer', async () => {
    const detached = await startServerProcess({
      PORT: '0',
      UPSTREAM_URL: 'http://127.0.0.1:1/api/v1',
      CONSOLE_DATABASE: ':memory:',
      IDENTITY: 'keys',
      LOG_LEVEL: 'warn',
    });
    try {
      const ready = await fetch(`${detached.origin}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([
        503,
        {
          status: 'not ready',
          missing: [{ name: 'service', reason: 'the service at http://127.0.0.1:1 does not answer' }],
        },
      ]);
      expect((await fetch(`${detached.origin}/healthz`)).status).toBe(200);
    } finally {
      detached.child.kill('SIGKILL');
    }
  });

  it('drains after SIGTERM: answers every request sent within SHUTDOWN_DELAY_SECONDS, /readyz 503 throughout, then exits by itself', async () => {
    const delayMs = 2000;
    const draining = await bareServer({ RATE_LIMIT: '0', SHUTDOWN_DELAY_SECONDS: String(delayMs / 1000) });
    let exitedAt = 0;
    void draining.exited.then(() => (exitedAt = Date.now()));
    // Four requests every 20 ms, and a readiness probe, from before the signal until the process is gone: a
    // balancer's traffic, as it goes on until the balancer has seen /readyz fail.
    const answers: { sentAt: number; path: string; status: number | 'failed' }[] = [];
    const pending: Promise<void>[] = [];
    const send = (path: string, headers: Record<string, string> = {}) => {
      const sentAt = Date.now();
      pending.push(
        fetch(`${draining.origin}${path}`, { headers }).then(
          async (answer) => {
            await answer.arrayBuffer();
            answers.push({ sentAt, path, status: answer.status });
          },
          () => void answers.push({ sentAt, path, status: 'failed' }),
        ),
      );
    };
    const traffic = setInterval(() => {
      for (let i = 0; i < 4; i++) send('/api/v1/repositories', { authorization: `Bearer ${ADMIN_TOKEN}` });
      send('/readyz');
    }, 20);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalledAt = Date.now();
    draining.child.kill('SIGTERM');
    const code = await draining.exited;
    clearInterval(traffic);
    await Promise.all(pending);

    // Sent before the delay's end (less the time a request takes to arrive): every one answered.
    const withinDelay = answers.filter(({ sentAt }) => sentAt < signalledAt + delayMs - 150);
    const reads = withinDelay.filter(({ path }) => path !== '/readyz');
    expect(reads.filter(({ sentAt }) => sentAt > signalledAt).length).toBeGreaterThan(100);
    expect(reads.filter(({ status }) => status !== 200)).toEqual([]);
    const probes = withinDelay.filter(({ path, sentAt }) => path === '/readyz' && sentAt > signalledAt + 50);
    expect(probes.length).toBeGreaterThan(20);
    expect(probes.filter(({ status }) => status !== 503)).toEqual([]);
    expect(code).toBe(0);
    expect(exitedAt - signalledAt).toBeGreaterThanOrEqual(delayMs);
    expect(exitedAt - signalledAt).toBeLessThan(delayMs + 3000);
  }, 60_000);

  it('stops when SHUTDOWN_SECONDS have passed after the delay with a request still in flight, and at once on a second signal', async () => {
    const stopped = async (signals: NodeJS.Signals[]) => {
      const slow = await bareServer({ FAULT_HEADERS: '1', SHUTDOWN_DELAY_SECONDS: '1', SHUTDOWN_SECONDS: '2' });
      const request = fetch(`${slow.origin}/api/v1/api-keys`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'x-fault': 'delay=20000' },
      }).catch((error: Error) => error);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const signalledAt = Date.now();
      for (const signal of signals) slow.child.kill(signal);
      const code = await slow.exited;
      return { code, afterMs: Date.now() - signalledAt, request: await request };
    };
    const patient = await stopped(['SIGTERM']);
    expect(patient.code).toBe(1);
    expect(patient.afterMs).toBeGreaterThanOrEqual(2900);
    const impatient = await stopped(['SIGTERM', 'SIGINT']);
    expect(impatient.code).toBe(1);
    expect(impatient.afterMs).toBeLessThan(1500);
    expect(impatient.request).toBeInstanceOf(Error);
  }, 60_000);

  it('skips the delay on SIGINT, as from Ctrl+C at a terminal', async () => {
    const interrupted = await bareServer({ SHUTDOWN_DELAY_SECONDS: '30' });
    const signalledAt = Date.now();
    interrupted.child.kill('SIGINT');
    expect(await interrupted.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5000);
  }, 60_000);
});
