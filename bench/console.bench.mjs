// The console in Chromium on the production build: gzip size of the JS the first page loads, and the time
// from navigation to all nodes of the 2,000- and 5,000-vertex demo models in the DOM (median of 5, after one
// unmeasured round), beside a bare React Flow page drawing the same nodes (the floor); for the console also the time
// until every vertex shows its title, the long tasks after the first paint, and the SVG and PNG exports;
// for both, the frames per second of a scripted pan. And a page turn of 100 models while the search index builds,
// beside the same with the index off.
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/browsers.mjs';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { STORAGE_KEYS } from '../src/storageKeys.mjs';
import { serveDirectory, signInContext, startBenchService } from './lib.mjs';

const KEY = 'bench-api-key-0123456789abcdef';
const ENTERPRISE = '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e01';
/** The large demo canvases: 2,000 and 5,000 vertices. */
const CANVASES = [
  { model: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c02', vertices: 2000 },
  { model: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c03', vertices: 5000 },
];
const RUNS = 5;

const floorBuild = spawnSync('npx', ['vite', 'build', '--config', 'bench/floor/vite.config.mjs'], {
  stdio: ['ignore', 2, 2],
});
if (floorBuild.status !== 0) process.exit(1);

const { origin, server } = await startBenchService(KEY);
const floor = await serveDirectory('dist-bench/floor');
const floorPort = floor.port;

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

/** Every long task of the page, kept from its start (the observer is registered before any script). */
const watchLongTasks = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/**
 * Frames per second while the pane is dragged a fixed 600 px (60 steps of 10 px, back and forth), counted
 * by requestAnimationFrame: what a user sees while panning.
 */
async function panFps(page) {
  const box = await page.locator('.react-flow__pane').boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.evaluate(() => {
    window.__frames = 0;
    window.__counting = true;
    const tick = () => {
      window.__frames++;
      if (window.__counting) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const started = await page.evaluate(() => performance.now());
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 60; step++)
    await page.mouse.move(x + (step <= 30 ? step : 60 - step) * 10, y + (step <= 30 ? step : 60 - step) * 3);
  await page.mouse.up();
  const { frames, ended } = await page.evaluate(() => {
    window.__counting = false;
    return { frames: window.__frames, ended: performance.now() };
  });
  return (frames * 1000) / (ended - started);
}

/**
 * Milliseconds from navigation start until `count` React Flow nodes are in the DOM, in a fresh context,
 * and the frames per second of a scripted pan once they are;
 * with `titles`, also until every vertex shows its title, the long tasks after the first paint, and
 * how long each export takes from the click to its file.
 */
async function timeToNodes(url, nodes, init, titles = false) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  await context.addInitScript(init.script, init.arg);
  if (titles) await context.addInitScript(watchLongTasks);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction((n) => document.querySelectorAll('.react-flow__node').length >= n, nodes, {
    polling: 'raf',
    timeout: 120_000,
  });
  const ms = await page.evaluate(() => performance.now());
  if (!titles) {
    await page.waitForTimeout(500);
    const fps = await panFps(page);
    await context.close();
    return { ms, fps };
  }
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-label="Loading symbol titles"]') &&
      ![...document.querySelectorAll('.vertex-title')].some((title) => title.textContent === '…'),
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  const titlesMs = await page.evaluate(() => performance.now());
  const tasks = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return window.__longTasks.filter((task) => task.start >= paint).map((task) => task.duration);
  });
  await page.waitForTimeout(500);
  const fps = await panFps(page);
  const exportMs = {};
  const exportLongestTaskMs = {};
  for (const format of ['SVG', 'PNG']) {
    const started = Date.now();
    const pageStarted = await page.evaluate(() => performance.now());
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: `Export ${format}` }).click();
    await (await download).path();
    exportMs[format] = Date.now() - started;
    // How long the tab could not answer the user while the export ran.
    exportLongestTaskMs[format] = await page.evaluate(
      (from) => Math.max(0, ...window.__longTasks.filter((task) => task.start >= from).map((task) => task.duration)),
      pageStarted,
    );
  }
  await context.close();
  return {
    ms,
    fps,
    titlesMs,
    longTaskMs: tasks.reduce((sum, duration) => sum + duration, 0),
    longestTaskMs: Math.max(0, ...tasks),
    svgExportMs: exportMs.SVG,
    pngExportMs: exportMs.PNG,
    svgExportLongestTaskMs: exportLongestTaskMs.SVG,
    pngExportLongestTaskMs: exportLongestTaskMs.PNG,
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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

  for (const { model, vertices } of CANVASES) {
    const consolePage = () =>
      timeToNodes(
        `${origin}/repositories/${ENTERPRISE}/models/${model}`,
        vertices,
        {
          script: ([key, value]) => sessionStorage.setItem(key, value),
          arg: [STORAGE_KEYS.session, session],
        },
        true,
      );
    const floorPage = () =>
      timeToNodes(`http://127.0.0.1:${floorPort}/`, vertices, {
        script: (value) => sessionStorage.setItem('bench.floor', value),
        arg: JSON.stringify({
          api: `${origin}/api/v1`,
          key: KEY,
          path: `/repositories/${ENTERPRISE}/models/${model}/canvas`,
        }),
      });
    // One unmeasured round first: the service's first answer for the canvas (and the browser's first page)
    // would otherwise count against whichever page happens to go first.
    await consolePage();
    await floorPage();
    const consoleRuns = [];
    const floorRuns = [];
    for (let run = 0; run < RUNS; run++) {
      consoleRuns.push(await consolePage());
      floorRuns.push(await floorPage());
    }
    const of = (runs, field) => runs.map((run) => Math.round(run[field]));
    /** One line of a figure for the console beside the floor's, with their ratio and each run. */
    const beside = (name, field, unit, target) => {
      const [mine, floor] = [median(of(consoleRuns, field)), median(of(floorRuns, field))];
      console.log(
        JSON.stringify({
          bench: 'console',
          name: `${vertices} canvas vertices: ${name} (median of ${RUNS})`,
          [`console${unit}`]: mine,
          [`floor${unit}`]: floor,
          ratio: Number((mine / floor).toFixed(2)),
          target: vertices === 2000 ? target : undefined,
          [`consoleRuns${unit}`]: of(consoleRuns, field),
          [`floorRuns${unit}`]: of(floorRuns, field),
        }),
      );
      return floor;
    };
    const floorMs = beside('navigation to every node in the DOM', 'ms', 'Ms', 1.2);
    beside('frames per second while panning, once drawn', 'fps', 'Fps', 0.8);
    const titlesMs = median(of(consoleRuns, 'titlesMs'));
    const targets =
      vertices === 2000
        ? { titlesTarget: 1.5, longestTaskTargetMs: 200, svgExportTargetMs: 1000, pngExportTargetMs: 3000 }
        : {};
    console.log(
      JSON.stringify({
        bench: 'console',
        name: `${vertices} canvas vertices: every title shown, long tasks after first paint, exports (median of ${RUNS})`,
        titlesMs,
        titlesVsFloorNodes: Number((titlesMs / floorMs).toFixed(2)),
        longTaskMs: median(of(consoleRuns, 'longTaskMs')),
        longestTaskMs: median(of(consoleRuns, 'longestTaskMs')),
        svgExportMs: median(of(consoleRuns, 'svgExportMs')),
        pngExportMs: median(of(consoleRuns, 'pngExportMs')),
        svgExportLongestTaskMs: median(of(consoleRuns, 'svgExportLongestTaskMs')),
        pngExportLongestTaskMs: median(of(consoleRuns, 'pngExportLongestTaskMs')),
        ...targets,
        titlesRunsMs: of(consoleRuns, 'titlesMs'),
      }),
    );
  }
} finally {
  await browser.close();
  floor.close();
  server.kill();
}
