import type { Page } from '@playwright/test';
import {
  startUnusualService,
  UNUSUAL,
  UNUSUAL_ADMIN,
  UNUSUAL_KEY,
  type UnusualService,
} from '../server/test/unusualService';
import { expect, storeSession, test } from './fixtures';

// Every page of the console against a service that is not ours: its answers all conform to the OpenAPI
// document but use what the document allows (see server/test/unusualService.ts). Each journey must show its
// page (no blank, no uncaught error: the fixture fails on those), send a bounded number of requests, and
// finish its waits in seconds.

const SPENT_FOR_MS = 6_000;
// The journeys depend on none other: both workers share them out. This file is the suite's last, and run in one
// worker it kept that worker busy 25 s after the other had finished.
test.describe.configure({ mode: 'parallel' });
let service: UnusualService;
test.beforeAll(async ({ request }) => {
  const document = await (await request.get('/api/v1/openapi.json')).json();
  // A spent window lasts 6 s, not the unit tests' 2: the journeys read the list, check what it shows and only
  // then send the read the window holds back, which took longer than 2 s beside a busy worker.
  service = await startUnusualService(document, { spentForMs: SPENT_FOR_MS });
});
test.afterAll(() => service.close());

/** Total requests a journey may send: far above what any of them needs, far below a loop. */
const REQUEST_BUDGET = 60;
/** The search index reads every model's canvas besides: the 30 models' and the lists', twice over at most. */
const INDEX_REQUEST_BUDGET = 150;
let budget = REQUEST_BUDGET;
let requestsBefore = 0;
const requestsSent = () => [...service.counts.values()].reduce((sum, count) => sum + count, 0);

test.beforeEach(() => {
  requestsBefore = requestsSent();
  budget = REQUEST_BUDGET;
});
test.afterEach(() => {
  expect(requestsSent() - requestsBefore).toBeLessThan(budget);
  expect(service.violations).toEqual([]);
});

const signInTo = (page: Page, as: 'apiKey' | 'admin' = 'apiKey', options?: { backgroundIndex: boolean }) =>
  storeSession(
    page,
    as === 'apiKey' ? { kind: 'apiKey', key: UNUSUAL_KEY } : { kind: 'admin', token: UNUSUAL_ADMIN },
    service.baseUrl,
    options,
  );

test('sign-in: the form connects to the service by its URL', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Service URL').fill(service.baseUrl);
  await page.getByRole('textbox', { name: 'API key' }).fill(UNUSUAL_KEY);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('table', { name: 'Repositories' })).toBeVisible();
  await expect(page.getByLabel('Signed in as')).toContainText(new URL(service.baseUrl).host);
});

test('repositories: rows without a uuid or a name, a repeated uuid, a total ahead of the rows; Ctrl+K', async ({
  page,
}) => {
  await signInTo(page);
  await page.goto('/repositories');
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'Unusual processes', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Unusual processes, listed twice' })).toBeVisible();
  await expect(table.getByText('A repository without a uuid')).toBeVisible();
  await expect(table.getByRole('link', { name: 'A repository without a uuid' })).toHaveCount(0);
  await expect(table.getByText('(no name)')).toBeVisible();
  await expect(page.getByText('1–4 (the service reports 7 in all)')).toBeVisible();

  // Ctrl+K offers each repository once, by its uuid when it has no name, and none without a uuid.
  await page.keyboard.press('Control+K');
  const jump = page.getByRole('dialog', { name: 'Jump to…' });
  await jump.getByRole('textbox', { name: 'Jump to' }).fill('Unusual');
  await expect(jump.getByText('Unusual processes', { exact: true })).toHaveCount(1);
  await expect(jump.getByText('listed twice')).toHaveCount(0);
  await jump.getByRole('textbox', { name: 'Jump to' }).fill(UNUSUAL.emptyRepository.slice(0, 13));
  await expect(jump.getByText(UNUSUAL.emptyRepository)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/repositories/${UNUSUAL.emptyRepository}$`));
  await expect(page.getByText('No rows on this page (the service reports 3 in all)')).toBeVisible();
});

test('models: a total of 32,882,551 over 30 rows, paged and exported; untitled models', async ({ page }) => {
  await signInTo(page);
  await page.goto(`/repositories/${UNUSUAL.repository}`);
  await expect(page.getByText('1–25 of 32,882,551')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Unusual model 1', exact: true })).toBeVisible();
  await page.goto(`/repositories/${UNUSUAL.repository}?page=3`);
  await expect(page.getByText('No rows on this page (the service reports 32,882,551 in all)')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const rows = (await (await download).createReadStream()).toArray();
  expect(
    Buffer.concat(await rows)
      .toString('utf8')
      .trim()
      .split('\n'),
  ).toHaveLength(1 + UNUSUAL.models - 1);
  await expect(
    page.getByText(/The export stopped after 29 rows: the service sent an empty page before its stated total/),
  ).toBeVisible();
});

test('a model: undrawable vertices and a dangling edge noticed, the rest drawn; descriptions; a link that is not http(s)', async ({
  page,
}) => {
  await signInTo(page);
  await page.goto(`/repositories/${UNUSUAL.repository}/models/${UNUSUAL.model(1)}`);
  await expect(
    page.getByText(/2 vertices cannot be drawn .*1 edge joins vertices that are not on the canvas/),
  ).toBeVisible();
  // The third that can be drawn lies at 1e8, far from the view: not an element until the view goes there.
  await expect(page.locator('.react-flow__node')).toHaveCount(2);
  await expect(page.getByText('Check the claim').first()).toBeVisible();

  // The first symbol read meets a 429 whose Retry-After is an HTTP-date: the details wait seconds, then show.
  await page.locator('.react-flow__node').nth(1).click();
  const details = page.getByRole('complementary', { name: 'Vertex details' });
  await expect(details.locator(`[data-uuid="${UNUSUAL.symbol(2)}"]`)).toHaveCount(1, { timeout: 10_000 });
  // A symbol the service sends without a type or a title in a listed language says so in words.
  await expect(details).toContainText('Untitled symbol');
  await expect(details).toContainText('Type not given');

  await page.getByRole('tab', { name: 'Descriptions' }).click();
  await expect(page.getByText('plain description')).toBeVisible();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByText('A link that is not http(s)')).toBeVisible();
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
});

test('drafts: a draft without a status; the accept dialog over repeated and unnamed repositories', async ({ page }) => {
  await signInTo(page);
  await page.goto('/drafts');
  await expect(page.getByRole('link', { name: 'Draft without a status' })).toBeVisible();
  await page.getByRole('link', { name: 'Draft without a status' }).click();
  await page
    .getByRole('button', { name: /Accept/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Target repository').click();
  // One choice per uuid; the unnamed repository by its uuid; the one without a uuid cannot be chosen.
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    'Unusual processes',
    UNUSUAL.emptyRepository,
  ]);
});

test('accessors: an accessor that is neither user nor group, a repeated uuid; a reset sent as epoch milliseconds', async ({
  page,
}) => {
  await signInTo(page);
  await page.goto(`/repositories/${UNUSUAL.repository}/accessors`);
  await expect(page.getByText('Auditors', { exact: true })).toBeVisible();
  await expect(page.getByText('(neither user nor group)')).toBeVisible();
  await expect(page.getByText('Auditors, listed twice')).toBeVisible();
  // The answer spent the window, its reset SPENT_FOR_MS away written as epoch milliseconds: the next read
  // (a filter) waits under the banner for those seconds, not for the 56 years the number would be as seconds.
  const started = Date.now();
  await page.getByLabel('Filter by name, uuid or type').fill('user');
  await expect(page.getByText("This window's requests are spent")).toBeVisible();
  await expect(page.getByText("This window's requests are spent")).toBeHidden({ timeout: SPENT_FOR_MS + 10_000 });
  expect(Date.now() - started).toBeLessThan(SPENT_FOR_MS + 10_000);
  await expect(page).toHaveURL(/q=user/);
  await expect(page.getByText('Auditors', { exact: true })).toBeVisible();
});

test('API keys: a leap-second expiry, a key with no dates, a repeated uuid; a reset sent as an epoch time', async ({
  page,
}) => {
  await signInTo(page, 'admin');
  await page.goto('/api-keys');
  const table = page.getByRole('table');
  await expect(table.getByText('Leap second')).toBeVisible();
  await expect(table.getByText('Repeated uuid, no dates')).toBeVisible();
  await expect(table.getByRole('row', { name: /Leap second/ })).toContainText(/expired/i);
  await expect(table.getByRole('row', { name: /Repeated uuid, no dates/ })).toContainText('unknown');
  await expect(table.getByRole('row', { name: /Far future/ })).toContainText('9999');
  // Each answer spends the window with a reset as an epoch time in seconds: the export's pages wait seconds each.
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText("This window's requests are spent")).toBeVisible();
  await expect(page.getByText(/The export stopped after 3 rows: the service sent an empty page/)).toBeVisible({
    timeout: 3 * SPENT_FOR_MS,
  });
});

test('settings open against the service', async ({ page }) => {
  await signInTo(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading').first()).toBeVisible();
});

test('an answer that breaks the document is an error where the data would be, and the rest of the console works', async ({
  page,
}) => {
  await signInTo(page);
  await page.route(/\/api\/v1\/repositories\/[^/]+\/models\?/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ startAt: 0, maxResults: 25, total: 1, data: [{ uuid: 7 }] }),
    }),
  );
  await page.goto(`/repositories/${UNUSUAL.repository}`);
  await expect(page.getByRole('alert')).toContainText(
    "The service's answer does not match its interface: its /data/0/uuid should be of type string.",
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Repositories' }).click();
  await expect(
    page.getByRole('table', { name: 'Repositories' }).getByRole('link', { name: 'Unusual processes', exact: true }),
  ).toBeVisible();
});

test('search index: built from what the service sends, the lists it could not read whole noted; search and where used', async ({
  page,
}) => {
  budget = INDEX_REQUEST_BUDGET;
  await signInTo(page, 'apiKey', { backgroundIndex: true });
  await page.goto('/search');
  await expect(page.getByRole('link', { name: /^Search index ready/ })).toBeVisible({ timeout: 60_000 });
  const panel = page.getByRole('region', { name: 'Search index status' });
  await expect(panel.getByText(/The models in .* could not be read whole/).first()).toBeVisible();
  await page.getByLabel(/Model and symbol titles/).fill('Unusual model 7');
  await expect(
    page.getByRole('table', { name: 'Search results' }).getByRole('link', { name: 'Unusual model 7', exact: true }),
  ).toBeVisible();
  // A symbol whose only title is in a language the repository does not list is still found, and its uses listed.
  await page.getByLabel(/Model and symbol titles/).fill('Far away');
  await page.getByRole('table', { name: 'Search results' }).getByRole('link', { name: 'Far away' }).click();
  await page.getByRole('tab', { name: 'Placements' }).click();
  await expect(page.getByRole('table', { name: 'Placements' }).getByRole('row')).not.toHaveCount(0);
});
