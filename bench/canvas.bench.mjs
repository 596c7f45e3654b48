// The canvas in Chromium on the production build, at 2,000, 5,000 and 20,000 vertices (the demo's large
// models), beside a bare React Flow page drawing the same canvas (the floor) in the same run, each in a fresh
// browser context: the time from navigation to the first drawing; to every title readable in view at 100%
// (the view zoomed there, as the 100% button does, once the first drawing is there); the frames per second
// of a 1.5 s drag and the longest task during it, at 100% and in the fitted view; and, for the console, the
// SVG and PNG exports. One JSON line per figure and size, with the ratio to the floor.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/browsers.mjs';
import { dragFrames, median, serveDirectory, signInContext, startBenchService, watchLongTasks } from './lib.mjs';

const KEY = 'bench-api-key-0123456789abcdef';
const ENTERPRISE = '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e01';
/** The demo's large canvases, with the runs of each (the floor takes most of a minute a run at 20,000). */
const CANVASES = [
  { model: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c02', vertices: 2000, runs: 5 },
  { model: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c03', vertices: 5000, runs: 5, panTargetFps: 60 },
  { model: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c04', vertices: 20000, runs: 3, panTargetFps: 30, firstTargetMs: 2000 },
];
/** `node bench/canvas.bench.mjs 20000` measures only the sizes named. */
const sizes = process.argv.slice(2).map(Number);
const measured = CANVASES.filter((canvas) => sizes.length === 0 || sizes.includes(canvas.vertices));
const LONGEST_TASK_TARGET_MS = 200;
const DRAG = { steps: 60, stepMs: 25, stepPx: 8 };

const floorBuild = spawnSync('npx', ['vite', 'build', '--config', 'bench/floor/vite.config.mjs'], {
  stdio: ['ignore', 2, 2],
});
if (floorBuild.status !== 0) process.exit(1);

const { origin, server } = await startBenchService(KEY);
const floor = await serveDirectory('dist-bench/floor');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const session = JSON.stringify({
  baseUrl: `${origin}/api/v1`,
  credential: { kind: 'apiKey', key: KEY },
  remember: false,
});

/** Whether the view is at 100% and every node at least partly in it shows its title (`titleOf` reads it). */
const readableInView = (titleSelector) => {
  const pane = document.querySelector('.react-flow__pane')?.getBoundingClientRect();
  const viewport = document.querySelector('.react-flow__viewport');
  if (!pane || !viewport || new DOMMatrix(getComputedStyle(viewport).transform).a !== 1) return false;
  const inView = [...document.querySelectorAll('.react-flow__node')].filter((node) => {
    const box = node.getBoundingClientRect();
    return box.right > pane.left && box.left < pane.right && box.bottom > pane.top && box.top < pane.bottom;
  });
  return (
    inView.length > 0 &&
    inView.every((node) => {
      const text = (titleSelector ? node.querySelector(titleSelector) : node)?.textContent ?? '';
      return text !== '' && text !== '…';
    })
  );
};

/** The two pages: how each is opened, shows its first drawing, and has its view moved. */
const PAGES = {
  console: {
    url: (model) => `${origin}/repositories/${ENTERPRISE}/models/${model}`,
    // Signed in with the browser's background index off: its walk would be work beside the canvas (with the
    // installation's index, the default, a console does not walk at all).
    prepare: (context) => signInContext(context, session, false),
    // The picture's canvas gets its size in the frame that paints it.
    firstDrawing: () =>
      document.querySelector('.canvas-picture')?.width > 0 || !!document.querySelector('.react-flow__node'),
    titleSelector: '.vertex-title',
    zoomTo100: (page) => page.getByRole('button', { name: '100%', exact: true }).click(),
    fit: (page) => page.getByRole('button', { name: 'Fit' }).click(),
  },
  floor: {
    url: () => `http://127.0.0.1:${floor.port}/`,
    prepare: (context, model) =>
      context.addInitScript(
        (value) => sessionStorage.setItem('bench.floor', value),
        JSON.stringify({
          api: `${origin}/api/v1`,
          key: KEY,
          path: `/repositories/${ENTERPRISE}/models/${model}/canvas`,
        }),
      ),
    firstDrawing: () => !!document.querySelector('.react-flow__node'),
    titleSelector: undefined,
    zoomTo100: (page) => page.evaluate(() => window.floorView.zoomTo(1)),
    fit: (page) => page.evaluate(() => window.floorView.fit()),
  },
};

/**
 * Frames per second while the pane is dragged for 1.5 s (60 steps of 8 px every 25 ms, out and back), counted
 * by requestAnimationFrame, and the longest task in that time: what a user sees while panning.
 */
async function pan(page) {
  const box = await page.locator('.react-flow__pane').boundingBox();
  const half = DRAG.steps / 2;
  return dragFrames(
    page,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    {
      steps: DRAG.steps,
      stepMs: DRAG.stepMs,
      offsetAt: (step) => {
        const out = step <= half ? step : DRAG.steps - step;
        return { x: out * DRAG.stepPx, y: out * (DRAG.stepPx / 2) };
      },
    },
  );
}

/** One run of one page on one canvas, in a fresh context. */
async function run(kind, { model }, exports) {
  const spec = PAGES[kind];
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  await spec.prepare(context, model);
  await context.addInitScript(watchLongTasks);
  const page = await context.newPage();
  const wait = (predicate, arg) => page.waitForFunction(predicate, arg, { polling: 'raf', timeout: 180_000 });
  await page.goto(spec.url(model), { waitUntil: 'commit' });
  await wait(spec.firstDrawing);
  const firstMs = await page.evaluate(() => performance.now());
  await spec.zoomTo100(page);
  await wait(readableInView, spec.titleSelector);
  const readableMs = await page.evaluate(() => performance.now());
  await page.waitForTimeout(500);
  const near = await pan(page);
  await spec.fit(page);
  await page.waitForTimeout(1000);
  const fitted = await pan(page);
  const result = { firstMs, readableMs, nearFps: near.fps, nearLongestTaskMs: near.longestTaskMs };
  Object.assign(result, { fittedFps: fitted.fps, fittedLongestTaskMs: fitted.longestTaskMs });
  if (exports) {
    for (const format of ['SVG', 'PNG']) {
      const started = Date.now();
      const from = await page.evaluate(() => performance.now());
      const download = page.waitForEvent('download', { timeout: 180_000 });
      await page.getByRole('button', { name: `Export ${format}` }).click();
      await (await download).path();
      result[`export${format}Ms`] = Date.now() - started;
      result[`export${format}LongestTaskMs`] = await page.evaluate((since) => window.__longestTaskSince(since), from);
    }
  }
  await context.close();
  return result;
}

try {
  for (const canvas of measured) {
    // One unmeasured round first: the service's first answer for the canvas (and the browser's first page)
    // would otherwise count against whichever page happens to go first.
    await run('console', canvas, false);
    await run('floor', canvas, false);
    const runs = { console: [], floor: [] };
    for (let n = 0; n < canvas.runs; n++) {
      runs.console.push(await run('console', canvas, n === 0));
      runs.floor.push(await run('floor', canvas, false));
    }
    const of = (kind, field) => runs[kind].map((result) => Math.round(result[field]));
    const line = (name, fields, of = `median of ${canvas.runs}`) =>
      console.log(JSON.stringify({ bench: 'canvas', name: `${canvas.vertices} vertices: ${name} (${of})`, ...fields }));
    /** A figure of the console beside the floor's, with their ratio and every run. */
    const beside = (field, unit) => {
      const [mine, theirs] = [median(of('console', field)), median(of('floor', field))];
      return {
        [`console${unit}`]: mine,
        [`floor${unit}`]: theirs,
        ratio: Number((mine / theirs).toFixed(2)),
        [`consoleRuns${unit}`]: of('console', field),
        [`floorRuns${unit}`]: of('floor', field),
      };
    };
    line('navigation to the first drawing', { ...beside('firstMs', 'Ms'), targetMs: canvas.firstTargetMs });
    line('navigation to every title readable in view at 100%', beside('readableMs', 'Ms'));
    for (const [view, prefix] of [
      ['the fitted view', 'fitted'],
      ['100%', 'near'],
    ])
      line(`frames per second of a 1.5 s drag in ${view}, and its longest task`, {
        ...beside(`${prefix}Fps`, 'Fps'),
        targetFps: prefix === 'fitted' ? canvas.panTargetFps : undefined,
        consoleLongestTaskMs: median(of('console', `${prefix}LongestTaskMs`)),
        floorLongestTaskMs: median(of('floor', `${prefix}LongestTaskMs`)),
        targetLongestTaskMs: LONGEST_TASK_TARGET_MS,
      });
    const [first] = runs.console;
    line(
      'exports, from the click to the file, and the longest task meanwhile',
      {
        svgMs: first.exportSVGMs,
        svgLongestTaskMs: Math.round(first.exportSVGLongestTaskMs),
        pngMs: first.exportPNGMs,
        pngLongestTaskMs: Math.round(first.exportPNGLongestTaskMs),
      },
      'first run',
    );
  }
} finally {
  await browser.close();
  floor.close();
  server.kill();
}
