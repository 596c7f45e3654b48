import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/postgres.mjs';
import { DEMO_KEY, type TestService } from '../../test/harness.js';
import { cycleEnded, serviceWithInstallation } from '../../test/installation.js';
import type { Installation } from './installation.js';
import { CONSOLE_API_PREFIX } from '../api/operations.js';

// A cluster of its own: this test stops it, which the run's shared one must not be.
let postgres: ThrowawayPostgres;
let service: TestService;
let installation: Installation;

const titles = async () => {
  const response = await fetch(`${service.baseUrl.replace('/api/v1', '')}${CONSOLE_API_PREFIX}/index/titles?q=order`, {
    headers: { 'x-api-key': DEMO_KEY },
  });
  return { status: response.status, body: (await response.json()) as { message?: string; hits?: unknown[] } };
};

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  ({ service, installation } = await serviceWithInstallation({
    consoleDatabase: `${postgres.url}/postgres`,
    authCacheSeconds: 300,
    cyclePauseMs: 300,
  }));
}, 60_000);
afterAll(async () => {
  await installation?.close();
  await service?.close();
  await postgres?.stop();
});

describe('the installation index when its database is lost', () => {
  it('answers 503 in words while PostgreSQL is gone, and again, walk included, once it is back', async () => {
    expect((await titles()).status).toBe(200);
    await postgres.kill();
    const lost = await titles();
    expect(lost.status).toBe(503);
    expect(lost.body.message).toBe(
      'the installation index cannot be read now (its database is unavailable); the console uses its own index meanwhile',
    );
    await postgres.restart();
    // The pool replaces its lost connections; the first answers may still meet one.
    let back = await titles();
    for (let tries = 0; back.status !== 200 && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      back = await titles();
    }
    expect(back.status).toBe(200);
    expect(back.body.hits!.length).toBeGreaterThan(0);
    // The walk goes on: a whole cycle ends after the database came back.
    const restartedAt = Date.now();
    await cycleEnded(installation, restartedAt, 45_000);
  }, 90_000);
});
