// Helpers shared by the benchmarks: child servers on free ports, autocannon runs, one JSON line each.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { freePort } from '../scripts/freePort.mjs';
import { extname, join } from 'node:path';
import { STORAGE_KEYS } from '../src/storageKeys.mjs';

export { freePort };

/** Starts a node script as a child and resolves once `url` answers; it stops at once (no balancer's delay). */
export async function startChild(args, env, url) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, SHUTDOWN_DELAY_SECONDS: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill();
  throw new Error(`${url} did not answer within 120 s`);
}

/** The administrator token every bench's servers take. */
export const BENCH_ADMIN = 'bench-admin-token-0123456789';

/** A console's server at a free port, for the bench's key, with `env` (UPSTREAM_URL, CONSOLE_DATABASE…). */
export async function startConsoleServer(key, env) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = await startChild(
    ['dist-server/server/main.js'],
    { PORT: String(port), ADMIN_TOKEN: BENCH_ADMIN, DEMO_API_KEY: key, ...env },
    `${origin}/api/v1/openapi.json`,
  );
  return { origin, child };
}

/**
 * The embedded service at a free port, for a key of the bench's own: by default the demo data in memory and
 * no rate limit; `settings` overrides its environment (DATABASE, SEED, RATE_LIMIT, RATE_LIMIT_WINDOW).
 */
export async function startBenchService(key, settings = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startChild(
    ['dist-server/server/main.js'],
    {
      PORT: String(port),
      DATABASE: ':memory:',
      SEED: 'demo',
      RATE_LIMIT: '0',
      DEMO_API_KEY: key,
      ADMIN_TOKEN: BENCH_ADMIN,
      // The service alone: an installation walker beside it would be load no bench asked for.
      INDEX: 'off',
      CONSOLE_DATABASE: ':memory:',
      ...settings,
    },
    `${origin}/api/v1/openapi.json`,
  );
  return { origin, server };
}

/** CPU time (user + system) a process has used so far, in ms; Linux counts it in clock ticks of 10 ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Resolves once a process has used no more than a clock tick of CPU in `quietMs`: the work it does in the
 * background (a title index built or placed in a worker thread) has ended, however long it took.
 */
export async function untilIdle(pid, { quietMs = 500, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let before = cpuMs(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const now = cpuMs(pid);
    if (now - before <= 10) return;
    before = now;
  }
  throw new Error(`process ${pid} was still busy after ${timeoutMs / 1000} s`);
}

/** The p-th percentile of sorted values. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** Milliseconds to two decimals, as every bench line gives them. */
const ms = (value) => Number(value.toFixed(2));

/** p50 and p95 of sorted times beside a floor's, named `floorName`, and the ratio of the p95s. */
export const besideFloor = (times, floor, floorName) => ({
  p50Ms: ms(percentile(times, 50)),
  p95Ms: ms(percentile(times, 95)),
  [`${floorName}P50Ms`]: ms(percentile(floor, 50)),
  [`${floorName}P95Ms`]: ms(percentile(floor, 95)),
  p95Ratio: Number((percentile(times, 95) / percentile(floor, 95)).toFixed(2)),
});

/** The median of values in any order (the upper one of an even count). */
export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * Runs autocannon against one URL (or a fresh path per request from `pathFor`) for `duration` seconds, or
 * until `amount` requests if that comes first, and returns requests/s
 * and p50/p99 latency taken from every response's own time (autocannon's histogram counts whole ms).
 * Given the server's `pid`, also the server's CPU time per answer: unlike requests/s, it does not depend
 * on how much of the machine the load generator and other processes take at the time.
 */
export async function load(url, { headers = {}, duration = 5, amount, connections = 1, pathFor, pid } = {}) {
  const requests = pathFor ? [{ setupRequest: (request) => ({ ...request, path: pathFor() }) }] : undefined;
  const times = [];
  let responses = 0;
  let lastResponse = 0;
  const started = performance.now();
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const instance = autocannon({ url, headers, duration, amount, connections, requests });
  // With `amount`, autocannon ignores `duration`: stop a slow run at `duration` all the same.
  const stop = amount ? setTimeout(() => instance.stop(), duration * 1000) : undefined;
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    responses++;
    lastResponse = performance.now();
    if (statusCode === 200) times.push(responseTime);
  });
  const result = await instance;
  clearTimeout(stop);
  const cpu = pid ? { serverCpuUsPerResponse: Math.round(((cpuMs(pid) - cpuBefore) * 1000) / responses) } : {};
  // Up to the last answer: autocannon notices that `amount` is reached only at its next 1 s tick.
  const seconds = (lastResponse - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    // Counted here: autocannon's own totals leave out the last, partial second.
    requestsPerSecond: Math.round(responses / seconds),
    latencyP50Ms: Number(percentile(times, 50).toFixed(2)),
    latencyP99Ms: Number(percentile(times, 99).toFixed(2)),
    ...cpu,
    non2xx: result.non2xx,
    errors: result.errors,
    connections,
  };
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a built bench page's directory on a free port. */
export async function serveDirectory(directory) {
  const server = createHttpServer((request, response) => {
    const file = join(directory, request.url === '/' ? 'index.html' : request.url.split('?')[0]);
    let body;
    try {
      body = readFileSync(file);
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, close: () => server.close() };
}

/**
 * Splits the answers of several clients of one identity into the service's rate-limit windows, by the count
 * the service reports (limit − X-RateLimit-Remaining): it rises within a window and starts again at the next.
 * A fall of a few is answers read out of order; a window begins where it falls by more. Answers are
 * `{ who, status, answeredAt, limit, remaining }`; a 429 belongs to the window it was refused in. Returns, per
 * window, how many requests each `who` had counted and refused.
 */
export function splitWindows(answers) {
  const windows = [];
  let current;
  let highest = 0;
  for (const answer of [...answers].sort((a, b) => a.answeredAt - b.answeredAt)) {
    if (answer.limit === undefined || answer.remaining === undefined) continue;
    const spent = answer.limit - answer.remaining;
    if (!current || spent < highest - Math.max(5, answer.limit / 10)) {
      windows.push((current = { limit: answer.limit, counted: {}, refused: {} }));
      highest = 0;
    }
    highest = Math.max(highest, spent);
    const tally = answer.status === 429 ? current.refused : current.counted;
    tally[answer.who] = (tally[answer.who] ?? 0) + 1;
  }
  return windows;
}

/**
 * Signs a browser context in as the console remembers a session for a tab, with the background index on or off,
 * before any page script runs.
 */
export async function signInContext(context, session, backgroundIndex) {
  await context.addInitScript(
    ([keys, value, indexing]) => {
      sessionStorage.setItem(keys.session, value);
      localStorage.setItem(keys.backgroundIndex, indexing);
    },
    [STORAGE_KEYS, session, backgroundIndex ? 'on' : 'off'],
  );
}

/**
 * Every long task of the page, kept from its start (an init script, registered before any script), and the
 * longest since a time of the page's clock: `window.__longestTaskSince(since)`.
 */
export const watchLongTasks = () => {
  const tasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.__longestTaskSince = (since) =>
    Math.max(0, ...tasks.filter((task) => task.start >= since).map((task) => task.duration));
};

/**
 * Frames per second while the mouse drags from `from` along `offsetAt(step)` (one step every `stepMs`, `steps`
 * of them), counted by requestAnimationFrame, and the longest task in that time (see watchLongTasks).
 */
export async function dragFrames(page, from, { steps, stepMs, offsetAt }) {
  await page.mouse.move(from.x, from.y);
  const started = await page.evaluate(() => {
    window.__frames = 0;
    window.__counting = true;
    const tick = () => {
      window.__frames++;
      if (window.__counting) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    return performance.now();
  });
  const wallStart = Date.now();
  await page.mouse.down();
  for (let step = 1; step <= steps; step++) {
    const wait = wallStart + step * stepMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const offset = offsetAt(step);
    await page.mouse.move(from.x + offset.x, from.y + offset.y);
  }
  await page.mouse.up();
  return page.evaluate((since) => {
    window.__counting = false;
    const ended = performance.now();
    return { fps: (window.__frames * 1000) / (ended - since), longestTaskMs: window.__longestTaskSince(since) };
  }, started);
}
