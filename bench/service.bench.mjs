// The service's model lists at 10,000 and 100,000 models, beside a bare fastify route answering a page of
// the same size and shape: one request at a time (latency) and 20 at once (throughput). Cached pages
// repeat one URL; uncached ones never repeat a URL (random offsets and directions, filter terms cut from
// real titles), so every answer is computed.
import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, load, percentile, startChild, untilIdle } from './lib.mjs';
import { parseQuery } from '../dist-server/server/service/http/queryParams.js';
import { MODEL_LIST } from '../dist-server/server/service/routes/models.js';
import { createStores } from '../dist-server/server/service/store/index.js';
import { LANGUAGES } from '../dist-server/server/service/seed/demo.js';
import { openDatabase } from '../dist-server/server/service/store/database.js';
import { ALL_USERS_GROUP } from '../dist-server/common/groups.js';
import { buildOrderPositions, buildTitleIndex } from '../dist-server/server/service/store/titleSearch/titleIndex.js';
import { cachedLargeDatabase, LARGE_REPOSITORY } from './make-large-db.mjs';

const KEY = 'bench-api-key-0123456789abcdef';
const SIZES = [10_000, 100_000];
const CONNECTIONS = [1, 20];
const REQUESTS = 12_000;
const headers = { 'x-api-key': KEY };

/** A small deterministic generator, so that every run asks the same questions. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Paths that are never repeated: `make` is asked again until it gives one not seen before. */
function distinct(make) {
  const seen = new Set();
  return () => {
    for (let attempt = 0; attempt < 10_000; attempt++) {
      const path = make();
      if (!seen.has(path)) {
        seen.add(path);
        return path;
      }
    }
    throw new Error(`no new path after ${seen.size} distinct ones`);
  };
}

/** Real titles, a seventh of them. */
function sampleTitles(databasePath) {
  const db = new Database(databasePath, { readonly: true });
  const titles = db.prepare('SELECT title FROM model_titles WHERE model_id % 7 = 0').pluck().all();
  db.close();
  return titles;
}

/**
 * Filter terms as people type them: a word, part of a word, or two words of a real title. There are a
 * few thousand of them, so a run asks for each several times, at other pages and in other directions.
 */
function filterTerms(titles) {
  const next = random(7);
  const pick = (items) => items[Math.floor(next() * items.length)];
  return () => {
    const words = pick(titles)
      .split(/[\s()–-]+/)
      .filter((word) => word.length >= 3);
    const word = pick(words);
    const kind = next();
    if (kind < 0.4 || words.length < 2) return word;
    if (kind < 0.7) {
      const start = Math.floor(next() * (word.length - 2));
      return word.slice(start, start + 3 + Math.floor(next() * (word.length - start - 2)));
    }
    const at = words.indexOf(word);
    return at + 1 < words.length ? `${word} ${words[at + 1]}` : `${words[at - 1]} ${word}`;
  };
}

/** Terms never asked before: three to twelve characters cut anywhere from a real title. */
function newFilterTerms(titles) {
  const next = random(11);
  return distinct(() => {
    const title = titles[Math.floor(next() * titles.length)];
    const length = Math.min(title.length, 3 + Math.floor(next() * 10));
    const start = Math.floor(next() * (title.length - length + 1));
    return title.slice(start, start + length);
  });
}

/** A page of a repository's models in English title order, asked of the stores as the list route asks. */
const titleList = (models, repositoryId, parameters) =>
  models.list(
    repositoryId,
    parseQuery(MODEL_LIST, { sortBy: 'titles.title', fields: 'titles', ...parameters }),
    LANGUAGES.en.uuid,
  );

/**
 * What a write costs the reads after it, in the service's own stores (no HTTP): a draft is created and
 * accepted into the large repository, then a title page is read (the floor: the same page read again) and
 * a filter on titles not asked before, while the title index is built again (the floor: the same filter
 * through SQLite's trigram index, as before the index, in stores that do not index).
 */
async function pagesAfterWrites(databasePath, nextTerm, writes = 30) {
  const db = openDatabase(databasePath);
  const stores = createStores(db);
  const unindexed = createStores(db, { minimumIndexed: Infinity });
  const repository = stores.repositories.resolve(LARGE_REPOSITORY);
  const drafts = stores.repositories.resolve('draft');
  const language = LANGUAGES.en.uuid;
  stores.languages.attach(drafts.id, language, true, 0);
  const page = (models) => titleList(models, repository.id, { startAt: '5000', maxResults: '10' });
  const timed = (run) => {
    const started = performance.now();
    run();
    return performance.now() - started;
  };
  const filtered = (models, filter) => titleList(models, repository.id, { filter, filterFields: 'titles' });
  const after = [];
  const again = [];
  const write = [];
  const filteredAfter = [];
  const throughSqlite = [];
  page(stores.models);
  filtered(stores.models, 'order');
  await stores.models.titleIndexesBuilt();
  // No turn of the event loop in between: the index of the new version is not built during the writes.
  for (let n = 0; n < writes; n++) {
    write.push(
      timed(() => {
        const draft = stores.drafts.create(drafts.id, new Set([language]), {
          modelType: 'GENERAL_MODEL',
          titles: { [language]: { title: `Written during the bench ${n}` } },
        });
        stores.drafts.accept(drafts.id, draft.uuid, repository.id, ALL_USERS_GROUP);
      }),
    );
    after.push(timed(() => page(stores.models)));
    again.push(timed(() => page(stores.models)));
    const term = nextTerm();
    filteredAfter.push(timed(() => filtered(stores.models, term)));
    // Those stores read the repository again after the write (not timed), as they would after any other.
    page(unindexed.models);
    throughSqlite.push(timed(() => filtered(unindexed.models, term)));
  }
  db.close();
  const p50 = (times) =>
    Number(
      percentile(
        times.sort((a, b) => a - b),
        50,
      ).toFixed(3),
    );
  return {
    writes,
    writeP50Ms: p50(write),
    pageAfterWriteP50Ms: p50(after),
    samePageAgainP50Ms: p50(again),
    filterAfterWriteP50Ms: p50(filteredAfter),
    sameFilterThroughSqliteP50Ms: p50(throughSqlite),
  };
}

/**
 * How long the service takes, in its own stores (no HTTP), to have the large repository's titles indexed
 * after a first filter on them, and then placed in the title order after the next; and the size of the
 * index and of one order's placement. Filters are answered through SQLite meanwhile.
 */
async function titleIndexReady(databasePath) {
  const db = openDatabase(databasePath);
  const stores = createStores(db);
  const repository = stores.repositories.resolve(LARGE_REPOSITORY);
  const filtered = (filter) => titleList(stores.models, repository.id, { filter, filterFields: 'titles' });
  filtered('order');
  const started = performance.now();
  await stores.models.titleIndexesBuilt();
  const indexed = performance.now();
  filtered('review');
  await stores.models.titleIndexesBuilt();
  const placed = performance.now();
  // The same index built here, to weigh its arrays and text (a string of one byte per character here).
  const rows = db
    .prepare("SELECT id, titles_json FROM models WHERE repository_id = ? AND status <> 'ARCHIVED'")
    .raw()
    .all(repository.id);
  const parts = buildTitleIndex(
    Int32Array.from(rows, (row) => row[0]),
    rows.map((row) => row[1]),
  );
  const order = buildOrderPositions(
    parts.modelOfSuffix,
    parts.modelIds,
    Int32Array.from(rows, (row) => row[0]),
  );
  const arrays = [parts.modelIds, parts.suffixes, parts.modelOfSuffix, parts.previousOfModel.levels];
  const bytes = arrays.reduce((sum, array) => sum + array.byteLength, parts.text.length);
  db.close();
  return {
    indexSeconds: Number(((indexed - started) / 1000).toFixed(2)),
    placedSeconds: Number(((placed - indexed) / 1000).toFixed(2)),
    indexMegabytes: Math.round(bytes / 1e6),
    orderMegabytes: Math.round(order.levels.byteLength / 1e6),
  };
}

const line = (fields) => console.log(JSON.stringify({ bench: 'service', ...fields }));
const results = {};
const databases = { seconds: {}, reused: {} };
const dir = mkdtempSync(join(tmpdir(), 'mr-bench-'));

try {
  for (const size of SIZES) {
    const made = cachedLargeDatabase(size);
    databases.seconds[size] = made.seconds;
    databases.reused[size] = made.reused;
    // The service runs on a copy: it adds its demo key, and the cached file stays as made.
    const database = join(dir, `bench-${size}.db`);
    copyFileSync(made.path, database);
    const ready = await titleIndexReady(database);
    line({ models: size, name: 'title index ready', ...ready });
    results[`index|${size}`] = ready;

    const barePort = await freePort();
    const models = `/api/v1/repositories/${LARGE_REPOSITORY}/models`;
    const languages = [LANGUAGES.en.uuid, LANGUAGES.de.uuid];
    const titles = sampleTitles(database);
    const term = filterTerms(titles);
    const next = random(size);
    // A fresh service for each run: its response cache starts empty, and a run's paths are distinct.
    const titlePage = () =>
      `${models}?fields=titles&sortBy=titles.title&sortLanguage=${languages[Math.floor(next() * 2)]}` +
      `&ascending=${next() < 0.5}&startAt=${Math.floor(next() * size)}&maxResults=10`;
    const filteredPage = (nextTerm) => () =>
      `${models}?fields=titles&sortBy=titles.title&filterFields=titles&filter=${encodeURIComponent(nextTerm())}` +
      `&ascending=${next() < 0.5}&startAt=${10 * Math.floor(next() * 5)}&maxResults=10`;
    const scenarios = [
      { name: 'cached title page', paths: () => () => `${models}?fields=titles&sortBy=titles.title&startAt=5000` },
      // At most REQUESTS of them per run, so that a fast run does not run out of distinct paths.
      { name: 'uncached title pages', paths: () => distinct(titlePage), amount: REQUESTS },
      { name: 'uncached filtered pages', paths: () => distinct(filteredPage(term)), amount: REQUESTS, filtered: true },
      // Every request a term not asked before: nothing known about the filter helps.
      {
        name: 'uncached filtered pages, new terms',
        paths: () => filteredPage(newFilterTerms(titles)),
        amount: REQUESTS,
        filtered: true,
      },
    ];
    const withService = async (run) => {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const service = await startChild(
        ['dist-server/server/main.js'],
        {
          PORT: String(port),
          DATABASE: database,
          SEED: 'none',
          RATE_LIMIT: '0',
          DEMO_API_KEY: KEY,
          ADMIN_TOKEN: 'bench-admin-token-0123456789',
          // The service alone: an installation walker would walk all 100,000 models beside the measurement.
          INDEX: 'off',
          CONSOLE_DATABASE: ':memory:',
        },
        `${origin}/api/v1/openapi.json`,
      );
      try {
        return await run(origin, service.pid);
      } finally {
        service.kill();
        await new Promise((resolve) => service.once('exit', resolve));
      }
    };

    const pageFile = join(dir, 'page.json');
    await withService(async (origin) => {
      const page = await fetch(`${origin}${models}?fields=titles&sortBy=titles.title`, { headers });
      writeFileSync(pageFile, await page.text());
    });
    const bare = await startChild(
      ['bench/bare-fastify.mjs'],
      { PORT: String(barePort), PAGE_FILE: pageFile },
      `http://127.0.0.1:${barePort}/bare`,
    );
    try {
      for (const connections of CONNECTIONS) {
        const floorUrl = `http://127.0.0.1:${barePort}/bare`;
        await load(floorUrl, { duration: 1, connections });
        const floor = await load(floorUrl, { connections, pid: bare.pid });
        line({ models: size, name: 'bare fastify route (floor)', ...floor });
        for (const scenario of scenarios) {
          let besideFloor;
          const result = await withService(async (origin, pid) => {
            const pathFor = scenario.paths();
            if (scenario.filtered) {
              // A first filter starts the title index, the next places it in the title order; both are
              // built in the background (timed above), so the run waits until the service is idle after each.
              await fetch(`${origin}${pathFor()}`, { headers });
              await untilIdle(pid);
              await fetch(`${origin}${pathFor()}`, { headers });
              await untilIdle(pid);
            }
            // The first page of each order reads that order from its index once (most of a second at 100k,
            // which a short warm-up can leave to the measured run): read every one the runs ask for first.
            for (const language of languages) {
              await fetch(
                `${origin}${models}?fields=titles&sortBy=titles.title&sortLanguage=${language}&maxResults=1`,
                { headers },
              );
            }
            // Warm-up (uncached too).
            await load(origin, { headers, duration: 0.5, connections, pathFor });
            // The floor again, right before and for about as long: this virtual machine has slow stretches of
            // a few seconds, and a ratio should not depend on whether the floor or the scenario fell into one.
            besideFloor = await load(floorUrl, { connections, pid: bare.pid, duration: 1 });
            return load(origin, { headers, connections, pathFor, amount: scenario.amount, pid });
          });
          const floorBeside = {
            floorRequestsPerSecond: besideFloor.requestsPerSecond,
            floorServerCpuUsPerResponse: besideFloor.serverCpuUsPerResponse,
          };
          line({ models: size, name: scenario.name, ...result, ...floorBeside });
          results[`${scenario.name}|${size}|${connections}`] = { ...result, ...floorBeside };
        }
      }
    } finally {
      bare.kill();
    }
    const writes = await pagesAfterWrites(database, newFilterTerms(titles));
    line({ models: size, name: 'title page after a write', ...writes });
    results[`writes|${size}`] = writes;
  }

  const at = (name, size, connections) => results[`${name}|${size}|${connections}`];
  const figures = {};
  for (const [key, name] of [
    ['title', 'uncached title pages'],
    ['filtered', 'uncached filtered pages'],
    ['newTerm', 'uncached filtered pages, new terms'],
  ]) {
    figures[`${key}P50Ms100k`] = at(name, 100_000, 1).latencyP50Ms;
    const loaded = at(name, 100_000, 20);
    figures[`${key}VsFloorAt20Connections100k`] = Number(
      (loaded.requestsPerSecond / loaded.floorRequestsPerSecond).toFixed(3),
    );
    // Requests/s a whole core would give, as a share of the floor's: the same comparison, free of noise.
    figures[`${key}CpuVsFloorAt20Connections100k`] = Number(
      (loaded.floorServerCpuUsPerResponse / loaded.serverCpuUsPerResponse).toFixed(3),
    );
    figures[`${key}GrowthP50From10kTo100k`] = Number(
      (at(name, 100_000, 1).latencyP50Ms / at(name, 10_000, 1).latencyP50Ms).toFixed(2),
    );
  }
  figures.titleIndexSeconds100k = results['index|100000'].indexSeconds;
  figures.titleIndexPlacedSeconds100k = results['index|100000'].placedSeconds;
  figures.titleIndexMegabytes100k = results['index|100000'].indexMegabytes;
  figures.titleIndexOrderMegabytes100k = results['index|100000'].orderMegabytes;
  figures.pageAfterWriteP50Ms100k = results['writes|100000'].pageAfterWriteP50Ms;
  figures.pageAfterWriteVsSamePageAgain100k = Number(
    (results['writes|100000'].pageAfterWriteP50Ms / results['writes|100000'].samePageAgainP50Ms).toFixed(2),
  );
  figures.filterAfterWriteP50Ms100k = results['writes|100000'].filterAfterWriteP50Ms;
  figures.filterAfterWriteVsSqlite100k = Number(
    (results['writes|100000'].filterAfterWriteP50Ms / results['writes|100000'].sameFilterThroughSqliteP50Ms).toFixed(2),
  );
  line({
    name: 'summary',
    databaseSeconds: databases.seconds,
    databaseReused: databases.reused,
    ...figures,
    targets: { p50Ms: 5, vsFloorAt20Connections: 0.25, growth: 2 },
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
