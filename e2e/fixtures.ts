import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import type { Credential } from '../src/api/http';
import { STORAGE_KEYS } from '../src/storageKeys.mjs';
import { E2E_ADMIN_TOKEN, E2E_API_KEY, workerPorts } from '../playwright.config';

export { expect };
export const ENTERPRISE = '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e01';
export const QUALITY = '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e02';
export const IT_SERVICE = '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e03';
export const HOSTILE_MODEL = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01';
export const LARGE_MODEL = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c02';
/** The demo's landscape of 20,000 vertices (CONTRACT.md). */
export const LANDSCAPE_MODEL = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c04';
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
    ([keys, credentialJson, givenBaseUrl, indexing]) => {
      const session = {
        baseUrl: givenBaseUrl || `${window.location.origin}/api/v1`,
        credential: JSON.parse(credentialJson),
        remember: false,
      };
      window.sessionStorage.setItem(keys.session, JSON.stringify(session));
      window.localStorage.setItem(keys.backgroundIndex, indexing);
    },
    [STORAGE_KEYS, JSON.stringify(credential), baseUrl ?? '', backgroundIndex ? 'on' : 'off'] as const,
  );
}

/**
 * Signs in the way the console remembers a session, for journeys that start after sign-in: with the demo key
 * unless given another (`key`), at this test's service unless at `origin`.
 */
export async function signIn(
  page: Page,
  as: 'apiKey' | 'admin' = 'apiKey',
  origin?: string,
  { key = E2E_API_KEY, ...options }: { backgroundIndex?: boolean; key?: string } = {},
) {
  const credential: Credential = as === 'admin' ? { kind: 'admin', token: E2E_ADMIN_TOKEN } : { kind: 'apiKey', key };
  await storeSession(page, credential, origin && `${origin}/api/v1`, options);
}

/**
 * Spends `count` requests of a key's rate-limit window from outside the console, in a window with more than
 * 5 s left: spent near the end of its (fixed) window, the window would open again before the console's next
 * request and leave it the whole quota.
 */
export async function spendWindow(request: APIRequestContext, origin: string, key: string, count: number) {
  const spend = () => request.get(`${origin}/api/v1/repositories?maxResults=1`, { headers: { 'x-api-key': key } });
  const resetSeconds = Number((await spend()).headers()['x-ratelimit-reset']);
  let spent = 1;
  if (resetSeconds <= 5) {
    await new Promise((resolve) => setTimeout(resolve, resetSeconds * 1000 + 200));
    spent = 0;
  }
  for (; spent < count; spent++) await spend();
}

/** A key of its own, issued through the API: an identity with a rate-limit window that no one else has spent. */
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
  const method = init.method ?? 'GET';
  const response = await request.fetch(`${init.origin ?? ''}/api/v1${path}`, {
    method,
    headers: init.admin ? { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } : { 'x-api-key': init.key ?? E2E_API_KEY },
    data: init.body,
    // The service closes a connection idle for 5 s (server/shared/http/connections.ts); a read sent on it just as it
    // closes meets ECONNRESET and is sent again. A write is not: it may have arrived.
    maxRetries: method === 'GET' ? 2 : 0,
  });
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : undefined };
}

/** One API request of a page: when the browser sent it and had its answer, and what the answer said. */
export interface Exchange {
  sentAt: number;
  answeredAt?: number;
  status?: number;
  retryAfterSeconds?: number;
}

/**
 * Records every API exchange the page makes, in the order sent. Once a request has finished, its times are the
 * browser's own (Resource Timing, epoch milliseconds) rather than when this process heard of it: with two workers
 * busy, those events arrived here late by more than the 50 ms a journey allows around a Retry-After block.
 */
export function recordApiExchanges<Extra extends object>(page: Page, extra: Extra): (Exchange & Extra)[] {
  const exchanges: (Exchange & Extra)[] = [];
  const open = new Map<object, Exchange & Extra>();
  page.on('request', (request) => {
    if (!request.url().includes('/api/v1/')) return;
    // Counted from the moment it is sent: a request still on its way is in the list too.
    const exchange = { ...extra, sentAt: Date.now() };
    open.set(request, exchange);
    exchanges.push(exchange);
  });
  page.on('response', (response) => {
    const exchange = open.get(response.request());
    if (!exchange) return;
    exchange.answeredAt = Date.now();
    exchange.status = response.status();
    exchange.retryAfterSeconds = Number(response.headers()['retry-after'] ?? 0);
  });
  page.on('requestfinished', (request) => {
    const exchange = open.get(request);
    const timing = request.timing();
    if (!exchange || timing.responseStart < 0) return;
    exchange.sentAt = timing.startTime;
    exchange.answeredAt = timing.startTime + timing.responseStart;
  });
  return exchanges;
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

/** The services of one Playwright worker (playwright.config.ts starts them): none is shared with another worker. */
interface WorkerServices {
  /** The demo service, with no rate limit: every test's `baseURL`. */
  origin: string;
  /** The same demo data under a tiny quota (LIMITED_QUOTA per LIMITED_WINDOW_SECONDS). */
  limitedOrigin: string;
  /** The same demo data under a generous quota (GENEROUS_QUOTA a minute). */
  generousOrigin: string;
}

/** The limited service, with a key of this test's own: its window is fresh, whatever the journeys before it spent. */
interface LimitedService {
  origin: string;
  key: string;
}

interface TestFixtures {
  /**
   * Whom the test's page is signed in as before its first page loads, set with `test.use`: nobody unless said
   * (a journey that signs in elsewhere, or as another, calls signIn itself).
   */
  signedInAs: 'apiKey' | 'admin' | undefined;
  /** Whether that session builds the search index in the background (see storeSession). */
  backgroundIndex: boolean;
  pageErrors: string[];
  limited: LimitedService;
}

/**
 * Each worker's own services, the signed-in page, `limited` for the rate-limit journeys, and a test that fails
 * on any uncaught error in the page and on anything the Content-Security-Policy refused.
 */
export const test = base.extend<TestFixtures, { services: WorkerServices }>({
  services: [
    async ({}, use, workerInfo) => {
      const ports = workerPorts(workerInfo.parallelIndex);
      await use({
        origin: `http://127.0.0.1:${ports.main}`,
        limitedOrigin: `http://127.0.0.1:${ports.limited}`,
        generousOrigin: `http://127.0.0.1:${ports.generous}`,
      });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ services }, use) => use(services.origin),
  signedInAs: [undefined, { option: true }],
  backgroundIndex: [false, { option: true }],
  page: async ({ page, signedInAs, backgroundIndex }, use) => {
    if (signedInAs) await signIn(page, signedInAs, undefined, { backgroundIndex });
    await use(page);
  },
  limited: async ({ services, request }, use) => {
    const key = await issueKey(request, 'e2e rate-limit journey', services.limitedOrigin);
    await use({ origin: services.limitedOrigin, key });
  },
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

/**
 * That the canvas's elements are only those near the view: fewer than `total`, and each within the frame or a
 * margin of the frame's longer side around it (the region's margin is at most half of it, see regionAround).
 */
export async function expectOnlyNearTheView(page: Page, total: number) {
  const frame = (await page.locator('.canvas-frame').boundingBox())!;
  const margin = Math.max(frame.width, frame.height);
  const boxes = await page.locator('.react-flow__node').evaluateAll((nodes) =>
    nodes.map((node) => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  expect(boxes.length).toBeLessThan(total);
  for (const box of boxes) {
    expect(box.x + box.width).toBeGreaterThan(frame.x - margin);
    expect(box.x).toBeLessThan(frame.x + frame.width + margin);
    expect(box.y + box.height).toBeGreaterThan(frame.y - margin);
    expect(box.y).toBeLessThan(frame.y + frame.height + margin);
  }
}

/** React Flow's view in `scope` (the page, or one canvas of several): canvas (0, 0) on its pane, and the zoom. */
export const viewOf = (scope: Page | Locator) =>
  scope.locator('.react-flow__viewport').evaluate((element) => {
    const matrix = new DOMMatrix(getComputedStyle(element).transform);
    return { x: matrix.e, y: matrix.f, zoom: matrix.a };
  });

/** Where a canvas point is on the screen, in `scope` (see viewOf). */
export async function onScreen(scope: Page | Locator, point: { x: number; y: number }) {
  const pane = (await scope.locator('.react-flow__pane').boundingBox())!;
  const view = await viewOf(scope);
  return { x: pane.x + view.x + point.x * view.zoom, y: pane.y + view.y + point.y * view.zoom };
}

/**
 * What the canvas's picture shows, read in the page: how many pixels are painted, and a sum that moves when
 * they move; none before it is painted. Self-contained, so that any engine's evaluate can run it.
 */
export function pictureFingerprint(): { painted: number; sum: number } {
  const canvas = document.querySelector<HTMLCanvasElement>('.canvas-picture');
  if (!canvas?.width) return { painted: 0, sum: 0 };
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  let painted = 0;
  let sum = 0;
  for (let n = 3; n < data.length; n += 4)
    if (data[n] > 0) {
      painted++;
      sum = (sum + n * data[n - 3]) % 1_000_000_007;
    }
  return { painted, sum };
}

/** A person's page of its own browser context, signed in through the demo provider's own form (a console server with IDENTITY=demo). */
export async function personSignedIn(browser: Browser, origin: string, login: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: origin, locale: 'en-US' })).newPage();
  await page.goto('/repositories');
  await page.getByRole('link', { name: 'Sign in with the demo identity provider' }).click();
  await page.getByLabel('Sign-in name').fill(login);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/repositories$/);
  return page;
}
