import type { Browser, Page } from '@playwright/test';
import { startConsoleServer, walked, type ConsoleServer } from './consoleServers';
import { api, ENTERPRISE, expect, issueKey, LANGUAGE, QUALITY, signIn, test } from './fixtures';
import { countRequests, indexNames, listedPlacements, walkAllCanvases } from './indexJourneys';

// The installation index (server/installation): the console's server walks the service once for everyone, and
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
    const models = (await api(request, `/repositories/${QUALITY}/models?fields=titles&maxResults=5`, { origin })).body
      .data as { uuid: string; titles: Record<string, { title: string }> }[];

    for (const [n, page] of pages.entries()) {
      await page.goto(`/repositories/${ENTERPRISE}`);
      // The header says which index answers, and how much of the installation it holds.
      await expect(
        page.getByRole('link', { name: /^Installation index · 38\d of 38\d models · updated/ }),
      ).toBeVisible();
      const model = models[n];
      const title = model.titles[LANGUAGE.de].title;
      await page.keyboard.press('Control+K');
      await page.getByRole('textbox', { name: 'Jump to' }).fill(title);
      // Within a second of typing: the server's index answers, nothing is built in this browser first.
      const option = page.getByRole('option', {
        name: new RegExp(`^${title}.*Model in Qualitätsmanagement · Deutsch`),
      });
      await expect(option.first()).toBeVisible({ timeout: 1000 });
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

    // Neither browser walked anything, nor keeps an index of its own.
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
