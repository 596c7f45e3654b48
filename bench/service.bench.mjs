// Service throughput and latency on a repository of 10,000 models, beside a bare fastify route.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, load, startChild } from './lib.mjs';
import { LARGE_REPOSITORY, makeLargeDatabase } from './make-large-db.mjs';

const KEY = 'bench-api-key-0123456789abcdef';
const dir = mkdtempSync(join(tmpdir(), 'mr-bench-'));
const database = join(dir, 'bench.db');
const started = performance.now();
makeLargeDatabase(database);
const seedSeconds = (performance.now() - started) / 1000;

const servicePort = await freePort();
const barePort = await freePort();
const base = `http://127.0.0.1:${servicePort}/api/v1`;
const service = await startChild(
  ['dist-server/server/main.js'],
  { PORT: String(servicePort), DATABASE: database, SEED: 'none', RATE_LIMIT: '0', DEMO_API_KEY: KEY, ADMIN_TOKEN: 'bench-admin-token-0123456789' },
  `${base}/openapi.json`,
);
const bare = await startChild(['bench/bare-fastify.mjs'], { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/bare`);

try {
  const headers = { 'x-api-key': KEY };
  const models = `${base}/repositories/${LARGE_REPOSITORY}/models`;
  // The ceiling drifts between runs on a shared 2-core machine: measure it before and after, use the mean.
  const bareUrl = `http://127.0.0.1:${barePort}/bare`;
  const ceilingBefore = await load('bare fastify route (ceiling, before)', bareUrl);
  await load('GET /repositories', `${base}/repositories`, headers);
  await load('model page, fields=titles&sortBy=titles.title', `${models}?fields=titles&sortBy=titles.title&startAt=5000`, headers);
  const filtered = await load(
    'filtered sorted model list, filter=order&fields=titles&sortBy=titles.title',
    `${models}?fields=titles&filter=order&sortBy=titles.title&startAt=20`,
    headers,
  );
  // Every request a page not asked for before: the cost of the queries themselves, without the cache.
  const modelsPath = new URL(models).pathname;
  await load('uncached model pages, fields=titles&sortBy=titles.title (distinct startAt each)', models, headers, {
    warmUp: false,
    pathFor: (n) => `${modelsPath}?fields=titles&sortBy=titles.title&maxResults=10&startAt=${(n * 7) % 10_000}`,
  });
  await load('uncached filtered sorted lists (distinct filter each)', models, headers, {
    warmUp: false,
    pathFor: (n) => `${modelsPath}?fields=titles&sortBy=titles.title&filter=${['order', 'supplier', 'budget', 'incident'][n % 4]}&startAt=${n}`,
  });
  const ceilingAfter = await load('bare fastify route (ceiling, after)', bareUrl);
  const ceiling = (ceilingBefore.requestsPerSecond + ceilingAfter.requestsPerSecond) / 2;
  console.log(
    JSON.stringify({
      bench: 'service',
      name: 'summary',
      models: 10_000,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      ceilingRequestsPerSecond: Math.round(ceiling),
      filteredSortedVsBare: Number((filtered.requestsPerSecond / ceiling).toFixed(3)),
      target: 0.4,
    }),
  );
} finally {
  service.kill();
  bare.kill();
  rmSync(dir, { recursive: true, force: true });
}
