import { defineConfig } from '@playwright/test';
import type { EngineName } from './e2e/engines/fixtures';
import { serviceUnderTest, suiteOptions } from './playwright.config';

/**
 * The journeys in Firefox ESR and WebKitGTK (e2e/engines): one description of each journey, a driver per engine,
 * against `npm run serve` (see serviceUnderTest). The Chromium suite (playwright.config.ts) stays as it is.
 */
const PORT = Number(process.env.ENGINES_PORT ?? 18_490);
/**
 * A real installation may allow 100,000 requests a window (where WebKit's index once never started), allow 600,
 * or send no rate-limit headers at all (0): the same service under each, the first for every journey, the other
 * two for the journey that the index starts under each.
 */
export const LIMITS = { main: 100_000, unlimited: 0, tight: 600 } as const;

/** A worker's services, one for each of LIMITS, so that workers side by side would share none. */
export function engineWorkerPorts(parallelIndex: number): Record<keyof typeof LIMITS, number> {
  const first = PORT + 3 * parallelIndex;
  return { main: first, unlimited: first + 1, tight: first + 2 };
}

export default defineConfig<object, { engineName: EngineName }>({
  testDir: 'e2e/engines',
  testMatch: '*.journey.ts',
  ...suiteOptions('engines'),
  // One engine at a time: side by side they saved 14 s of 111, and a fresh-clone run once saw a WebKit session
  // hang for the whole 90 s of its setup while Firefox ran beside it.
  workers: 1,
  timeout: 90_000,
  projects: [
    { name: 'firefox', use: { engineName: 'firefox' } },
    { name: 'webkit', use: { engineName: 'webkit' } },
  ],
  webServer: (Object.keys(LIMITS) as (keyof typeof LIMITS)[]).map((limit) =>
    serviceUnderTest({ port: engineWorkerPorts(0)[limit], rateLimit: LIMITS[limit], windowSeconds: 60 }),
  ),
});
