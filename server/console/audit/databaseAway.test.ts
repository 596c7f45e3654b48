import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/postgres.mjs';
import { ADMIN_TOKEN, startService, type TestService } from '../../test/harness.js';
import { until } from '../../test/until.js';
import { ensureServerBuilt, startServerProcess, type ServerProcess } from '../../test/serverProcess.js';

// A cluster of its own: this test stops it, which the run's shared one must not be.
let postgres: ThrowawayPostgres;
let service: TestService;
let folder: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  ensureServerBuilt();
  [postgres, service] = await Promise.all([startThrowawayPostgres(), startService()]);
  folder = mkdtempSync(join(tmpdir(), 'audit-spool-'));
}, 60_000);
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await service?.close();
  await postgres?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The real server before the service, its log on the cluster, its data folder (DATABASE's) the test's own. */
async function consoleServer(): Promise<ServerProcess> {
  const server = await startServerProcess({
    PORT: '0',
    UPSTREAM_URL: service.baseUrl,
    ADMIN_TOKEN,
    CONSOLE_DATABASE: `${postgres.url}/postgres`,
    DATABASE: join(folder, 'repository.db'),
    IDENTITY: 'keys',
    LOG_LEVEL: 'warn',
  });
  servers.push(server);
  return server;
}

const asAdministrator = (server: ServerProcess, path: string, init: RequestInit = {}) =>
  fetch(`${server.origin}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${ADMIN_TOKEN}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });

const issue = (server: ServerProcess, applicationName: string) =>
  asAdministrator(server, '/api/v1/api-keys', {
    method: 'POST',
    body: JSON.stringify({ applicationName, expiresAt: new Date(Date.now() + 86_400_000).toISOString() }),
  });

async function checkpoint() {
  const client = new pg.Client({ connectionString: `${postgres.url}/postgres` });
  await client.connect();
  await client.query('CHECKPOINT');
  await client.end();
}

const spoolFiles = () => readdirSync(folder).filter((name) => name.startsWith('audit-spool-'));

describe('the audit log while the console database is away', () => {
  it('keeps a write the service performed on disk, refuses the next with a 503, and a later start writes it', async () => {
    const first = await consoleServer();
    const issued = await issue(first, 'Spool importer');
    expect(issued.status).toBe(201);
    const key = (await issued.json()) as { uuid: string; apiKey: string };

    // The throwaway cluster commits without waiting for its disk: what is committed reaches it before the kill.
    await checkpoint();
    await postgres.kill();
    // The log cannot be written, but nothing waits yet: the revoke reaches the service, which performs it.
    const revoked = await asAdministrator(first, `/api/v1/api-keys/${key.uuid}`, {
      method: 'DELETE',
      headers: { 'x-request-id': 'revoked-while-away' },
    });
    expect(revoked.status).toBeLessThan(300);
    expect((await service.call(`/api-keys/${key.uuid}`, { admin: true })).status).toBe(404);
    // Its event waits, on disk, and holds no secret; the next write is refused before it reaches the service.
    const [spool] = spoolFiles();
    const kept = readFileSync(join(folder, spool), 'utf8');
    expect(kept).toContain('revoked-while-away');
    expect(kept).not.toContain(key.apiKey);
    expect(kept).not.toContain(ADMIN_TOKEN);
    const refused = await issue(first, 'Refused importer');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      error: 'audit_unavailable',
      message:
        'the audit log cannot be written just now (the console database does not answer), so nothing was changed: try again shortly',
    });
    const keys = (await service.call('/api-keys?maxResults=100', { admin: true })).body.data as {
      applicationName: string;
    }[];
    expect(keys.map((entry) => entry.applicationName)).not.toContain('Refused importer');

    // The instance is killed before the database is back: what it kept is written by the next start.
    first.child.kill('SIGKILL');
    await first.exited;
    await postgres.restart();
    const second = await consoleServer();
    const answer = await asAdministrator(second, '/console-api/v1/audit?limit=10');
    expect(answer.status).toBe(200);
    const { events } = (await answer.json()) as {
      events: { action: string; outcome: string; requestId: string; target?: { uuid?: string; name?: string } }[];
    };
    expect(events.map((event) => [event.action, event.outcome, event.target?.name])).toEqual([
      ['apiKey.issue', 'failed', 'Refused importer'],
      ['apiKey.revoke', 'succeeded', 'Spool importer'],
      ['apiKey.issue', 'succeeded', 'Spool importer'],
    ]);
    expect(events[1]).toMatchObject({ requestId: 'revoked-while-away', target: { uuid: key.uuid } });
    expect(spoolFiles()).toEqual([]);
    const verified = await asAdministrator(second, '/console-api/v1/audit/verification');
    expect(await verified.json()).toMatchObject({ ok: true, checked: 3 });
  }, 90_000);

  it('writes what waited by itself once the database is back, the instance still running', async () => {
    const server = servers[servers.length - 1];
    const issued = (await (await issue(server, 'Second spool importer')).json()) as { uuid: string };
    await checkpoint();
    await postgres.kill();
    await asAdministrator(server, `/api/v1/api-keys/${issued.uuid}`, {
      method: 'DELETE',
      headers: { 'x-request-id': 'revoked-while-away-again' },
    });
    expect(spoolFiles()).toHaveLength(1);
    await postgres.restart();
    // No request needed: the writer tries again on its own (AUDIT_RETRY_MS).
    const revoke = await until(
      async () => {
        const answer = await asAdministrator(server, '/console-api/v1/audit?action=apiKey.revoke&limit=1');
        const { events } = (await answer.json()) as { events?: { requestId: string }[] };
        return events?.[0]?.requestId === 'revoked-while-away-again' ? events[0] : undefined;
      },
      20_000,
      250,
    );
    expect(revoke).toMatchObject({ outcome: 'succeeded', target: { uuid: issued.uuid } });
    expect(spoolFiles()).toEqual([]);
  }, 60_000);
});
