import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshConsoleDatabase } from '../../test/consoleDatabases.js';
import { ADMIN_TOKEN, startService, type TestService } from '../../test/harness.js';
import { createSchema } from '../consoleDatabase.js';
import { openSqlEngine, type SqlEngine } from '../database/sql.js';
import { openAudit } from '../audit/audit.js';
import { openKeySchedule } from './openKeySchedule.js';
import { ensureServerBuilt, startServerProcess } from '../../test/serverProcess.js';
import { startInstanceProxy } from '../../test/instanceProxy.js';
import { until } from '../../test/until.js';

let service: TestService;
let proxy: { base: string; close(): Promise<void> };
let proxyBase: string;
let location: string;
let drop: () => Promise<void>;
const engines: SqlEngine[] = [];
const children: ChildProcess[] = [];
/** Every DELETE of a key that reached the service, by key. */
const revokesSent = new Map<string, number>();
/** DELETEs of keys from instance `a`: held, never answered or sent on, and announced. */
let heldFromA: ((keyUuid: string) => void) | undefined;

/**
 * Between the instances and the service: counts every revoke that reaches the service, and holds the ones of
 * instance `a` (which the test then kills).
 */
async function startProxy(): Promise<void> {
  proxy = await startInstanceProxy(new URL(service.baseUrl).origin, ({ instance, method, path }) => {
    const revoked = method === 'DELETE' ? /^\/api\/v1\/api-keys\/([^/?]+)$/.exec(path)?.[1] : undefined;
    if (revoked && instance === 'a') {
      heldFromA?.(revoked);
      return 'hold';
    }
    if (revoked) revokesSent.set(revoked, (revokesSent.get(revoked) ?? 0) + 1);
  });
  proxyBase = proxy.base;
}

/** One instance of the server in this process (an engine of its own on the shared database), its schedule started. */
async function instanceInProcess(name: string) {
  const engine = await openSqlEngine(location);
  engines.push(engine);
  await createSchema(engine);
  const audit = openAudit({ engine, serviceBaseUrl: () => `${proxyBase}/${name}/api/v1`, retentionDays: 0 });
  const keys = openKeySchedule({
    engine,
    serviceBaseUrl: () => `${proxyBase}/${name}/api/v1`,
    adminToken: ADMIN_TOKEN,
    audit: audit.writer,
    pollMs: 200,
  });
  keys.schedule.start();
  return { engine, ...keys };
}

/** The real server (`npm run serve`'s), in a process of its own, in front of the service through the proxy. */
async function serverProcess(name: string) {
  const server = await startServerProcess({
    PORT: '0',
    HOST: '127.0.0.1',
    UPSTREAM_URL: `${proxyBase}/${name}/api/v1`,
    ADMIN_TOKEN,
    CONSOLE_DATABASE: location,
    IDENTITY: 'keys',
  });
  children.push(server.child);
  return server;
}

const issue = async (name: string) =>
  (
    await service.call('/api-keys', {
      method: 'POST',
      admin: true,
      body: { applicationName: name, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    })
  ).body as { uuid: string; apiKey: string };

const answers = async (secret: string) =>
  (await service.call('/repositories', { key: secret, unchecked: true })).status;

beforeAll(async () => {
  ensureServerBuilt();
  service = await startService({ seed: 'none' });
  ({ location, drop } = await freshConsoleDatabase('postgres'));
  await startProxy();
}, 120_000);
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const engine of engines) await engine.close();
  await proxy?.close();
  await service?.close();
  await drop?.();
});

describe('two instances of the server on one PostgreSQL', () => {
  it('perform each due revoke once, whichever claims it', async () => {
    const [one, two] = [await instanceInProcess('b'), await instanceInProcess('b')];
    const keys = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => issue(`Batch ${n}`)));
    const now = Date.now();
    await Promise.all(
      keys.map((key, n) =>
        (n % 2 ? one : two).schedule.schedule({
          uuid: randomUUID(),
          keyUuid: key.uuid,
          applicationName: `Batch ${n + 1}`,
          reason: 'rolled',
          revokeAt: now + 300,
          scheduledBy: 'administrator token',
          createdAt: now,
        }),
      ),
    );
    for (const key of keys) await until(async () => (revokesSent.get(key.uuid) ? true : undefined), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(keys.map((key) => revokesSent.get(key.uuid))).toEqual([1, 1, 1, 1, 1, 1]);
    const [{ performed }] = await one.engine.all<{ performed: number }>(
      `SELECT COUNT(*) AS performed FROM audit_events WHERE action = 'apiKey.revokeScheduled' AND details_json LIKE '%performed%'`,
    );
    expect(Number(performed)).toBe(6);
    await Promise.all([one.schedule.stop(), two.schedule.stop()]);
  });

  it('perform a revoke once when the instance that was about to perform it is killed', async () => {
    const old = await issue('Billing exporter');
    const a = await serverProcess('a');
    const held = new Promise<string>((resolve) => (heldFromA = resolve));
    // The roll through instance A's API, as a console sends it.
    const rolled = await fetch(`${a.origin}/console-api/v1/api-keys/${old.uuid}/roll`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ revokeAt: new Date(Date.now() + 1000).toISOString() }),
    });
    expect(rolled.status).toBe(201);
    const { revocation, key } = (await rolled.json()) as { revocation: { uuid: string }; key: { apiKey: string } };
    // A claims the revoke and sends it; the proxy holds it; A dies before the service hears of it.
    expect(await held).toBe(old.uuid);
    a.child.kill('SIGKILL');
    expect(await answers(old.apiKey)).toBe(200);

    const b = await instanceInProcess('b');
    const done = await until(async () => {
      const revoke = await b.schedule.store.get(revocation.uuid);
      return revoke?.state === 'done' ? revoke : undefined;
    }, 45_000);
    expect(done.endedHow).toBe('schedule');
    expect(revokesSent.get(old.uuid)).toBe(1);
    expect(await answers(old.apiKey)).toBe(401);
    expect(await answers(key.apiKey)).toBe(200);
    const steps = await b.engine.all<{ action: string; details_json: string }>(
      'SELECT action, details_json FROM audit_events WHERE target_uuid = ? ORDER BY id',
      [old.uuid],
    );
    expect(steps.map((step) => `${step.action}:${JSON.parse(step.details_json ?? '{}').step ?? ''}`)).toEqual([
      'apiKey.roll:',
      'apiKey.revokeScheduled:performed',
    ]);
    await b.schedule.stop();
  }, 90_000);
});
