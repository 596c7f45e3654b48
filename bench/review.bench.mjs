// The draft review in Chromium on the production build of its code (bench/review):
// 1. The comparison of two 5,000-vertex canvases, about a tenth changed (vertices removed, added, given another
//    symbol, moved; edges rewired), cold and median, beside a floor (both sides indexed and read once).
// 2. The checklist over the largest demo draft against its target, and over the 5,000-vertex canvas as a draft,
//    beside a floor (one pass over the same vertices and edges, and every description text sanitised once).
// Every input is read from the demo service over HTTP, as the review reads it.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/browsers.mjs';
import { median as medianOf, serveDirectory, startBenchService } from './lib.mjs';

const KEY = 'bench-api-key-0123456789abcdef';
const ENTERPRISE = '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e01';
const HUGE_MODEL = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c03';
const RUNS = 15;
const round = (value, digits = 1) => Number(value.toFixed(digits));

const built = spawnSync('npx', ['vite', 'build', '--config', 'bench/review/vite.config.mjs'], {
  stdio: ['ignore', 2, 2],
});
if (built.status !== 0) process.exit(1);
const { origin, server } = await startBenchService(KEY);
const get = async (path) => {
  const response = await fetch(`${origin}/api/v1${path}`, { headers: { 'x-api-key': KEY } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
};
const all = async (path) => {
  const items = [];
  for (let startAt = 0; ; startAt += 100) {
    const page = await get(`${path}${path.includes('?') ? '&' : '?'}startAt=${startAt}&maxResults=100`);
    items.push(...page.data);
    if (items.length >= page.total || page.data.length === 0) return items;
  }
};
/** A canvas with its symbols, as the review loads it. */
async function canvasWithSymbols(repository, model) {
  const canvas = await get(`/repositories/${repository}/models/${model}/canvas`);
  const symbols = [];
  for (const id of new Set(canvas.vertices.map((v) => v.symbol)))
    symbols.push([id, await get(`/repositories/${repository}/symbols/${id}?projection=ALL`)]);
  return { canvas, symbols };
}

// A deterministic tenth of changes: every 50th vertex removed, the next given another symbol (another title), the
// next moved; 100 vertices added; every 100th edge rewired.
function revise({ canvas, symbols }) {
  const uuid = (n) => `eeeeeeee-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const ids = new Map(canvas.vertices.map((v, n) => [v.uuid, uuid(n)]));
  const removed = new Set(canvas.vertices.filter((_, n) => n % 50 === 0).map((v) => v.uuid));
  const newSymbols = [];
  const vertices = canvas.vertices.flatMap((v, n) => {
    if (removed.has(v.uuid)) return [];
    if (n % 50 === 1) {
      const symbol = uuid(100_000 + n);
      const [, original] = symbols.find(([id]) => id === v.symbol);
      newSymbols.push([
        symbol,
        {
          ...original,
          uuid: symbol,
          titles: Object.fromEntries(
            Object.entries(original.titles ?? {}).map(([l, t]) => [l, { ...t, title: `${t.title} (revised)` }]),
          ),
        },
      ]);
      return [{ ...v, uuid: ids.get(v.uuid), symbol }];
    }
    return [{ ...v, uuid: ids.get(v.uuid), x: n % 50 === 2 ? v.x + 37 : v.x }];
  });
  const right = Math.max(...canvas.vertices.map((v) => v.x + v.width)) + 200;
  for (let n = 0; n < 100; n++)
    vertices.push({
      uuid: uuid(200_000 + n),
      symbol: symbols[n % symbols.length][0],
      x: right + (n % 10) * 160,
      y: Math.floor(n / 10) * 100,
      width: 120,
      height: 60,
    });
  // Rewired to a vertex on both canvases that the edge's start does not lead to already.
  const kept = canvas.vertices.filter((v) => !removed.has(v.uuid)).map((v) => v.uuid);
  const joined = new Set(canvas.edges.map((e) => `${e.fromVertex}>${e.toVertex}`));
  let rewired = 0;
  const edges = canvas.edges
    .filter((e) => !removed.has(e.fromVertex) && !removed.has(e.toVertex))
    .map((e, n) => {
      let to = e.toVertex;
      if (n % 100 === 0) {
        const other = kept[(n * 7) % kept.length];
        if (other !== e.fromVertex && other !== e.toVertex && !joined.has(`${e.fromVertex}>${other}`)) {
          to = other;
          rewired++;
        }
      }
      return {
        ...e,
        uuid: `${e.uuid.slice(0, 24)}${String(n).padStart(12, '0')}`,
        fromVertex: ids.get(e.fromVertex),
        toVertex: ids.get(to),
      };
    });
  const made = {
    'vertex-removed': removed.size,
    'vertex-added': 100,
    'vertex-changed': newSymbols.length + canvas.vertices.filter((v, n) => n % 50 === 2 && !removed.has(v.uuid)).length,
    'edge-rewired': rewired,
  };
  return { canvas: { ...canvas, vertices, edges }, symbols: [...symbols, ...newSymbols], made };
}

const site = await serveDirectory('dist-bench/review');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${site.port}/`);
await page.waitForFunction(() => document.title === 'ready');
const languages = await all(`/repositories/${ENTERPRISE}/languages`);
const english = languages.find((l) => l.defaultLanguage).uuid;
const summary = (times, floors) => {
  const median = medianOf(times);
  const floor = medianOf(floors);
  return {
    coldMs: round(times[0]),
    medianMs: round(median),
    floorMedianMs: round(floor, 2),
    ratio: round(median / Math.max(floor, 0.01), 1),
  };
};

// 1. The comparison.
const huge = await canvasWithSymbols(ENTERPRISE, HUGE_MODEL);
const revised = revise(huge);
{
  const result = await page.evaluate(
    ([base, draft, language, runs]) => window.diff(base, draft, language, runs),
    [huge, revised, english, RUNS],
  );
  console.log(
    JSON.stringify({
      bench: 'review.diff',
      name: `compare two ${huge.canvas.vertices.length}-vertex canvases, about a tenth changed (median of ${RUNS})`,
      vertices: huge.canvas.vertices.length,
      edges: huge.canvas.edges.length,
      changesMade: revised.made,
      changesFound: result.changes,
      ...summary(result.times, result.floors),
      target: 'under 200 ms',
    }),
  );
}

// 2. The checklist: the largest demo draft against Enterprise Process Library, and the 5,000-vertex canvas as a draft.
{
  const drafts = await all('/repositories/draft/models?projection=ALL');
  let largest;
  for (const draft of drafts) {
    const drawn = await canvasWithSymbols('draft', draft.uuid);
    if (!largest || drawn.canvas.vertices.length > largest.drawn.canvas.vertices.length) largest = { draft, drawn };
  }
  const descriptions = await all(`/repositories/draft/models/${largest.draft.uuid}/descriptions`);
  const titleMatches = [];
  for (const value of Object.values(largest.draft.titles)) {
    const filter = value.title.replace(/[\\*]/g, (c) => `\\${c}`);
    titleMatches.push(
      ...(
        await get(
          `/repositories/${ENTERPRISE}/models?fields=titles&filterFields=titles&maxResults=50&filter=${encodeURIComponent(filter)}`,
        )
      ).data,
    );
  }
  const target = { uuid: ENTERPRISE, name: 'Enterprise Process Library', languages };
  const subject = (draft, drawn, descriptionList) => ({
    draftId: draft.uuid,
    draft,
    canvas: drawn.canvas,
    symbols: drawn.symbols,
    descriptions: descriptionList,
    target,
    titleMatches,
    similar: { hits: [] },
  });
  const hugeDescriptions = await all(`/repositories/${ENTERPRISE}/models/${HUGE_MODEL}/descriptions`);
  const hugeModel = await get(`/repositories/${ENTERPRISE}/models/${HUGE_MODEL}?projection=ALL`);
  for (const [name, input] of [
    [
      `the largest demo draft (${largest.drawn.canvas.vertices.length} vertices, ${descriptions.length} descriptions)`,
      subject(largest.draft, largest.drawn, descriptions),
    ],
    [
      `a ${huge.canvas.vertices.length}-vertex draft (${hugeDescriptions.length} descriptions)`,
      subject(hugeModel, huge, hugeDescriptions),
    ],
  ]) {
    const result = await page.evaluate(([value, runs]) => window.checklist(value, runs), [input, RUNS]);
    console.log(
      JSON.stringify({
        bench: 'review.checklist',
        name: `checklist over ${name} (median of ${RUNS})`,
        verdict: result.verdict,
        ...summary(result.times, result.floors),
      }),
    );
  }
}

await browser.close();
site.close();
server.kill();
