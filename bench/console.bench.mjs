// The console in Chromium on the production build: gzip size of the JS the first page loads, and a page turn of
// 100 models while the search index builds, beside the same with the index off. (The canvas has a bench of its
// own: canvas.bench.mjs.)
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/browsers.mjs';
import { gzipSync } from 'node:zlib';
import { median, signInContext, startBenchService } from './lib.mjs';

const KEY = 'bench-api-key-0123456789abcdef';
const ENTERPRISE = '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e01';

const { origin, server } = await startBenchService(KEY);

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const session = JSON.stringify({
  baseUrl: `${origin}/api/v1`,
  credential: { kind: 'apiKey', key: KEY },
  remember: false,
});

/** A browser context signed in to the bench service, with the background index on or off. */
async function signedInContext(backgroundIndex) {
  const context = await browser.newContext();
  await signInContext(context, session, backgroundIndex);
  return context;
}

/** Until no resource has been fetched for half a second. */
async function settle(page) {
  for (
    let count = -1, now;
    count !== (now = await page.evaluate(() => performance.getEntriesByType('resource').length));
  ) {
    count = now;
    await page.waitForTimeout(500);
  }
}

/**
 * The gzip size of every script a page loads until it is idle; signed in, with the background index on or off;
 * and with the person's first interaction (menus, popovers and tooltips load then: src/ui/overlayOnDemand.tsx).
 */
async function firstPageJs(path, signedIn, backgroundIndex = true, interact = false) {
  const context = signedIn ? await signedInContext(backgroundIndex) : await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  if (interact) {
    await page.mouse.move(200, 200);
    await settle(page);
  }
  let gzip = 0;
  let raw = 0;
  const names = [];
  for (const response of scripts) {
    const body = await response.body();
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    names.push(new URL(response.url()).pathname.split('/').pop());
  }
  await context.close();
  return {
    gzipKB: Number((gzip / 1024).toFixed(1)),
    rawKB: Number((raw / 1024).toFixed(1)),
    files: names,
    canvasChunkLoaded: names.some((n) => n.startsWith('CanvasView')),
  };
}

/**
 * The models list's three sorts, each way: six distinct second pages, three for each run, so that neither the
 * console's cache nor the service's holds a page the other run read.
 */
const SORTS = {
  whileIndexing: ['sort=title', 'sort=uuid&dir=desc', 'sort=modelType'],
  indexOff: ['sort=title&dir=desc', 'sort=uuid', 'sort=modelType&dir=desc'],
};

/**
 * A page turn of 100 models, from the click on "Next page" to the second page drawn, while the background
 * index sends its requests (each moves the budget meter in the header) or with the index off, the floor. Only
 * turns made while the index was still building count for the first.
 */
async function pageTurnsMs(backgroundIndex) {
  const context = await signedInContext(backgroundIndex);
  const page = await context.newPage();
  const turns = [];
  for (const sort of backgroundIndex ? SORTS.whileIndexing : SORTS.indexOff) {
    await page.goto(`${origin}/repositories/${ENTERPRISE}?size=100&${sort}`);
    await page.getByRole('table', { name: 'Models' }).getByRole('row').nth(1).waitFor();
    await page.waitForTimeout(1000);
    const ready = await page.getByRole('link', { name: /^Search index ready/ }).isVisible();
    const started = Date.now();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForFunction(() => /^101–/m.test(document.body.innerText), undefined, { polling: 20 });
    if (!backgroundIndex || !ready) turns.push(Date.now() - started);
  }
  await context.close();
  return turns;
}

try {
  const signInPage = await firstPageJs('/', false);
  const repositoriesPage = await firstPageJs('/repositories', true, false);
  // The search index's code (its storage, the walk) is asked for once the first page is drawn and the browser idle.
  const withIndex = await firstPageJs('/repositories', true, true);
  const touched = await firstPageJs('/repositories', true, false, true);
  console.log(JSON.stringify({ bench: 'console', name: 'first page JS (sign-in)', ...signInPage, targetGzipKB: 200 }));
  console.log(
    JSON.stringify({
      bench: 'console',
      name: 'first page JS (repositories, signed in)',
      ...repositoriesPage,
      targetGzipKB: 200,
    }),
  );
  /** What a later load added to the repositories page. */
  const added = (name, later) =>
    console.log(
      JSON.stringify({
        bench: 'console',
        name,
        gzipKB: Number((later.gzipKB - repositoriesPage.gzipKB).toFixed(1)),
        files: later.files.filter((file) => !repositoriesPage.files.includes(file)),
      }),
    );
  added('search index JS, loaded once the repositories page is idle', withIndex);
  added('overlay JS (menus, popovers, tooltips), loaded at the first interaction with the repositories page', touched);

  const [whileIndexing, indexOff] = [await pageTurnsMs(true), await pageTurnsMs(false)];
  console.log(
    JSON.stringify({
      bench: 'console',
      name: 'a page turn of 100 models while the index builds, beside the index off',
      whileIndexingMs: median(whileIndexing),
      indexOffMs: median(indexOff),
      ratio: Number((median(whileIndexing) / median(indexOff)).toFixed(2)),
      whileIndexingRunsMs: whileIndexing,
      indexOffRunsMs: indexOff,
    }),
  );
} finally {
  await browser.close();
  server.kill();
}
