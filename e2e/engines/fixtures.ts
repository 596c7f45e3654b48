import { test as base, expect } from '@playwright/test';
import { api, issueKey } from '../fixtures';
import type { Browser } from 'puppeteer-core';
import type { Credential } from '../../src/api/http';
import { STORAGE_KEYS } from '../../src/storageKeys.mjs';
import { E2E_ADMIN_TOKEN, E2E_API_KEY } from '../../playwright.config';
import type { EngineName } from '../../playwright.engines.config';
import { Page } from './engine';
import { firefoxDriver, launchFirefox } from './firefox';
import { startWebKitHost, webkitDriver, type WebKitHost } from './webkit';

export { api, expect, issueKey, E2E_ADMIN_TOKEN, E2E_API_KEY };

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
    STORAGE_KEYS.session,
    { credential, remember: false },
    STORAGE_KEYS.backgroundIndex,
    backgroundIndex ? 'on' : 'off',
  );
}
