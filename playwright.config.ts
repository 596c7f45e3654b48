import { defineConfig, type ReporterDescription } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/browsers.mjs';
import { TIMINGS_DIR } from './scripts/testPhases.mjs';

const PORT = Number(process.env.E2E_PORT ?? 18_480);
/**
 * Journeys run two at a time where the machine has two cores or more (E2E_WORKERS chooses otherwise): each worker
 * has services of its own, so that no journey shares a budget or the data with another that runs beside it.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism()));
/**
 * A worker's services: the demo service, a second with a tiny quota for the rate-limit journeys, and a third with
 * a real installation's generous one (GENEROUS_QUOTA) for the journeys beside another client of a key.
 */
export function workerPorts(parallelIndex: number) {
  const first = PORT + 3 * parallelIndex;
  return { main: first, limited: first + 1, generous: first + 2 };
}
export const GENEROUS_QUOTA = 100_000;
export const LIMITED_QUOTA = 12;
export const LIMITED_WINDOW_SECONDS = 8;
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789';
export const E2E_API_KEY = 'e2e-demo-api-key-0123456789';

/**
 * `npm run serve`'s port and environment with the demo data in memory, as the browser tests use it.
 * Without the installation's index and directory unless asked (`index`): these journeys are about the console as
 * it is in front of a bare service (its own index and names, in the browser, one browser context each), and the
 * journeys of the installation's (e2e/installation.spec.ts) start servers of their own.
 */
export function serviceUnderTest({
  port,
  rateLimit,
  windowSeconds,
  faultHeaders = false,
  index = false,
}: {
  port: number;
  rateLimit: number;
  windowSeconds: number;
  faultHeaders?: boolean;
  index?: boolean;
}) {
  return {
    port,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE: ':memory:',
      SEED: 'demo',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      DEMO_API_KEY: E2E_API_KEY,
      RATE_LIMIT: String(rateLimit),
      RATE_LIMIT_WINDOW: String(windowSeconds),
      FAULT_HEADERS: faultHeaders ? '1' : '0',
      INDEX: index ? 'on' : 'off',
      // Each request's JSON log line is work the journeys never read: warnings and errors only.
      LOG_LEVEL: 'warn',
      // No balancer stands in front of them: a stop need not wait for one to notice.
      SHUTDOWN_DELAY_SECONDS: '0',
    },
  };
}

/**
 * How both browser suites run: the tests of a file in order in one worker, never retried (a flaky journey is a
 * defect), no `.only` left in CI, and a JSON report of every test's time for `npm run test:timings`. Each suite
 * keeps its output in a folder of its own, which Playwright empties at its start: not the timings beside it.
 */
export function suiteOptions(name: string) {
  return {
    outputDir: `test-results/${name}`,
    fullyParallel: false,
    retries: 0,
    forbidOnly: !!process.env.CI,
    // An assertion waits up to 10 s, not Playwright's 5: a journey is not a measure of speed (the benchmarks are),
    // and with two workers, each with its three services, on two cores, a first page's table once took longer
    // than 5 s to show (a fresh clone's run on a quiet machine: the accessor matrix and a models list, each
    // beside a worker exporting a 2,000-vertex canvas or driving three busy tabs).
    expect: { timeout: 10_000 },
    reporter: [
      [process.env.CI ? 'line' : 'list'],
      ['json', { outputFile: `${TIMINGS_DIR}/${name}.json` }],
    ] as ReporterDescription[],
  };
}

export default defineConfig({
  testDir: 'e2e',
  ...suiteOptions('chromium'),
  workers: WORKERS,
  timeout: 60_000,
  // baseURL is the worker's own service, set by e2e/fixtures.ts from workerPorts.
  use: {
    // The journeys read the console in English, whatever this machine's language (languages.spec picks others).
    locale: 'en-US',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  // Each worker's services, started at once (e2e/chromium.setup.ts).
  globalSetup: './e2e/chromium.setup.ts',
});

/** The services of every worker (workerPorts). */
export function chromiumServices() {
  return Array.from({ length: WORKERS }, (_, parallelIndex) => workerPorts(parallelIndex)).flatMap((ports) => [
    serviceUnderTest({ port: ports.main, rateLimit: 0, windowSeconds: 60, faultHeaders: true }),
    serviceUnderTest({
      port: ports.limited,
      rateLimit: LIMITED_QUOTA,
      windowSeconds: LIMITED_WINDOW_SECONDS,
      faultHeaders: true,
    }),
    serviceUnderTest({ port: ports.generous, rateLimit: GENEROUS_QUOTA, windowSeconds: 60 }),
  ]);
}
