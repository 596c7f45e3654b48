import { expect, test as base, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { Credential } from '../src/api/http';
import { E2E_ADMIN_TOKEN, E2E_API_KEY, LIMITED_PORT, LIMITED_WINDOW_SECONDS } from '../playwright.config';

export { expect };
export const SESSION_KEY = 'model-repository-console.session';
export const ENTERPRISE = '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e01';
export const QUALITY = '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e02';
export const IT_SERVICE = '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e03';
export const HOSTILE_MODEL = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01';
export const LARGE_MODEL = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c02';
export const LANGUAGE = { en: '2b4d6f80-1a3c-4e5f-8a7b-9c0d1e2f3a01', de: '2b4d6f80-1a3c-4e5f-8a7b-9c0d1e2f3a02' };

/**
 * Stores a session as the console remembers one for a tab, before any page script runs; the service is this
 * origin's unless given. The background index is off unless asked for: its requests would otherwise mix into
 * the journeys that count requests or spend a tight quota (e2e/searchIndex.spec.ts drives it).
 */
export async function storeSession(
  target: Page | BrowserContext,
  credential: Credential,
  baseUrl?: string,
  { backgroundIndex = false } = {},
) {
  await target.addInitScript(
    ([key, credentialJson, givenBaseUrl, indexing]) => {
      const session = {
        baseUrl: givenBaseUrl || `${window.location.origin}/api/v1`,
        credential: JSON.parse(credentialJson),
        remember: false,
      };
      window.sessionStorage.setItem(key, JSON.stringify(session));
      window.localStorage.setItem('model-repository-console.background-index', indexing);
    },
    [SESSION_KEY, JSON.stringify(credential), baseUrl ?? '', backgroundIndex ? 'on' : 'off'] as const,
  );
}

/** Signs in the way the console remembers a session, for journeys that start after sign-in. */
export async function signIn(
  page: Page,
  as: 'apiKey' | 'admin' = 'apiKey',
  origin?: string,
  options?: { backgroundIndex?: boolean },
) {
  const credential: Credential =
    as === 'admin' ? { kind: 'admin', token: E2E_ADMIN_TOKEN } : { kind: 'apiKey', key: E2E_API_KEY };
  await storeSession(page, credential, origin && `${origin}/api/v1`, options);
}

/** Waits until the e2e identity's window on the limited service has just reset. */
export async function freshWindow(page: Page) {
  const origin = `http://127.0.0.1:${LIMITED_PORT}`;
  const probe = await page.request.get(`${origin}/api/v1/repositories?maxResults=1`, {
    headers: { 'x-api-key': E2E_API_KEY },
  });
  const reset = Number(
    probe.headers()['x-ratelimit-reset'] ?? probe.headers()['retry-after'] ?? LIMITED_WINDOW_SECONDS,
  );
  await page.waitForTimeout(reset * 1000 + 100);
}

/**
 * Reads the API directly, as an integrator would, to compare with what the console shows: through a page's
 * request context or a test's own (`request`), at the test's service unless `origin` names another.
 */
export async function api<T = any>(
  through: Page | APIRequestContext,
  path: string,
  init: { method?: string; body?: unknown; admin?: boolean; key?: string; origin?: string } = {},
): Promise<{ status: number; body: T }> {
  const request = 'request' in through ? through.request : through;
  const response = await request.fetch(`${init.origin ?? ''}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: init.admin ? { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } : { 'x-api-key': init.key ?? E2E_API_KEY },
    data: init.body,
  });
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : undefined };
}

/** The directory the service publishes beside the console for the demo data: uuid → name. */
export async function demoNames(through: Page | APIRequestContext, origin = ''): Promise<Map<string, string>> {
  const request = 'request' in through ? through.request : through;
  const text = await (await request.get(`${origin}/directory.csv`)).text();
  return new Map(
    text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','))
      .map(([uuid, , name]) => [uuid, name]),
  );
}

/** How the console names a user in labels: by the directory's name, or by the uuid shortened. */
export const userLabel = (names: ReadonlyMap<string, string>, uuid: string) =>
  `user ${names.get(uuid) ?? `${uuid.slice(0, 8)}…`}`;

/** Fails the test on any uncaught error in the page, and on anything the Content-Security-Policy refused. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        const text = message.text();
        // Chromium also reports the handlers of hostile HTML that DOMPurify merely parses (an inert document, where
        // nothing runs): those are not the console's own code being refused.
        if (
          message.type() === 'error' &&
          text.includes('Content Security Policy') &&
          !text.startsWith('Executing inline event handler')
        )
          errors.push(text);
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

/** A PNG's width and height, from its IHDR chunk; throws if the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
