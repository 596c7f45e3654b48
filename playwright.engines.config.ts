import { defineConfig } from '@playwright/test';
import type { EngineName } from './e2e/engines/fixtures';
import { E2E_ADMIN_TOKEN, E2E_API_KEY } from './playwright.config';

/**
 * The journeys in Firefox ESR and WebKitGTK (e2e/engines): one description of each journey, a driver per engine,
 * against `npm run serve`. The Chromium suite (playwright.config.ts) stays as it is.
 */
const PORT = Number(process.env.ENGINES_PORT ?? 18_490);
/** The same service with other limits, for the journey that the index starts under each. */
export const LIMITS = { unlimited: { port: PORT + 1, rateLimit: '0' }, tight: { port: PORT + 2, rateLimit: '600' } } as const;

export default defineConfig<object, { engineName: EngineName }>({
  testDir: 'e2e/engines',
  testMatch: '*.journey.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 90_000,
  use: { baseURL: `http://127.0.0.1:${PORT}` },
  projects: [
    { name: 'firefox', use: { engineName: 'firefox' } },
    { name: 'webkit', use: { engineName: 'webkit' } },
  ],
  // A real installation may allow 100,000 requests a window (where WebKit's index once never started), allow
  // 600, or send no rate-limit headers at all (0).
  webServer: [
    { port: PORT, rateLimit: '100000' },
    { port: LIMITS.unlimited.port, rateLimit: LIMITS.unlimited.rateLimit },
    { port: LIMITS.tight.port, rateLimit: LIMITS.tight.rateLimit },
  ].map((server) => ({
    command: 'npm run serve',
    url: `http://127.0.0.1:${server.port}/api/v1/openapi.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATABASE: ':memory:',
      SEED: 'demo',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      DEMO_API_KEY: E2E_API_KEY,
      RATE_LIMIT: server.rateLimit,
      RATE_LIMIT_WINDOW: '60',
    },
  })),
});
