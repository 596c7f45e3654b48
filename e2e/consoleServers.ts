import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../scripts/freePort.mjs';
import { E2E_ADMIN_TOKEN, serviceUnderTest } from '../playwright.config';

export interface ConsoleServer {
  origin: string;
  child: ChildProcess;
  /** Everything it printed. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * `npm run serve` (its command, without npm in between) on `port` with `env`, once it says it serves: everything it
 * prints is kept, and a server that exits first fails with what it said.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ConsoleServer> {
  const child = spawn(process.execPath, ['dist-server/server/main.js'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk) => (printed += chunk));
  child.stderr!.on('data', (chunk) => (printed += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    // Within a hook's minute: a start that hangs fails with what the server said so far, not a bare timeout.
    const waited = setTimeout(
      () => reject(new Error(`the server on port ${port} did not say it serves within 55 s: ${printed.trim()}`)),
      55_000,
    );
    // Once said, never looked for again: the output keeps growing while the server serves.
    const check = () => {
      if (!printed.includes('Stop with Ctrl+C.')) return;
      clearTimeout(waited);
      child.stdout!.off('data', check);
      resolve();
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(waited);
      reject(new Error(`the server on port ${port} exited with ${code}: ${printed.trim()}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    output: () => printed,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * A server with an installation index, for the journeys that need one of their own: the demo data in memory, the
 * e2e credentials, and whatever `env` adds (CONSOLE_DATABASE, UPSTREAM_URL…).
 */
export async function startConsoleServer(env: Record<string, string> = {}): Promise<ConsoleServer> {
  const port = await freePort();
  const { env: served } = serviceUnderTest({ port, rateLimit: 100_000, windowSeconds: 60, index: true });
  return startServer(port, { ...served, INDEX_SHARE: '100', ...env });
}

/**
 * Starts every service a suite's workers use at once, for its global setup; the function it returns stops them.
 * Playwright's `webServer` list starts one after another, and each seeds the demo data for 2.5 s.
 */
export async function startServices(services: { port: number; env: Record<string, string> }[]) {
  const started = await Promise.allSettled(services.map(({ port, env }) => startServer(port, env)));
  const stopAll = () =>
    Promise.all(started.flatMap((result) => (result.status === 'fulfilled' ? [result.value.stop()] : [])));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return async () => void (await stopAll());
}

/** The installation index's state, as the administrator asks its server. */
export async function indexStatus(origin: string): Promise<any> {
  const response = await fetch(`${origin}/console-api/v1/index`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  return response.json();
}

/** Waits until the server has walked its installation whole at least once (after `after`, if given). */
export async function walked(origin: string, { after = 0, timeoutMs = 120_000 } = {}): Promise<any> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = await indexStatus(origin).catch(() => undefined);
    const ended = status?.walk?.lastCycleEndedAt ? Date.parse(status.walk.lastCycleEndedAt) : 0;
    if (ended > after) return status;
    if (Date.now() > until)
      throw new Error(`the installation was not walked in ${timeoutMs} ms: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
