import type { Page } from '@playwright/test';
import { E2E_API_KEY, LIMITED_QUOTA } from '../playwright.config';
import {
  api,
  ENTERPRISE,
  expect,
  HOSTILE_MODEL,
  issueKey,
  QUALITY,
  recordApiExchanges,
  signIn,
  spendWindow,
  test,
} from './fixtures';
import {
  countRequests,
  INDEX_BUILD_MS,
  indexNames,
  listedPlacements,
  walkAllCanvases,
  type Canvas,
} from './indexJourneys';

// The search index (src/searchIndex): built in the background from the demo data, then asked what the
// service has no endpoint for. Every answer is checked against the service, read by hand here.

async function waitForIndex(page: Page) {
  await expect(page.getByRole('link', { name: /^Search index ready/ })).toBeVisible({ timeout: INDEX_BUILD_MS });
}

test.describe('find and trace', () => {
  // Each journey builds an index of its own in a browser context of its own: the workers share them out, so that
  // this file (the second longest) is not left running alone at the end.
  test.describe.configure({ timeout: 180_000, mode: 'parallel' });
  test.use({ signedInAs: 'apiKey', backgroundIndex: true });

  test('after a reload on a model page, Ctrl+K finds a model of another repository by its German title with a typo; arrows and Enter open it; on a page opened by its address next, at once', async ({
    page,
  }) => {
    await page.goto(`/repositories/${ENTERPRISE}`);
    await waitForIndex(page);
    // A model of Qualitätsmanagement, found by its German title, misspelt.
    const models = (await api(page, `/repositories/${QUALITY}/models?fields=titles&maxResults=1000`)).body.data as {
      uuid: string;
      titles: Record<string, { title: string }>;
    }[];
    // From a model page that was reloaded (or opened from a bookmark): the index reopens at once.
    await page.getByRole('table', { name: 'Models' }).getByRole('link').first().click();
    await expect(page.getByRole('tab', { name: 'Canvas' })).toBeVisible();
    await page.reload();
    await waitForIndex(page);
    const german = '2b4d6f80-1a3c-4e5f-8a7b-9c0d1e2f3a02';
    const [target, next] = models.filter((model) => /^\S{8,} \S+$/.test(model.titles[german]?.title ?? ''));
    const title = target.titles[german].title;
    const [word, rest] = title.split(' ');
    const typo = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)} ${rest}`;
    await page.keyboard.press('Control+K');
    await page.getByRole('textbox', { name: 'Jump to' }).fill(typo);
    const option = page.getByRole('option', { name: new RegExp(`${title}.*Model in Qualitätsmanagement · Deutsch`) });
    await expect(option).toBeVisible();
    // Walk the highlight down to it with the arrow keys.
    const options = page.getByRole('option');
    const position = (await options.allTextContents()).findIndex((text) => text.startsWith(title));
    for (let n = 0; n < position; n++) await page.getByRole('textbox', { name: 'Jump to' }).press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('textbox', { name: 'Jump to' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/repositories/${QUALITY}/models/${target.uuid}`));

    // Straight after, another model's page by its address (a bookmark, a link in an e-mail: a whole page load, not
    // a reload), and Ctrl+K at once: the index answers (see IndexDatabase.letGo).
    await page.goto(`/repositories/${ENTERPRISE}/models/${HOSTILE_MODEL}`);
    await expect(page.locator('.react-flow__node').first()).toBeVisible();
    await page.keyboard.press('Control+K');
    await page.getByRole('textbox', { name: 'Jump to' }).fill(next.titles[german].title);
    await page
      .getByRole('option', { name: new RegExp(`^${next.titles[german].title}.*Model in Qualitätsmanagement`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/repositories/${QUALITY}/models/${next.uuid}`));
  });

  test("a symbol's where-used list is every placement the API yields; a relation shown is an edge of a canvas", async ({
    page,
  }) => {
    await page.goto('/search');
    await waitForIndex(page);
    const canvases = await walkAllCanvases(page);
    const enterpriseCanvas = canvases.find((c) => c.repositoryId === ENTERPRISE && c.canvas.edges.length > 0)!;
    const symbolId = enterpriseCanvas.canvas.vertices[0].symbol;
    const expected = canvases.flatMap(({ canvas }) =>
      canvas.vertices.filter((vertex) => vertex.symbol === symbolId).map((vertex) => vertex.uuid),
    );

    await page.goto(`/repositories/${ENTERPRISE}/symbols/${symbolId}?tab=placements&size=100`);
    const placements = page.getByRole('table', { name: 'Placements' });
    expect((await listedPlacements(page)).sort()).toEqual(expected.sort());
    await expect(page.getByText(/from the search index/i)).toHaveCount(0);

    // Each link opens the canvas with its vertex selected.
    const firstLink = placements.getByRole('link').first();
    const href = (await firstLink.getAttribute('href'))!;
    expect(href).toMatch(/\/models\/[^/?]+\?vertex=/);

    // The first relation: an edge of that type between the two symbols, in the direction shown, in a model listed.
    await page.getByRole('tab', { name: 'Relations' }).click();
    await expect(page).toHaveURL(/tab=relations/);
    const relation = page.getByRole('table', { name: 'Relations' }).locator('tbody tr').first();
    await expect(relation).toBeVisible();
    const direction = (await relation.locator('td').first().textContent())!.trim();
    const edgeType = (await relation.locator('td:nth-child(2) [data-code]').getAttribute('data-code'))!;
    const other = (await relation.locator('td:nth-child(3) a').getAttribute('href'))!.split('/').pop()!;
    const modelId = (await relation.locator('td:nth-child(5) a').first().getAttribute('href'))!.split('/').pop()!;
    const { canvas } = canvases.find((c) => c.modelId === modelId)!;
    const symbolOf = new Map(canvas.vertices.map((vertex) => [vertex.uuid, vertex.symbol]));
    const [from, to] = direction.startsWith('to') ? [symbolId, other] : [other, symbolId];
    expect(
      canvas.edges.some(
        (edge) =>
          edge.edgeType === edgeType && symbolOf.get(edge.fromVertex) === from && symbolOf.get(edge.toVertex) === to,
      ),
    ).toBe(true);
    await expect(
      page.getByRole('figure', { name: 'Neighbourhood graph' }).locator('.react-flow__node'),
    ).not.toHaveCount(0);

    // The busiest symbol's graph, with a second hop: no label lies on another label or on a symbol.
    const groupsOf = new Map<string, Set<string>>();
    for (const { repositoryId, canvas: c } of canvases) {
      if (repositoryId !== ENTERPRISE) continue;
      const of = new Map(c.vertices.map((vertex) => [vertex.uuid, vertex.symbol]));
      for (const edge of c.edges) {
        const [from, to] = [of.get(edge.fromVertex)!, of.get(edge.toVertex)!];
        groupsOf.set(from, (groupsOf.get(from) ?? new Set()).add(`out/${edge.edgeType}/${to}`));
        groupsOf.set(to, (groupsOf.get(to) ?? new Set()).add(`in/${edge.edgeType}/${from}`));
      }
    }
    const [busiest, busiestGroups] = [...groupsOf].sort((a, b) => b[1].size - a[1].size)[0];
    await page.goto(`/repositories/${ENTERPRISE}/symbols/${busiest}?tab=relations&usage=here`);
    await page.getByLabel('Show a second hop').check();
    const graph = page.getByRole('figure', { name: 'Neighbourhood graph' });
    // The graph's first hop (at most its twelve most frequent relations) has its labels; the second hop adds more.
    await expect(graph.locator('.relation-label').nth(Math.min(12, busiestGroups.size) - 1)).toBeVisible({
      timeout: 20_000,
    });
    const boxes = [
      ...(await graph
        .locator('.relation-label')
        .evaluateAll((labels) =>
          labels.map((label) => ({ what: label.textContent!, ...label.getBoundingClientRect().toJSON() })),
        )),
      ...(await graph
        .locator('.react-flow__node')
        .evaluateAll((nodes) =>
          nodes.map((node) => ({ what: node.textContent!, ...node.getBoundingClientRect().toJSON() })),
        )),
    ] as { what: string; left: number; right: number; top: number; bottom: number }[];
    expect(boxes.length).toBeGreaterThan(Math.min(12, busiestGroups.size) * 2);
    const overlapping = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter(
          (b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5,
        )
        .map((b) => `${a.what} / ${b.what}`),
    );
    expect(overlapping).toEqual([]);

    // The vertex panel says in how many models the symbol is placed, and links here.
    const models = new Set(
      canvases.filter(({ canvas: c }) => c.vertices.some((vertex) => vertex.symbol === symbolId)).map((c) => c.modelId),
    ).size;
    await page.goto(
      `/repositories/${ENTERPRISE}/models/${enterpriseCanvas.modelId}?vertex=${enterpriseCanvas.canvas.vertices[0].uuid}`,
    );
    await expect(
      page
        .getByRole('complementary', { name: 'Vertex details' })
        .getByRole('link', { name: `placed in ${models} models` }),
    ).toBeVisible({ timeout: 20_000 });
  });

  test("the draft review lists the target repository's models whose titles resemble the draft's", async ({ page }) => {
    await page.goto('/search');
    await waitForIndex(page);
    const drafts = (await api(page, '/repositories/draft/models?projection=ALL&maxResults=100')).body.data as {
      uuid: string;
      status?: string;
      titles: Record<string, { title: string }>;
    }[];
    const draft = drafts.find((d) => d.status !== 'ARCHIVED')!;
    // Found by search, a draft opens in the review.
    const draftTitle = Object.values(draft.titles)[0].title;
    await page.getByLabel(/Model and symbol titles/).fill(draftTitle);
    await expect(
      page.getByRole('table', { name: 'Search results' }).getByRole('link', { name: draftTitle, exact: true }),
    ).toHaveAttribute('href', `/drafts/${draft.uuid}`);
    // The review's checks against the target list them, each a link to the model.
    await page.goto(`/drafts/${draft.uuid}?target=${ENTERPRISE}&tab=checks`);
    const duplicates = page.getByRole('listitem', {
      name: /^No model of the target with the same title: (Warning|Failed)$/,
    });
    await expect(duplicates.getByRole('link').first()).toBeVisible();
    // Each is a model of the target whose title shares at least half the words of one of the draft's titles.
    const words = (text: string) =>
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
    const draftTitles = Object.values(draft.titles).map((t) => words(t.title));
    for (const link of await duplicates.getByRole('link').all()) {
      const modelId = (await link.getAttribute('href'))!.split('/').pop()!;
      const model = await api(page, `/repositories/${ENTERPRISE}/models/${modelId}?fields=titles`);
      expect(model.status).toBe(200);
      const titles = Object.values(model.body.titles as Record<string, { title: string }>).map(
        (t) => new Set(words(t.title)),
      );
      expect(
        draftTitles.some((draftWords) =>
          titles.some((title) => draftWords.filter((w) => title.has(w)).length * 2 >= draftWords.length),
        ),
      ).toBe(true);
    }
    // The likeliest is offered for comparison.
    await page.getByRole('tab', { name: 'Compare' }).click();
    await expect(page.getByRole('combobox', { name: 'Compare with' })).toHaveValue(/\((similar title|title match)\)$/);

    // The review list says what to choose by: size, languages, and that this draft resembles other models.
    await page.goto('/drafts');
    const canvas = (await api(page, `/repositories/draft/models/${draft.uuid}/canvas`)).body as Canvas;
    const row = page
      .getByRole('table', { name: 'Models' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: draftTitle }) });
    await expect(row).toContainText(`${canvas.vertices.length} vertices · ${canvas.edges.length} edges`);
    await expect(row).toContainText('English');
    await expect(row).toContainText(/\d similar/);
  });

  test('a reload keeps the index; Pause stops its requests and Resume goes on; signing out deletes it', async ({
    page,
  }) => {
    await page.goto('/search');
    await waitForIndex(page);
    const sent = countRequests(page);
    await page.reload();
    await waitForIndex(page);
    await page.getByLabel(/Model and symbol titles/).fill('Reisekostenabrechnug genehmigen');
    await expect(
      page
        .getByRole('table', { name: 'Search results' })
        .getByRole('link', { name: 'Reisekostenabrechnung genehmigen' })
        .first(),
    ).toBeVisible();
    // The refresh after a reload reads each repository's first page and finds nothing changed: no canvas is read again.
    await page.waitForTimeout(2000);
    expect(sent.filter((request) => request.url.includes('/canvas')).length).toBe(0);
    expect(sent.length).toBeLessThan(30);

    // Rebuild, then Pause while it walks: no request follows the one in flight.
    const panel = page.getByRole('region', { name: 'Search index status' });
    await panel.getByRole('button', { name: 'Rebuild' }).click();
    await expect(panel.getByText(/Canvases: [1-9]/)).toBeVisible({ timeout: 20_000 });
    await panel.getByRole('button', { name: 'Pause' }).click();
    await expect(panel.getByText('Search index · Paused')).toBeVisible();
    await page.waitForTimeout(500);
    const before = sent.length;
    await page.waitForTimeout(3000);
    expect(sent.length).toBe(before);
    await panel.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBeGreaterThan(before);

    // Without "Remember on this device", signing out leaves no index behind.
    expect(await indexNames(page)).toHaveLength(1);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => indexNames(page)).toEqual([]);
  });

  test('Pause in each phase is followed by no index request for 10 s, and holds over a reload; Resume finishes; Rebuild after Pause starts one walk', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    // Every answer is slowed so that each phase lasts long enough to be paused in (the canvases only until
    // their pause has been checked: there are 390 of them). Requests are counted as the page sends them.
    let canvasesChecked = false;
    const sent = countRequests(page);
    const pathOf = (request: { url: string }) => new URL(request.url).pathname;
    const slowed = '**/api/v1/**';
    await page.route(slowed, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (!(canvasesChecked && path.endsWith('/canvas'))) await new Promise((resolve) => setTimeout(resolve, 150));
      await route.continue();
    });
    await page.goto('/search');
    const panel = page.getByRole('region', { name: 'Search index status' });
    for (const phase of ['Reading model lists', 'Reading canvases', 'Reading symbol titles']) {
      await expect(panel.getByText(`Search index · ${phase}`)).toBeVisible({ timeout: 60_000 });
      await panel.getByRole('button', { name: 'Pause' }).click();
      await expect(panel.getByText('Search index · Paused')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Search index paused' })).toBeVisible();
      // The request on its way may finish; nothing is sent after one request's time.
      const pausedAt = Date.now() + 300;
      await page.waitForTimeout(10_000);
      expect(
        sent.filter((request) => request.at > pausedAt),
        `requests after Pause while ${phase}`,
      ).toEqual([]);
      if (phase === 'Reading canvases') {
        // The pause is stored: the page after a reload keeps it, and its index sends nothing.
        await page.reload();
        await expect(panel.getByText('Search index · Paused')).toBeVisible();
        const reloadedAt = Date.now();
        await page.waitForTimeout(3000);
        expect(
          sent.filter((request) => request.at > reloadedAt && /\/canvas$|\/symbols\//.test(pathOf(request))),
        ).toEqual([]);
      }
      await panel.getByRole('button', { name: 'Resume' }).click();
      if (phase === 'Reading canvases') canvasesChecked = true;
    }
    await waitForIndex(page);
    // Every phase has been paused in: the rebuild needs no slowing.
    await page.unroute(slowed);

    // Rebuild after Pause: one walk from nothing, each canvas read once.
    await panel.getByRole('button', { name: 'Pause' }).click();
    await expect(panel.getByText('Search index · Paused')).toBeVisible();
    const from = sent.length;
    await panel.getByRole('button', { name: 'Rebuild' }).click();
    await expect(page.getByRole('link', { name: /^Indexing: / })).toBeVisible();
    await waitForIndex(page);
    const rebuilt = sent.slice(from).map(pathOf);
    expect(rebuilt.filter((path) => path.endsWith('/api/v1/repositories'))).toHaveLength(1);
    const canvases = rebuilt.filter((path) => path.endsWith('/canvas'));
    expect(new Set(canvases).size).toBe(canvases.length);
    expect(canvases.length).toBeGreaterThan(300);
  });

  test('a symbol placed in two repositories: placements under each, links to the other, and every where-used link opens a canvas the key reads', async ({
    page,
  }) => {
    await page.goto('/search');
    await waitForIndex(page);
    const canvases = await walkAllCanvases(page);
    const repositoriesOf = new Map<string, Set<string>>();
    for (const { repositoryId, canvas } of canvases)
      for (const vertex of canvas.vertices)
        repositoriesOf.set(vertex.symbol, (repositoriesOf.get(vertex.symbol) ?? new Set()).add(repositoryId));
    const [symbolId, placedIn] = [...repositoriesOf].find(([, repositories]) => repositories.size >= 2)!;
    const names = new Map(
      ((await api(page, '/repositories?maxResults=100')).body.data as { uuid: string; name: string }[]).map((r) => [
        r.uuid,
        r.name,
      ]),
    );
    const placementsIn = (repositoryId?: string) =>
      canvases
        .filter((c) => !repositoryId || c.repositoryId === repositoryId)
        .flatMap(({ canvas }) =>
          canvas.vertices.filter((vertex) => vertex.symbol === symbolId).map((vertex) => vertex.uuid),
        );

    for (const repositoryId of placedIn) {
      await page.goto(`/repositories/${repositoryId}/symbols/${symbolId}?usage=here&tab=placements&size=100`);
      expect((await listedPlacements(page)).sort()).toEqual(placementsIn(repositoryId).sort());
      await page.getByRole('tab', { name: 'Overview' }).click();
      // The other repositories, each a link to the symbol there.
      const also = page.getByText(/^Also placed in/);
      for (const other of [...placedIn].filter((uuid) => uuid !== repositoryId)) {
        await expect(also.getByRole('link', { name: names.get(other)! })).toHaveAttribute(
          'href',
          `/repositories/${other}/symbols/${symbolId}`,
        );
      }
    }

    // Across every repository, each where-used link opens a canvas of its own repository that the key reads, with the vertex on it.
    await page.goto(`/repositories/${[...placedIn][0]}/symbols/${symbolId}?tab=placements&size=100`);
    const table = page.getByRole('table', { name: 'Placements' });
    expect((await listedPlacements(page)).sort()).toEqual(placementsIn().sort());
    for (const href of await table
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
      const [, repositoryId, modelId, vertex] = href.match(/^\/repositories\/([^/]+)\/models\/([^/?]+)\?vertex=(.+)$/)!;
      const canvas = await api(page, `/repositories/${repositoryId}/models/${modelId}/canvas`);
      expect(canvas.status).toBe(200);
      expect(
        (canvas.body as Canvas).vertices.some((v) => v.uuid === decodeURIComponent(vertex) && v.symbol === symbolId),
      ).toBe(true);
    }
  });

  test('the index of a session that ended with its tab is gone the next time the console opens; a remembered one stays', async ({
    page,
  }) => {
    await page.goto('/search');
    // The index exists once its walk has begun (its progress is the subject of the journeys above).
    await expect(page.getByRole('link', { name: /^Indexing: [1-9]/ })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => indexNames(page)).toHaveLength(1);
    // Another tab without the session: the index is in use, and stays.
    const other = await page.context().newPage();
    await other.goto('/sign-in');
    await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await indexNames(other)).toHaveLength(1);
    // The tab closes without signing out: its session is gone, and so is its index once the console opens again
    // after the tab has gone (its hold released: a busy browser takes a moment after close() has returned).
    await page.close();
    await expect
      .poll(() => other.evaluate(async () => ((await navigator.locks.query()).held ?? []).map((lock) => lock.name)))
      .toEqual([]);
    await other.reload();
    await expect.poll(() => indexNames(other)).toEqual([]);

    // Remembered, the index outlives the tab.
    await other.getByRole('textbox', { name: 'API key' }).fill(E2E_API_KEY);
    await other.getByText('Remember on this device').click();
    await other.getByRole('button', { name: 'Sign in' }).click();
    await expect(other.getByRole('link', { name: /^(Indexing|Search index)/ })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => indexNames(other)).toHaveLength(1);
    const third = await other.context().newPage();
    await other.close();
    await third.goto('/search');
    await expect(third.getByRole('link', { name: /^(Indexing|Search index)/ })).toBeVisible({ timeout: 20_000 });
    expect(await indexNames(third)).toHaveLength(1);
    await third.getByRole('button', { name: 'Sign out' }).click();
    await expect(third.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // Signing out of a remembered session keeps its index, as Remember promised.
    expect(await indexNames(third)).toHaveLength(1);
  });

  test('an index the browser keeps waiting behind another page says why within 5 s, in the header, the status and Ctrl+K; Try again opens it once that page lets go', async ({
    page,
  }) => {
    await page.goto('/search');
    await expect(page.getByRole('link', { name: /^(Indexing|Search index)/ })).toBeVisible({ timeout: 20_000 });
    const [name] = (await indexNames(page)) as string[];
    // Another page of the console holds a write on every table of the index and keeps it open, as WebKit kept a
    // page that was left for another in its back-forward cache.
    const other = await page.context().newPage();
    await other.goto('/sign-in');
    await other.evaluate(
      (name) =>
        new Promise<void>((held) => {
          const opening = indexedDB.open(name);
          opening.onsuccess = () => {
            const db = opening.result;
            const transaction = db.transaction([...db.objectStoreNames], 'readwrite');
            const meta = transaction.objectStore('meta');
            const keepOpen = () => {
              if (!(window as { letGo?: boolean }).letGo) meta.get('status').onsuccess = keepOpen;
            };
            keepOpen();
            held();
          };
        }),
      name,
    );
    await page.reload();
    const status = page.getByRole('region', { name: 'Search index status' });
    await expect(status).toContainText('The browser has not opened the search index', { timeout: 10_000 });
    await expect(status).toContainText('Close the console’s other tabs and try again.');
    await expect(page.getByRole('link', { name: 'Search index waiting for this browser’s storage' })).toBeVisible();
    await page.keyboard.press('Control+K');
    const jump = page.getByRole('dialog', { name: 'Jump to…' });
    await jump.getByRole('textbox', { name: 'Jump to' }).fill('order');
    await expect(jump).toContainText('no index yet: the browser has not opened it for 5 seconds');
    await page.keyboard.press('Escape');

    // Try again opens the index anew: while the other page holds it, the new opening waits too, and says so again
    // 5 s later; once that page lets go, it answers.
    await status.getByRole('button', { name: 'Try again' }).click();
    await expect(status).toBeHidden();
    await expect(status).toContainText('The browser has not opened the search index', { timeout: 10_000 });
    await other.evaluate(() => ((window as { letGo?: boolean }).letGo = true));
    await expect(status).toContainText(/Repositories: \d/, { timeout: 20_000 });
    await expect(page.getByRole('link', { name: /^(Indexing|Search index ready)/ })).toBeVisible();
  });

  test('a browser that keeps no IndexedDB is told, in words, that search has no index; the rest of the console works', async ({
    page,
  }) => {
    // As where a policy turns site storage off: the page sees no IndexedDB at all.
    await page.addInitScript(() =>
      Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true }),
    );
    await page.goto('/search');
    await expect(page.getByRole('link', { name: 'Search index unavailable in this browser' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('region', { name: 'Search index status' })).toContainText(
      'this browser offers no IndexedDB',
    );
    await page
      .getByRole('textbox', { name: 'Model and symbol titles, in every language of every repository' })
      .fill('order');
    await expect(page.getByText(/These answers come from no index: this browser offers no IndexedDB/)).toBeVisible();

    // Ctrl+K says so too, and still finds what the service lists itself.
    await page.keyboard.press('Control+K');
    await page.getByRole('textbox', { name: 'Jump to' }).fill('Qualitäts');
    await expect(page.getByText(/Models and symbols from no index/)).toBeVisible();
    await expect(page.getByRole('option', { name: /Qualitätsmanagement/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Repositories' }).click();
    await expect(page.getByRole('table', { name: 'Repositories' })).toBeVisible();
  });
});

// Against the worker's service with a tiny quota, with a key of the journey's own.
test.describe('under a tight quota', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the person navigates while the index builds, and nothing is sent during a Retry-After block', async ({
    page,
    limited,
  }) => {
    const { origin, key } = limited;
    await signIn(page, 'apiKey', origin, { backgroundIndex: true, key });
    const exchanges = recordApiExchanges(page, {});
    // Spend the fresh window from outside: the console's first request meets a 429, whose block must hold every
    // request, the index's (which starts meanwhile) included. Spent mid-build instead, the window could reset
    // before the console's next request, and no 429 would come.
    await spendWindow(page.request, origin, key, LIMITED_QUOTA);
    await page.goto(`${origin}/repositories`);
    await expect(page.getByRole('link', { name: /^Indexing: / })).toBeVisible({ timeout: 20_000 });
    // The person's pages keep coming while the index walks (in-app navigation: one scheduler throughout).
    const firstModel = page.getByRole('table', { name: 'Models' }).locator('tbody tr').first();
    for (const repository of ['Enterprise Process Library', 'Qualitätsmanagement', 'IT Service Management']) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Repositories', exact: true })
        .click();
      await page.getByRole('table', { name: 'Repositories' }).getByRole('link', { name: repository }).click();
      await expect(firstModel).toBeVisible({ timeout: 15_000 });
    }
    await firstModel.getByRole('link').first().click();
    await expect(page.getByRole('tab', { name: /Descriptions/ })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: /^Indexing: .*, [1-9][\d,]* of [\d,]+ models/ })).toBeVisible({
      timeout: 30_000,
    });
    const refusals = exchanges.filter((exchange) => exchange.status === 429);
    expect(refusals.length).toBeGreaterThan(0);
    for (const refused of refusals) {
      const blockEnds = refused.answeredAt! + refused.retryAfterSeconds! * 1000;
      expect(
        exchanges.filter((exchange) => exchange.sentAt > refused.answeredAt! + 50 && exchange.sentAt < blockEnds - 50),
      ).toEqual([]);
    }
  });
});

test.describe('beside another client of the key', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a client sending one request a second on a limit of 100,000 a minute leaves the index its share: it gets ready, and the client is never refused', async ({
    page,
    services,
    request,
  }) => {
    const origin = services.generousOrigin;
    const key = await issueKey(request, 'e2e quiet neighbour', origin);
    // An integration of the same key, sending one request a second for as long as the index builds.
    const answers: number[] = [];
    let running = true;
    const neighbour = (async () => {
      while (running) {
        const response = await request.get(`${origin}/api/v1/repositories?maxResults=1`, {
          headers: { 'x-api-key': key },
        });
        answers.push(response.status());
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
    try {
      await signIn(page, 'apiKey', origin, { backgroundIndex: true, key });
      await page.goto(`${origin}/search`);
      await waitForIndex(page);
    } finally {
      running = false;
      await neighbour;
    }
    // It ran beside the whole walk (two seconds at least: a fresh-clone run once walked in under four), and
    // nothing of it was refused.
    expect(answers.length).toBeGreaterThanOrEqual(2);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
  });
});
