import { defineConfig } from '@playwright/test';
import { GENEROUS_QUOTA, serviceUnderTest, suiteOptions } from './playwright.config';

/**
 * The journeys in Firefox ESR and WebKitGTK (e2e/engines): one description of each journey, a driver per engine,
 * against `npm run serve` (see serviceUnderTest). The Chromium suite (playwright.config.ts) stays as it is.
 */
const PORT = Number(process.env.ENGINES_PORT ?? 18_490);
/** The engines beside Chromium, each a project: its journeys' fixtures (e2e/engines/fixtures.ts) drive it. */
export type EngineName = 'firefox' | 'webkit';
/** The same service with other limits, for the journey that the index starts under each. */
export const LIMITS = {
  unlimited: { port: PORT + 1, rateLimit: 0 },
  tight: { port: PORT + 2, rateLimit: 600 },
} as const;

export default defineConfig<object, { engineName: EngineName }>({
  testDir: 'e2e/engines',
  testMatch: '*.journey.ts',
  ...suiteOptions('engines'),
  // One engine at a time: side by side they saved 14 s of 111, and a fresh-clone run once saw a WebKit session
  // hang for the whole 90 s of its setup while Firefox ran beside it.
  workers: 1,
  timeout: 90_000,
  use: { baseURL: `http://127.0.0.1:${PORT}` },
  projects: [
    { name: 'firefox', use: { engineName: 'firefox' } },
    { name: 'webkit', use: { engineName: 'webkit' } },
  ],
  // The services of engineServices, started at once.
  globalSetup: './e2e/engines/engines.setup.ts',
});

/**
 * A real installation may allow 100,000 requests a window (where WebKit's index once never started), allow 600, or
 * send no rate-limit headers at all (0).
 */
export function engineServices() {
  return [
    serviceUnderTest({ port: PORT, rateLimit: GENEROUS_QUOTA, windowSeconds: 60 }),
    serviceUnderTest({ port: LIMITS.unlimited.port, rateLimit: LIMITS.unlimited.rateLimit, windowSeconds: 60 }),
    serviceUnderTest({ port: LIMITS.tight.port, rateLimit: LIMITS.tight.rateLimit, windowSeconds: 60 }),
  ];
}
