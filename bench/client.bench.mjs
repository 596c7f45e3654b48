// The query layer walking 1,000 models at maxResults=10 under RATE_LIMIT=60 per 10 s, against the
// theoretical minimum for that quota, and how many 429s it met.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBenchService } from './lib.mjs';
import { LARGE_REPOSITORY, makeLargeDatabase } from './make-large-db.mjs';

const MODELS = 1000;
const PAGE = 10;
const LIMIT = 60;
const WINDOW_SECONDS = 10;
const KEY = 'bench-api-key-0123456789abcdef';

const build = spawnSync(
  'npx',
  ['vite', 'build', '--ssr', 'bench/client-entry.ts', '--outDir', 'dist-bench', '--emptyOutDir'],
  {
    stdio: ['ignore', 2, 2],
  },
);
if (build.status !== 0) process.exit(1);
const { ApiClient, listModels, walkPages } = await import(
  pathToFileURL(join(process.cwd(), 'dist-bench/client-entry.js')).href
);

const dir = mkdtempSync(join(tmpdir(), 'mr-bench-client-'));
const database = join(dir, 'walk.db');
makeLargeDatabase(database, MODELS);
const { origin, server } = await startBenchService(KEY, {
  DATABASE: database,
  SEED: 'none',
  RATE_LIMIT: String(LIMIT),
  RATE_LIMIT_WINDOW: String(WINDOW_SECONDS),
});
const base = `${origin}/api/v1`;

try {
  const client = new ApiClient({ baseUrl: base, credential: { kind: 'apiKey', key: KEY } });
  let rejections = 0;
  let requests = 0;
  client.scheduler.onEvent((event) => {
    if (event.type === 'rate-limited') rejections++;
    else requests++;
  });
  const started = performance.now();
  const result = await walkPages(
    (startAt, maxResults) => listModels(client, LARGE_REPOSITORY, { startAt, maxResults }),
    { pageSize: PAGE },
  );
  const seconds = (performance.now() - started) / 1000;
  const pages = Math.ceil(MODELS / PAGE);
  // The quota admits LIMIT requests per window: the last window opens (windows - 1) windows after the first.
  const minimumSeconds = (Math.ceil(pages / LIMIT) - 1) * WINDOW_SECONDS;
  console.log(
    JSON.stringify({
      bench: 'client',
      name: `walk ${MODELS} models, maxResults=${PAGE}, RATE_LIMIT=${LIMIT}/${WINDOW_SECONDS}s`,
      items: result.items.length,
      requests,
      seconds: Number(seconds.toFixed(2)),
      theoreticalMinimumSeconds: minimumSeconds,
      overMinimum: Number((seconds / minimumSeconds - 1).toFixed(3)),
      rateLimited429s: rejections,
      windows: Math.ceil(pages / LIMIT),
    }),
  );
} finally {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}
