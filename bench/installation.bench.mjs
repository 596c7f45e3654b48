// The installation index on the console's server (server/console/installation), four figures, one JSON line each:
//   1. title search over HTTP at 100,000 models, p50 and p95, on SQLite and on PostgreSQL, beside the service's
//      own title filter on the same titles (the floor: the one search there was before);
//   1b. a Prometheus scrape of /metrics at those 100,000 models, beside a readiness probe of the same server;
//   2. the walk of 10,000 models against the fewest rate windows its requests could take at its share;
//   3. from a new browser's sign-in (the key sent on the sign-in page) to its first Ctrl+K answer against a walked
//      installation, Ctrl+K pressed once the first page's list shows, beside that sign-in to the list (the floor:
//      what every sign-in waits for); and the same from a bookmark of the 10,000-model list, the session kept.
// Every query is distinct (no answer is served twice), and the index is filled as its walker fills it.
import { chromium } from '@playwright/test';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mergeModels, indexedModel } from '../dist-server/common/indexedShapes.js';
import { IndexStore } from '../dist-server/server/console/installation/indexStore.js';
import { createSchema } from '../dist-server/server/console/consoleDatabase.js';
import { openSqlEngine } from '../dist-server/server/console/database/sql.js';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/browsers.mjs';
import { startThrowawayPostgres } from '../scripts/postgres.mjs';
import {
  BENCH_ADMIN,
  besideFloor,
  percentile,
  signInContext,
  startBenchService,
  startConsoleServer as startServer,
} from './lib.mjs';
import { cachedLargeDatabase, LARGE_REPOSITORY } from './make-large-db.mjs';

const KEY = 'bench-installation-key-0123456789';
const ADMIN = BENCH_ADMIN;
const QUERIES = 400;
const SCRAPES = 40;

/** A console's server with the bench's key, and `env`. */
const startConsoleServer = (env) => startServer(KEY, env);

/** Distinct queries: pieces of real titles, from three characters to two words. */
function queriesFrom(titles, count) {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const queries = new Set();
  while (queries.size < count) {
    const words = titles[Math.floor(random() * titles.length)].split(/\s+/);
    const start = Math.floor(random() * words.length);
    const piece = random() < 0.5 ? words[start] : words.slice(start, start + 2).join(' ');
    const cut = piece.slice(0, 3 + Math.floor(random() * Math.max(1, piece.length - 2)));
    if (cut.length >= 3) queries.add(cut.toLowerCase());
  }
  return [...queries];
}

/** Sequential answers' times, in ms, sorted: one request at a time, as a person types. */
async function timeAll(urls, headers) {
  const times = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Fills an index as the walker's list phase does: every model page, its titles merged in. */
async function fillTitles(index, serviceOrigin) {
  await index.saveRepository({
    uuid: LARGE_REPOSITORY,
    name: 'Benchmark repository',
    languages: [],
    listedAt: Date.now(),
  });
  const walked = [];
  for (let startAt = 0; ; startAt += 500) {
    const page = await (
      await fetch(
        `${serviceOrigin}/api/v1/repositories/${LARGE_REPOSITORY}/models?fields=titles&startAt=${startAt}&maxResults=500`,
        {
          headers: { 'x-api-key': KEY },
        },
      )
    ).json();
    walked.push(...page.data.flatMap((model) => indexedModel(LARGE_REPOSITORY, model) ?? []));
    if (startAt + 500 >= page.total) break;
  }
  await index.applyModels(LARGE_REPOSITORY, mergeModels([], walked, true));
  return walked;
}

const folder = mkdtempSync(join(tmpdir(), 'installation-bench-'));
const postgres = await startThrowawayPostgres();
const children = [];
try {
  // 1. Title search at 100,000 models.
  const large = cachedLargeDatabase(100_000);
  const service = await startBenchService(KEY, { DATABASE: large.path, SEED: 'none' });
  children.push(service.server);
  for (const engine of ['sqlite', 'postgres']) {
    const location = engine === 'sqlite' ? join(folder, 'console.db') : `${postgres.url}/postgres`;
    const database = await openSqlEngine(location);
    await createSchema(database);
    const fillStarted = performance.now();
    const walked = await fillTitles(new IndexStore(database), service.origin);
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    await database.close();
    // Before the service, with no walker of its own (no INDEX_API_KEY): the index as filled, answering.
    const server = await startConsoleServer({ UPSTREAM_URL: `${service.origin}/api/v1`, CONSOLE_DATABASE: location });
    children.push(server.child);
    const titles = walked.flatMap((model) => Object.values(model.titles));
    const queries = queriesFrom(titles, QUERIES * 2);
    const headers = { 'x-api-key': KEY };
    // The caller's check is made once and kept (AUTH_CACHE_SECONDS): not what a search waits for.
    await fetch(`${server.origin}/console-api/v1/index`, { headers });
    const index = await timeAll(
      queries
        .slice(0, QUERIES)
        .map((q) => `${server.origin}/console-api/v1/index/titles?q=${encodeURIComponent(q)}&limit=20`),
      headers,
    );
    const floor = await timeAll(
      queries
        .slice(QUERIES)
        .map(
          (q) =>
            `${service.origin}/api/v1/repositories/${LARGE_REPOSITORY}/models?fields=titles&maxResults=20&filter=${encodeURIComponent(q)}`,
        ),
      headers,
    );
    console.log(
      JSON.stringify({
        bench: 'installation.titleSearch',
        engine,
        models: walked.length,
        titles: titles.length,
        queries: QUERIES,
        ...besideFloor(index, floor, 'serviceFilter'),
        fillSeconds: Number(fillSeconds.toFixed(1)),
      }),
    );
    // A Prometheus scrape of the same server, whose index figures count every model per repository, beside a
    // readiness probe (the floor: one query of the same database, and the service asked once).
    const scrapes = await timeAll(
      Array.from({ length: SCRAPES }, () => `${server.origin}/metrics`),
      {},
    );
    const probes = await timeAll(
      Array.from({ length: SCRAPES }, () => `${server.origin}/readyz`),
      {},
    );
    console.log(
      JSON.stringify({
        bench: 'installation.metricsScrape',
        engine,
        models: walked.length,
        scrapes: SCRAPES,
        ...besideFloor(scrapes, probes, 'readiness'),
      }),
    );
    server.child.kill();
  }
  service.server.kill();

  // 2. The walk at 10,000 models, at its share of a limit with short windows.
  const medium = cachedLargeDatabase(10_000);
  const copy = join(folder, 'models-10000.db');
  copyFileSync(medium.path, copy);
  const windowSeconds = 10;
  const limit = 3000;
  const share = 50;
  const started = Date.now();
  const walkServer = await startConsoleServer({
    DATABASE: copy,
    SEED: 'none',
    RATE_LIMIT: String(limit),
    RATE_LIMIT_WINDOW: String(windowSeconds),
    INDEX_SHARE: String(share),
    CONSOLE_DATABASE: join(folder, 'walk.db'),
  });
  children.push(walkServer.child);
  let status;
  for (;;) {
    status = await (
      await fetch(`${walkServer.origin}/console-api/v1/index`, { headers: { authorization: `Bearer ${ADMIN}` } })
    ).json();
    if (status.walk?.lastCycleEndedAt) break;
    if (Date.now() - started > 30 * 60_000) throw new Error('the walk of 10,000 models took over 30 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const elapsedSeconds =
    (Date.parse(status.walk.lastCycleEndedAt) -
      Date.parse(status.walk.cycleStartedAt ?? new Date(started).toISOString())) /
    1000;
  const walkSeconds = (Date.parse(status.walk.lastCycleEndedAt) - started) / 1000;
  const budget = Math.floor((limit * share) / 100);
  const fewestWindows = Math.ceil(status.walk.requests / budget);
  const windows = Math.ceil(walkSeconds / windowSeconds);
  console.log(
    JSON.stringify({
      bench: 'installation.walk',
      models: status.coverage.models,
      modelsRead: status.coverage.modelsRead,
      requests: status.walk.requests,
      limitPerWindow: limit,
      windowSeconds,
      sharePercent: share,
      seconds: Number(walkSeconds.toFixed(1)),
      cycleSeconds: Number(elapsedSeconds.toFixed(1)),
      windows,
      fewestWindows,
      ratio: Number((windows / fewestWindows).toFixed(2)),
    }),
  );

  // 3. A new browser's sign-in to its first Ctrl+K answer, against that walked installation.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const session = JSON.stringify({
    baseUrl: `${walkServer.origin}/api/v1`,
    credential: { kind: 'apiKey', key: KEY },
    remember: false,
  });
  const title = (
    await (
      await fetch(
        `${walkServer.origin}/api/v1/repositories/${LARGE_REPOSITORY}/models?fields=titles&maxResults=40&startAt=5000`,
        {
          headers: { 'x-api-key': KEY },
        },
      )
    ).json()
  ).data.map((model) => Object.values(model.titles)[0].title);
  /** Ctrl+K on a page that shows its list, `title` typed: when its first answer showed. */
  const firstAnswerAt = async (page, title) => {
    await page.keyboard.press('Control+K');
    await page.getByRole('textbox', { name: 'Jump to' }).fill(title);
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page
      .getByRole('option', { name: new RegExp(`^${escaped}`) })
      .first()
      .waitFor();
    return performance.now();
  };
  // As a person does: the key typed on the sign-in page and sent; the first page shows (the floor), then Ctrl+K.
  const signIn = { answer: [], list: [] };
  // And a bookmark opened in a new browser with the session kept: the 10,000-model list, a heavier first page.
  const deepLink = { answer: [], list: [] };
  for (let run = 0; run < 10; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${walkServer.origin}/sign-in`);
    await page.getByLabel(/^API key/).fill(KEY);
    const began = performance.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('table', { name: 'Repositories' }).getByRole('link').first().waitFor();
    signIn.list.push(performance.now() - began);
    signIn.answer.push((await firstAnswerAt(page, title[2 * run])) - began);
    await context.close();
  }
  for (let run = 0; run < 10; run++) {
    const context = await browser.newContext();
    await signInContext(context, session, true);
    const page = await context.newPage();
    const began = performance.now();
    await page.goto(`${walkServer.origin}/repositories/${LARGE_REPOSITORY}`);
    await page.getByRole('table', { name: 'Models' }).locator('tbody tr').first().waitFor();
    deepLink.list.push(performance.now() - began);
    deepLink.answer.push((await firstAnswerAt(page, title[2 * run + 1])) - began);
    await context.close();
  }
  await browser.close();
  for (const times of [signIn.answer, signIn.list, deepLink.answer, deepLink.list]) times.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      bench: 'installation.firstCtrlK',
      models: status.coverage.models,
      runs: signIn.answer.length,
      signInToAnswerP50Ms: Math.round(percentile(signIn.answer, 50)),
      signInToAnswerMaxMs: Math.round(signIn.answer.at(-1)),
      signInToListP50Ms: Math.round(percentile(signIn.list, 50)),
      ratio: Number((percentile(signIn.answer, 50) / percentile(signIn.list, 50)).toFixed(2)),
      deepLinkToAnswerP50Ms: Math.round(percentile(deepLink.answer, 50)),
      deepLinkToListP50Ms: Math.round(percentile(deepLink.list, 50)),
    }),
  );
} finally {
  for (const child of children) child.kill();
  await postgres.stop();
  if (existsSync(folder)) rmSync(folder, { recursive: true, force: true });
}
