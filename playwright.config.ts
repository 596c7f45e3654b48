import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/browsers.mjs';

const PORT = Number(process.env.E2E_PORT ?? 18_480);
/** A second service with a tiny quota, for the rate-limit journeys. */
export const LIMITED_PORT = PORT + 1;
export const LIMITED_QUOTA = 12;
export const LIMITED_WINDOW_SECONDS = 8;
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789';
export const E2E_API_KEY = 'e2e-demo-api-key-0123456789';

/** `npm run serve` (its command, without npm in between) with the demo data in memory, as the browser tests use it. */
export function serviceUnderTest({
  port,
  rateLimit,
  windowSeconds,
  faultHeaders = false,
}: {
  port: number;
  rateLimit: number;
  windowSeconds: number;
  faultHeaders?: boolean;
}) {
  return {
    command: 'node dist-server/server/main.js',
    url: `http://127.0.0.1:${port}/api/v1/openapi.json`,
    reuseExistingServer: false,
    timeout: 60_000,
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
    },
  };
}

/**
 * How both browser suites run: one test at a time (the journeys count requests and share the services' rate
 * limits), never retried (a flaky journey is a defect), and no `.only` left in CI.
 */
export const ONE_AT_A_TIME = {
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
} as const;

export default defineConfig({
  testDir: 'e2e',
  ...ONE_AT_A_TIME,
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The journeys read the console in English, whatever this machine's language (languages.spec picks others).
    locale: 'en-US',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    serviceUnderTest({ port: PORT, rateLimit: 0, windowSeconds: 60, faultHeaders: true }),
    serviceUnderTest({
      port: LIMITED_PORT,
      rateLimit: LIMITED_QUOTA,
      windowSeconds: LIMITED_WINDOW_SECONDS,
      faultHeaders: true,
    }),
  ],
});
