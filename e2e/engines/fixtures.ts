import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { api } from '../fixtures';
import type { Browser } from 'puppeteer-core';
import type { Credential } from '../../src/api/http';
import { E2E_ADMIN_TOKEN, E2E_API_KEY } from '../../playwright.config';
import { Page } from './engine';
import { firefoxDriver, launchFirefox } from './firefox';
import { startWebKitHost, webkitDriver, type WebKitHost } from './webkit';

export { api, expect, E2E_ADMIN_TOKEN, E2E_API_KEY };
export const SESSION_KEY = 'model-repository-console.session';
export const INDEX_SETTING = 'model-repository-console.background-index';

export type EngineName = 'firefox' | 'webkit';

/** The running browser of a test worker: Firefox itself, or the display and driver that start MiniBrowsers. */
type Host = { engine: 'firefox'; browser: Browser } | { engine: 'webkit'; host: WebKitHost };

export const test = base.extend<{ tab: Page }, { engineName: EngineName; host: Host }>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  host: [
    async ({ engineName }, use) => {
      if (engineName === 'firefox') {
        const browser = await launchFirefox();
        await use({ engine: 'firefox', browser });
        await browser.close();
      } else {
        const host = await startWebKitHost();
        await use({ engine: 'webkit', host });
        await host.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // Every journey fails on what the page reported: an uncaught error, an unhandled rejection, a CSP violation, console.error.
  tab: async ({ host, baseURL }, use) => {
    const driver = host.engine === 'firefox' ? await firefoxDriver(host.browser) : await webkitDriver(host.host);
    const page = new Page(driver, baseURL!);
    try {
      await use(page);
      expect(await driver.takeProblems(), `what the page reported in ${driver.name}`).toEqual([]);
    } finally {
      await driver.close().catch(() => undefined);
    }
  },
});

/**
 * Signs in as the console remembers a session for a tab (sessionStorage), for the journeys that start after
 * sign-in; the background index is off unless asked for, so that its requests stay out of the other journeys.
 */
export async function signIn(
  page: Page,
  as: 'apiKey' | 'admin' = 'apiKey',
  { backgroundIndex = false, key = E2E_API_KEY } = {},
): Promise<void> {
  const credential: Credential = as === 'admin' ? { kind: 'admin', token: E2E_ADMIN_TOKEN } : { kind: 'apiKey', key };
  await page.goto('/sign-in');
  await page.evaluate(
    (key, session, indexSetting, indexing) => {
      sessionStorage.setItem(key, JSON.stringify({ ...session, baseUrl: `${location.origin}/api/v1` }));
      localStorage.setItem(indexSetting, indexing);
    },
    SESSION_KEY,
    { credential, remember: false },
    INDEX_SETTING,
    backgroundIndex ? 'on' : 'off',
  );
}

/**
 * A key of its own, issued through the API: the index yields a window in which another client of its identity
 * spends (the journeys before, the test's own reads), so a journey that waits for it to finish uses an identity
 * no one else uses.
 */
export async function issueKey(request: APIRequestContext, applicationName: string, origin?: string): Promise<string> {
  const issued = await api<{ apiKey: string }>(request, '/api-keys', {
    method: 'POST',
    admin: true,
    origin,
    body: { applicationName, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(issued.status).toBe(201);
  return issued.body.apiKey;
}
