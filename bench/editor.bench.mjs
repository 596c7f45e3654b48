// The editor (issue "Model in the browser") at 2,000 and 5,000 vertices, the demo's large models, in Chromium on the
// production build, beside the viewer's own figures on the same model in the same run: the frames per second and
// the longest task while one vertex is dragged, and while every vertex is dragged together, beside the viewer's
// pan; an undo of that move of every vertex, from the key to the next frame; and on the server, a change kept
// (one step appended to an edit of the 5,000-vertex model) beside a floor that does the least such a keep needs
// (a bare fastify route that parses the step and rewrites the same working copy in SQLite). One JSON line each.
import { chromium } from '@playwright/test';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/browsers.mjs';
import {
  besideFloor,
  dragFrames,
  freePort,
  median,
  signInContext,
  startBenchService,
  untilIdle,
  watchLongTasks,
} from './lib.mjs';

const KEY = 'bench-api-key-0123456789abcdef';
const ENTERPRISE = '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e01';
const CANVASES = [
  { model: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c02', vertices: 2000, runs: 3 },
  { model: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c03', vertices: 5000, runs: 3 },
];
const KEEPS = 200;
const DRAG = { steps: 60, stepMs: 25, stepPx: 6 };
const TARGETS = { oneFps: 50, allFps: 30, undoMs: 100, keptP95Ms: 1000, longestTaskMs: 200 };

const { origin, server } = await startBenchService(KEY, { INDEX: 'on', INDEX_SHARE: '100' });
// The installation's first walk is work the editor does not wait for: measured once it has ended.
await untilIdle(server.pid, { quietMs: 1500, timeoutMs: 300_000 });
const headers = { 'x-api-key': KEY, 'content-type': 'application/json' };
const consoleApi = async (path, init = {}) => {
  const response = await fetch(`${origin}/console-api/v1${path}`, {
    headers: init.body ? headers : { 'x-api-key': KEY },
    ...init,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
};
const beginEdit = async (model) =>
  (await consoleApi('/edits', { method: 'POST', body: JSON.stringify({ repositoryId: ENTERPRISE, modelId: model }) }))
    .edit;

/** A change kept by the server: one step after another, each a move of another vertex (no answer is cached). */
async function keeps(model) {
  const edit = await beginEdit(model);
  const vertices = edit.working.canvas.vertices;
  const times = [];
  let seq = edit.seq;
  for (let n = 0; n < KEEPS; n++) {
    const step = { direction: 'do', command: { kind: 'move', vertices: [vertices[n].uuid], dx: 20, dy: 0 } };
    const started = performance.now();
    ({ seq } = await consoleApi(`/edits/${edit.uuid}/steps`, {
      method: 'POST',
      body: JSON.stringify({ holder: 'bench-window-0001', after: seq, steps: [step] }),
    }));
    times.push(performance.now() - started);
  }
  await consoleApi(`/edits/${edit.uuid}`, { method: 'DELETE' });
  return { times: times.sort((a, b) => a - b), working: edit.working };
}

/** The floor of a keep: a bare route that parses the step and rewrites the same working copy in SQLite. */
async function floorKeeps(working) {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE edits (uuid TEXT PRIMARY KEY, working TEXT NOT NULL, seq INTEGER NOT NULL)');
  db.prepare('INSERT INTO edits VALUES (?, ?, 0)').run('e', JSON.stringify(working));
  const update = db.prepare('UPDATE edits SET working = ?, seq = seq + 1 WHERE uuid = ?');
  const app = Fastify({ logger: false });
  app.post('/keep', async (request) => {
    const copy = JSON.parse(db.prepare('SELECT working FROM edits WHERE uuid = ?').get('e').working);
    update.run(JSON.stringify(copy), 'e');
    return { seq: request.body.after + 1 };
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const times = [];
  for (let n = 0; n < KEEPS; n++) {
    const body = JSON.stringify({
      after: n,
      steps: [{ direction: 'do', command: { kind: 'move', vertices: [String(n)] } }],
    });
    const started = performance.now();
    await (await fetch(`http://127.0.0.1:${port}/keep`, { method: 'POST', headers, body })).json();
    times.push(performance.now() - started);
  }
  await app.close();
  return times.sort((a, b) => a - b);
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const session = JSON.stringify({
  baseUrl: `${origin}/api/v1`,
  credential: { kind: 'apiKey', key: KEY },
  remember: false,
});

/** Frames per second while the mouse drags from `from` for 1.5 s, out only (see dragFrames). */
const drag = (page, from) =>
  dragFrames(page, from, {
    steps: DRAG.steps,
    stepMs: DRAG.stepMs,
    // Not back: a drag that ended where it began would move nothing (and the grid snaps small moves away).
    offsetAt: (step) => ({ x: step * DRAG.stepPx, y: step * (DRAG.stepPx / 2) }),
  });

/** The middle of a vertex drawn near the middle of the frame. */
const vertexNearMiddle = (page) =>
  page.evaluate(() => {
    const pane = document.querySelector('.react-flow__pane').getBoundingClientRect();
    const middle = { x: pane.left + pane.width / 2, y: pane.top + pane.height / 2 };
    let best;
    for (const node of document.querySelectorAll('.react-flow__node')) {
      const box = node.getBoundingClientRect();
      const at = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      const distance = Math.hypot(at.x - middle.x, at.y - middle.y);
      if (!best || distance < best.distance) best = { ...at, distance };
    }
    return best;
  });

async function openPage(url) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await signInContext(context, session, false);
  await context.addInitScript(watchLongTasks);
  const page = await context.newPage();
  await page.goto(url);
  const drawn = () =>
    document.querySelector('.canvas-picture')?.width > 0 || document.querySelectorAll('.react-flow__node').length > 0;
  await page.waitForFunction(drawn, null, { timeout: 180_000, polling: 'raf' }).catch(async (error) => {
    throw new Error(`${url} drew nothing: ${(await page.locator('main').innerText()).slice(0, 300)}`, { cause: error });
  });
  // Opened: from navigation to the first drawing, and the longest task meanwhile.
  const opened = await page.evaluate(() => ({ ms: performance.now(), longestTaskMs: window.__longestTaskSince(0) }));
  // Near enough to read: the view zoomed in on its middle, where the vertices are elements in the viewer too.
  await page.getByRole('button', { name: '100%', exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('.react-flow__node').length > 0, null, {
    timeout: 60_000,
  });
  await page.waitForTimeout(800);
  return { page, context, opened };
}

/** The viewer's pan of the same model at the same zoom: what the editor's drags stand beside. */
async function viewerRun(model) {
  const { page, context, opened } = await openPage(`${origin}/repositories/${ENTERPRISE}/models/${model}`);
  const box = await page.locator('.react-flow__pane').boundingBox();
  const pan = await drag(page, { x: box.x + 30, y: box.y + 30 });
  await context.close();
  return { ...pan, opened };
}

async function editorRun(model, vertices) {
  const edit = await beginEdit(model);
  const { page, context, opened } = await openPage(`${origin}/edits/${edit.uuid}`);
  const announced = page.getByTestId('editor-announcement');
  /** What the editor said last: each measured step is checked to have done what it measures. */
  const said = async (wanted) => {
    await page
      .waitForFunction(
        (text) => document.querySelector('[data-testid="editor-announcement"]')?.textContent === text,
        wanted,
        { timeout: 30_000 },
      )
      .catch(async () => {
        throw new Error(`the editor said "${await announced.innerText()}", not "${wanted}"`);
      });
  };
  const one = await drag(page, await vertexNearMiddle(page));
  await said('Moved 1 vertex');
  const canvas = page.getByTestId('editor-canvas');
  await canvas.focus();
  await page.keyboard.press('Control+a');
  await said(`All ${vertices.toLocaleString('en-US')} vertices selected`);
  await page.waitForTimeout(500);
  const all = await drag(page, await vertexNearMiddle(page));
  await said(`Moved ${vertices.toLocaleString('en-US')} vertices`);
  const undo = await page.evaluate(async () => {
    const frame = document.querySelector('[data-testid="editor-canvas"]');
    const since = performance.now();
    frame.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true }));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return { ms: performance.now() - since, longestTaskMs: window.__longestTaskSince(since) };
  });
  await said(`Undone: move of ${vertices.toLocaleString('en-US')} vertices`);
  await context.close();
  await consoleApi(`/edits/${edit.uuid}`, { method: 'DELETE' });
  return { one, all, undo, opened };
}

const line = (name, fields) => console.log(JSON.stringify({ bench: 'editor', name, ...fields }));
const round = (value) => Math.round(value * 10) / 10;

try {
  const kept = await keeps(CANVASES[1].model);
  const floor = await floorKeeps(kept.working);
  line(`5000 vertices: a change kept by the server (${KEEPS} steps, each a move of another vertex)`, {
    ...besideFloor(kept.times, floor, 'bareFastifySqlite'),
    targetP95Ms: TARGETS.keptP95Ms,
  });
  for (const canvas of CANVASES) {
    await editorRun(canvas.model, canvas.vertices); // Unmeasured: the first load of the model and its symbols.
    const editor = [];
    const viewer = [];
    for (let n = 0; n < canvas.runs; n++) {
      editor.push(await editorRun(canvas.model, canvas.vertices));
      viewer.push(await viewerRun(canvas.model));
    }
    const viewerFps = round(median(viewer.map((run) => run.fps)));
    const of = (pick) => round(median(editor.map(pick)));
    for (const [what, pick, target] of [
      ['one vertex dragged', (run) => run.one, TARGETS.oneFps],
      [`all ${canvas.vertices} vertices selected and dragged`, (run) => run.all, TARGETS.allFps],
    ])
      line(`${canvas.vertices} vertices: frames per second while ${what}, zoomed in (median of ${canvas.runs})`, {
        editorFps: of((run) => pick(run).fps),
        viewerPanFps: viewerFps,
        ratio: Number((of((run) => pick(run).fps) / viewerFps).toFixed(2)),
        targetFps: target,
        editorLongestTaskMs: of((run) => pick(run).longestTaskMs),
        viewerLongestTaskMs: round(median(viewer.map((run) => run.longestTaskMs))),
        targetLongestTaskMs: TARGETS.longestTaskMs,
        runsFps: editor.map((run) => round(pick(run).fps)),
      });
    line(`${canvas.vertices} vertices: navigation to the first drawing, fitted (median of ${canvas.runs})`, {
      editorMs: of((run) => run.opened.ms),
      viewerMs: round(median(viewer.map((run) => run.opened.ms))),
      ratio: Number((of((run) => run.opened.ms) / median(viewer.map((run) => run.opened.ms))).toFixed(2)),
      editorLongestTaskMs: of((run) => run.opened.longestTaskMs),
      viewerLongestTaskMs: round(median(viewer.map((run) => run.opened.longestTaskMs))),
    });
    line(
      `${canvas.vertices} vertices: an undo of the move of every vertex, key to the next frame (median of ${canvas.runs})`,
      {
        undoMs: of((run) => run.undo.ms),
        undoLongestTaskMs: of((run) => run.undo.longestTaskMs),
        targetMs: TARGETS.undoMs,
        runsMs: editor.map((run) => round(run.undo.ms)),
      },
    );
  }
} finally {
  await browser.close();
  server.kill();
}
