import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from '../../test/harness.js';
import { type ConsoleUnderTest, signedIn, startConsole, browse } from '../../test/people.js';
import { CONSOLE_API_PREFIX } from '../api/operations.js';
import { DocumentChecker, type OpenApiDocument } from '../../test/documentChecker.js';
import { openKeySchedule } from './openKeySchedule.js';

let on: ConsoleUnderTest;
let checker: DocumentChecker;
const MINUTE = 60_000;

/** A request of the console server's API as a script sends it, its answer checked against the document. */
const call = async (path: string, init: { method?: string; body?: unknown; key?: string } = {}) => {
  const response = await fetch(`${on.origin}${CONSOLE_API_PREFIX}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.key ? { 'x-api-key': init.key } : { authorization: `Bearer ${ADMIN_TOKEN}` }),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as any;
  checker.check(init.method ?? 'GET', path.split('?')[0], response.status, response.headers.get('content-type'), body);
  return { status: response.status, body };
};

/** Whether the service accepts a key now (the audit log and the schedule use nothing else). */
const answers = async (secret: string) =>
  (await on.service.call('/repositories', { key: secret, unchecked: true })).status;

/** A key issued at the service for the test, with its secret. */
const issued = async (name: string, expiresInMs = 30 * 86_400_000) => {
  const { body } = await on.service.call('/api-keys', {
    method: 'POST',
    admin: true,
    body: { applicationName: name, expiresAt: new Date(Date.now() + expiresInMs).toISOString() },
  });
  return body as { uuid: string; apiKey: string };
};

const keyCount = async () => (await on.service.call('/api-keys?maxResults=1', { admin: true })).body.total as number;

/** Waits for the schedule's row to reach a state (the schedule polls every 500 ms here). */
async function revocationOf(uuid: string, state: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await call('/api-keys/revocations');
    const found = body.revocations.find((revocation: any) => revocation.uuid === uuid);
    if (found?.state === state || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const eventsOn = async (keyUuid: string) =>
  (await call(`/audit?target=${keyUuid}`)).body.events.map((event: any) => ({
    action: event.action,
    actor: event.actor.name,
    outcome: event.outcome,
    step: event.details?.step,
  }));

beforeAll(async () => {
  on = await startConsole('idToken');
  const document = (await (await fetch(`${on.origin}${CONSOLE_API_PREFIX}/openapi.json`)).json()) as OpenApiDocument;
  checker = new DocumentChecker(document);
});
afterAll(() => on?.close());

describe('rolling a key', () => {
  it('issues a key of the same name beside the old one, and revokes the old one on time, by itself', async () => {
    const old = await issued('Billing exporter');
    const revokeAt = new Date(Date.now() + 1500).toISOString();
    const { status, body } = await call(`/api-keys/${old.uuid}/roll`, { method: 'POST', body: { revokeAt } });
    expect(status).toBe(201);
    expect(body.key).toMatchObject({ applicationName: 'Billing exporter', apiKey: expect.any(String) });
    expect(body.revocation).toMatchObject({ keyUuid: old.uuid, replacedBy: body.key.uuid, state: 'scheduled' });
    // The new key keeps the old one's expiry unless told otherwise.
    const oldKey = (await on.service.call(`/api-keys/${old.uuid}`, { admin: true })).body;
    expect(body.key.expiresAt).toBe(oldKey.expiresAt);
    // Both keys answer during the overlap.
    expect(await answers(old.apiKey)).toBe(200);
    expect(await answers(body.key.apiKey)).toBe(200);

    const done = await revocationOf(body.revocation.uuid, 'done');
    expect(done).toMatchObject({
      state: 'done',
      endedHow: 'schedule',
      late: false,
      scheduledBy: 'administrator token',
    });
    expect(Date.parse(done.endedAt)).toBeGreaterThanOrEqual(Date.parse(revokeAt));
    expect(await answers(old.apiKey)).toBe(401);
    expect(await answers(body.key.apiKey)).toBe(200);
    // The schedule's own revoke passes this server on its way to the embedded service: recorded once, as the
    // schedule's; the roll's issue of the new key is the roll's event, and the new key's own, which names the old.
    const [newKeyIssued] = (await call(`/audit?target=${body.key.uuid}`)).body.events;
    expect(newKeyIssued).toMatchObject({
      action: 'apiKey.issue',
      actor: { name: 'administrator token' },
      target: { uuid: body.key.uuid, name: 'Billing exporter' },
      details: { rollOf: old.uuid },
    });
    expect(await eventsOn(old.uuid)).toEqual([
      {
        action: 'apiKey.revokeScheduled',
        actor: 'key schedule (console server)',
        outcome: 'succeeded',
        step: 'performed',
      },
      { action: 'apiKey.roll', actor: 'administrator token', outcome: 'succeeded', step: undefined },
      { action: 'apiKey.issue', actor: 'administrator token', outcome: 'succeeded', step: undefined },
    ]);
  });

  it('refuses bad input with a clear answer, and issues and schedules nothing', async () => {
    const key = await issued('Warehouse sync', 10 * 86_400_000);
    const before = await keyCount();
    const roll = (body: unknown, uuid = key.uuid) => call(`/api-keys/${uuid}/roll`, { method: 'POST', body });
    const past = new Date(Date.now() - 5 * MINUTE).toISOString();
    const inHour = new Date(Date.now() + 60 * MINUTE).toISOString();
    expect(await roll({ revokeAt: past })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/in the past/) },
    });
    expect(await roll({ revokeAt: new Date(Date.now() + 11 * 86_400_000).toISOString() })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/after the key's own expiry/) },
    });
    expect(await roll({ revokeAt: inHour, expiresAt: past })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/expiresAt is in the past/) },
    });
    expect(await roll({ revokeAt: 'soon' })).toMatchObject({ status: 400 });
    expect(await roll({ revokeAt: inHour }, randomUUID())).toMatchObject({
      status: 404,
      body: { message: expect.stringMatching(/no key with this uuid/) },
    });
    expect(await keyCount()).toBe(before);
    expect((await call(`/api-keys/revocations?keys=${key.uuid}`)).body.revocations).toEqual([]);

    // Rolled once, it cannot be rolled again while its revoke is scheduled.
    expect((await roll({ revokeAt: inHour })).status).toBe(201);
    expect(await roll({ revokeAt: inHour })).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/already scheduled/) },
    });
    expect(await keyCount()).toBe(before + 1);
  });

  it('interrupted by the browser, still leaves the new key listed and the old one scheduled', async () => {
    const old = await issued('Courier sync');
    const body = JSON.stringify({ revokeAt: new Date(Date.now() + 60 * MINUTE).toISOString() });
    const { port } = new URL(on.origin);
    // The request is sent whole, and the connection closed before any answer can come back.
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST ${CONSOLE_API_PREFIX}/api-keys/${old.uuid}/roll HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
            `Authorization: Bearer ${ADMIN_TOKEN}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
          () => {
            socket.destroy();
            resolve();
          },
        );
      });
      socket.on('error', reject);
    });
    const until = Date.now() + 10_000;
    let revocations: any[] = [];
    while (revocations.length === 0 && Date.now() < until) {
      revocations = (await call(`/api-keys/revocations?keys=${old.uuid}`)).body.revocations;
      if (revocations.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(revocations).toEqual([
      expect.objectContaining({ keyUuid: old.uuid, state: 'scheduled', replacedBy: expect.any(String) }),
    ]);
    const listed = (
      await on.service.call('/api-keys?filter=Courier sync&filterFields=applicationName', { admin: true })
    ).body.data;
    expect(listed.map((key: any) => key.uuid).sort()).toEqual([old.uuid, revocations[0].replacedBy].sort());
  });

  it('lets an application key neither roll nor read the schedule', async () => {
    const key = await issued('Nosy application');
    const inHour = new Date(Date.now() + 60 * MINUTE).toISOString();
    expect(
      (await call(`/api-keys/${key.uuid}/roll`, { method: 'POST', body: { revokeAt: inHour }, key: key.apiKey }))
        .status,
    ).toBe(403);
    expect((await call('/api-keys/revocations', { key: key.apiKey })).status).toBe(403);
  });

  it("refuses to roll a person's key, which the server renews itself", async () => {
    const nemo = await signedIn(on, 'nemo');
    await browse(nemo, `${on.publicUrl}/api/v1/repositories`);
    const { body } = await on.service.call('/api-keys?filter=Console&filterFields=applicationName', { admin: true });
    const personal = body.data[0];
    const inHour = new Date(Date.now() + 60 * MINUTE).toISOString();
    expect(await call(`/api-keys/${personal.uuid}/roll`, { method: 'POST', body: { revokeAt: inHour } })).toMatchObject(
      {
        status: 400,
        body: { message: expect.stringMatching(/person's key/) },
      },
    );
  });
});

describe('a scheduled revoke', () => {
  const rolled = async (name: string, inMs = 60 * MINUTE) => {
    const old = await issued(name);
    const { body } = await call(`/api-keys/${old.uuid}/roll`, {
      method: 'POST',
      body: { revokeAt: new Date(Date.now() + inMs).toISOString() },
    });
    return { old, revocation: body.revocation, secret: body.key.apiKey as string };
  };

  it('is cancelled: the old key stays, and the log says who cancelled it', async () => {
    const { old, revocation } = await rolled('Reporting job');
    const { status, body } = await call(`/api-keys/revocations/${revocation.uuid}`, { method: 'DELETE' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ state: 'cancelled', endedHow: 'cancelled' });
    expect(await answers(old.apiKey)).toBe(200);
    expect((await call(`/api-keys/revocations/${revocation.uuid}`, { method: 'DELETE' })).status).toBe(409);
    expect((await eventsOn(old.uuid))[0]).toEqual({
      action: 'apiKey.revokeScheduled',
      actor: 'administrator token',
      outcome: 'succeeded',
      step: 'cancelled',
    });
  });

  it('is brought forward to now, and performed at once', async () => {
    const { old, revocation } = await rolled('Nightly import');
    const moved = await call(`/api-keys/revocations/${revocation.uuid}`, {
      method: 'PATCH',
      body: { revokeAt: new Date().toISOString() },
    });
    expect(moved.status).toBe(200);
    expect((await revocationOf(revocation.uuid, 'done')).state).toBe('done');
    expect(await answers(old.apiKey)).toBe(401);
    expect(
      (
        await call(`/api-keys/revocations/${randomUUID()}`, {
          method: 'PATCH',
          body: { revokeAt: new Date().toISOString() },
        })
      ).status,
    ).toBe(404);
  });

  it('ends when the key is revoked by hand before its time', async () => {
    const { old, revocation } = await rolled('Legacy sync');
    expect((await on.service.call(`/api-keys/${old.uuid}`, { method: 'DELETE', admin: true })).status).toBe(204);
    expect(await revocationOf(revocation.uuid, 'done')).toMatchObject({ state: 'done', endedHow: 'hand' });
  });

  it('is retried after a failure until it succeeds, and says so meanwhile', async () => {
    // A second instance of the schedule, whose first attempts cannot reach the service.
    let unreachable = 1;
    const flaky = openKeySchedule({
      engine: (on.keys.schedule.store as any).engine,
      serviceBaseUrl: () => on.service.baseUrl,
      adminToken: ADMIN_TOKEN,
      audit: on.audit.writer,
      pollMs: 100,
      fetch: async (url, init) => {
        if (init?.method === 'DELETE' && unreachable-- > 0) throw new TypeError('connection refused');
        return fetch(url, init);
      },
    });
    await on.keys.schedule.stop();
    const old = await issued('Partner feed');
    const uuid = randomUUID();
    await flaky.schedule.schedule({
      uuid,
      keyUuid: old.uuid,
      applicationName: 'Partner feed',
      reason: 'rolled',
      revokeAt: Date.now(),
      scheduledBy: 'administrator token',
      createdAt: Date.now(),
    });
    try {
      flaky.schedule.start();
      const failed = await revocationOf(uuid, 'failed');
      expect(failed).toMatchObject({
        state: 'failed',
        attempts: 1,
        lastError: expect.stringMatching(/could not be reached/),
      });
      expect(Date.parse(failed.retryAt)).toBeGreaterThan(Date.now());
      expect(await answers(old.apiKey)).toBe(200);
      expect(await revocationOf(uuid, 'done', 30_000)).toMatchObject({ state: 'done', attempts: 1 });
      expect(await answers(old.apiKey)).toBe(401);
      const steps = (await eventsOn(old.uuid)).map((event: any) => `${event.step}:${event.outcome}`);
      // Newest first: performed, failed, issued.
      expect(steps).toEqual(['performed:succeeded', 'failed:failed', 'undefined:succeeded']);
    } finally {
      await flaky.schedule.stop();
      on.keys.schedule.start();
    }
  }, 40_000);

  it('missed while no instance ran is performed at the next start, and recorded as late', async () => {
    await on.keys.schedule.stop();
    const old = await issued('Overnight batch');
    const uuid = randomUUID();
    await on.keys.schedule.store.add({
      uuid,
      keyUuid: old.uuid,
      applicationName: 'Overnight batch',
      reason: 'rolled',
      revokeAt: Date.now() - 10 * MINUTE,
      scheduledBy: 'administrator token',
      createdAt: Date.now() - 60 * MINUTE,
      state: 'scheduled',
    });
    on.keys.schedule.start();
    expect(await revocationOf(uuid, 'done')).toMatchObject({ state: 'done', late: true });
    expect(await answers(old.apiKey)).toBe(401);
    const [performed] = (await call(`/audit?target=${old.uuid}`)).body.events;
    expect(performed.details).toMatchObject({ step: 'performed', late: true });
  });
});
