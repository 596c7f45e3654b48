import type { Browser, Page } from '@playwright/test';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../scripts/postgres.mjs';
import { indexStatus, startConsoleServer, walked, type ConsoleServer } from './consoleServers';
import { api, ENTERPRISE, expect, issueKey, LANGUAGE, QUALITY, signIn, test } from './fixtures';
import { countRequests, indexNames, listedPlacements, walkAllCanvases } from './indexJourneys';

// The installation index (server/console/installation): the console's server walks the service once for everyone, and
// every console of its origin reads that index instead of building its own.

/** A page of its own browser context, signed in at `origin` with `key` (or as the administrator). */
async function consoleAt(browser: Browser, origin: string, as: { key?: string; admin?: boolean }): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, locale: 'en-US' });
  const page = await context.newPage();
  // The browser index is on, as a person leaves it: where the installation's answers, it must stay unused.
  await signIn(page, as.admin ? 'admin' : 'apiKey', origin, { key: as.key, backgroundIndex: true });
  return page;
}

/** Requests that only indexing sends: canvases (but of the model the person opened), and model lists in the walk's pages of 500. */
const indexingRequests = (sent: { url: string }[], opened: string) =>
  sent.filter(
    ({ url }) =>
      (/\/canvas(\?|$)/.test(url) && !url.includes(`/models/${opened}/`)) || /[?&]maxResults=500\b/.test(url),
  );

test.describe('the installation index', () => {
  test.describe.configure({ timeout: 180_000 });
  let server: ConsoleServer;
  test.beforeAll(async () => {
    server = await startConsoleServer();
    await walked(server.origin);
  });
  test.afterAll(() => server?.stop());

  test('two browsers with two keys find models at once, where-used is the API’s, no browser indexes, and a name the administrator sets reaches the other browser', async ({
    browser,
    request,
  }) => {
    const origin = server.origin;
    const secondKey = await issueKey(request, 'e2e installation index', origin);
    const pages = [await consoleAt(browser, origin, {}), await consoleAt(browser, origin, { key: secondKey })];
    const sent = pages.map((page) => countRequests(page));
    const browserIndexCode: string[] = [];
    for (const page of pages)
      page.on('request', (r) => r.url().includes('/assets/BrowserIndexHeader-') && browserIndexCode.push(r.url()));
    const models = (await api(request, `/repositories/${QUALITY}/models?fields=titles&maxResults=5`, { origin })).body
      .data as { uuid: string; titles: Record<string, { title: string }> }[];

    for (const [n, page] of pages.entries()) {
      await page.goto(`/repositories/${ENTERPRISE}`);
      // The header says which index answers, and how much of the installation it holds.
      await expect(
        page.getByRole('link', { name: /^Installation index · 39\d of 39\d models · updated/ }),
      ).toBeVisible();
      const model = models[n];
      const title = model.titles[LANGUAGE.de].title;
      // The first browser's first answer is held back a moment: until it comes, the dialog says it is
      // searching, not that nothing matches.
      let release = () => {};
      if (n === 0) {
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/index/titles?*', async (route) => {
          await held;
          await route.continue();
        });
      }
      await page.keyboard.press('Control+K');
      await page.getByRole('textbox', { name: 'Jump to' }).fill(title);
      if (n === 0) {
        await expect(page.getByRole('dialog').getByText('Searching…')).toBeVisible();
        await expect(page.getByRole('dialog').getByText('Nothing matches.')).toBeHidden();
        release();
      }
      // The server's index answers; nothing is built in this browser first (checked below). How fast it
      // answers is the installation bench's to measure, not a timed assertion on a machine of any load.
      const option = page.getByRole('option', {
        name: new RegExp(`^${title}.*Model in Qualitätsmanagement · Deutsch`),
      });
      await expect(option.first()).toBeVisible();
      await option.first().click();
      await expect(page).toHaveURL(new RegExp(`/repositories/${QUALITY}/models/${model.uuid}`));
    }

    // Where-used: every placement a walk of the API finds, listed from the installation index.
    const canvases = await walkAllCanvases(request, origin);
    const symbolId = canvases.find((c) => c.repositoryId === ENTERPRISE && c.canvas.vertices.length > 0)!.canvas
      .vertices[0].symbol;
    const expected = canvases.flatMap(({ canvas }) =>
      canvas.vertices.filter((vertex) => vertex.symbol === symbolId).map((vertex) => vertex.uuid),
    );
    await pages[1].goto(`/repositories/${ENTERPRISE}/symbols/${symbolId}?tab=placements&size=100`);
    expect((await listedPlacements(pages[1])).sort()).toEqual(expected.sort());
    await pages[1].getByRole('tab', { name: 'Relations' }).click();
    await expect(pages[1].getByRole('table', { name: 'Relations' }).locator('tbody tr').first()).toBeVisible();

    // Neither browser walked anything, nor keeps an index of its own, nor loaded the code that would.
    expect(browserIndexCode).toEqual([]);
    for (const [n, page] of pages.entries()) {
      expect(indexingRequests(sent[n], models[n].uuid)).toEqual([]);
      expect(await indexNames(page)).toEqual([]);
    }

    // The administrator names someone in a third browser; the second sees it on its next refresh, unreloaded.
    const admin = await consoleAt(browser, origin, { admin: true });
    await pages[1].goto('/directory');
    await expect(pages[1].getByText(/kept once for the whole installation/)).toBeVisible();
    await expect(pages[1].getByText('Only the administrator changes them.')).toBeVisible();
    await admin.goto('/directory');
    const row = admin.getByRole('row', { name: /Petra Lindqvist/ });
    await row.getByRole('button', { name: 'Rename Petra Lindqvist' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Petra Lindqvist-Berg');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect(admin.getByRole('row', { name: /Petra Lindqvist-Berg/ })).toBeVisible();
    await expect(pages[1].getByRole('row', { name: /Petra Lindqvist-Berg/ })).toBeVisible({ timeout: 40_000 });
    await Promise.all([...pages, admin].map((page) => page.context().close()));
  });
});

test.describe('the installation index of two servers on one PostgreSQL', () => {
  test.describe.configure({ timeout: 240_000 });
  let postgres: ThrowawayPostgres;
  let service: ConsoleServer;
  const instances: ConsoleServer[] = [];
  test.beforeAll(async ({ request }) => {
    postgres = await startThrowawayPostgres();
    // The real service both instances forward to; its rate limit makes the walk take long enough to stop it midway.
    service = await startConsoleServer({ INDEX: 'off', RATE_LIMIT: '240', RATE_LIMIT_WINDOW: '4' });
    const walkerKey = await issueKey(request, 'e2e installation walker', service.origin);
    for (let n = 0; n < 2; n++)
      instances.push(
        await startConsoleServer({
          UPSTREAM_URL: `${service.origin}/api/v1`,
          INDEX_API_KEY: walkerKey,
          INDEX_SHARE: '50',
          CONSOLE_DATABASE: `${postgres.url}/postgres`,
        }),
      );
  });
  test.afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await service?.stop();
    await postgres?.stop();
  });

  test('each browser on its own instance finds models; the walking instance dies midway and the other finishes the walk, rows matching the API', async ({
    browser,
    request,
  }) => {
    const pages = [
      await consoleAt(browser, instances[0].origin, {}),
      await consoleAt(browser, instances[1].origin, {}),
    ];
    // Midway: some canvases read, not all.
    let status = await indexStatus(instances[0].origin);
    for (let tries = 0; !(status.coverage?.modelsRead > 40); tries++) {
      expect(tries).toBeLessThan(300);
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = await indexStatus(instances[0].origin);
    }
    expect(status.coverage.modelsRead).toBeLessThan(status.coverage.models);
    const walking = instances.findIndex((instance) => status.walk.walker.includes(`:${instance.child.pid}:`));
    expect(walking).toBeGreaterThanOrEqual(0);
    const survivor = instances[1 - walking];

    // Both instances answer from the one index while it grows.
    for (const [n, page] of pages.entries()) {
      await page.goto('/search');
      await expect(page.getByRole('link', { name: /^Installation index · \d+ of 39\d models/ })).toBeVisible();
      await page.keyboard.press('Control+K');
      await page.getByRole('textbox', { name: 'Jump to' }).fill(n === 0 ? 'Bestellung' : 'order');
      await expect(page.getByRole('option').first()).toBeVisible({ timeout: 1000 });
      await page.keyboard.press('Escape');
    }

    // The walking instance dies; once its lease runs out, the other takes the walk over and ends it.
    await instances[walking].stop('SIGKILL');
    const ended = await walked(survivor.origin, { timeoutMs: 150_000 });
    expect(ended.walk.walker).toContain(`:${survivor.child.pid}:`);
    expect(ended.coverage.modelsRead).toBe(ended.coverage.models);

    // Every placement once: the index's where-used equals a walk of the API.
    const canvases = await walkAllCanvases(request, service.origin);
    const symbolId = canvases.find((c) => c.repositoryId === ENTERPRISE && c.canvas.vertices.length > 0)!.canvas
      .vertices[0].symbol;
    const expected = canvases.flatMap(({ canvas }) =>
      canvas.vertices.filter((vertex) => vertex.symbol === symbolId).map((vertex) => vertex.uuid),
    );
    const page = pages[1 - walking];
    await page.goto(`/repositories/${ENTERPRISE}/symbols/${symbolId}?tab=placements&size=100`);
    expect((await listedPlacements(page)).sort()).toEqual(expected.sort());
    await Promise.all(pages.map((p) => p.context().close()));
  });
});
