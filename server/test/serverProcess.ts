import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The server as `npm run serve` starts it. */
export const MAIN = 'dist-server/server/main.js';
/** The server as `npm start` starts it (without npm in between). */
export const START = 'scripts/start.mjs';

/** npm test builds first; a bare `vitest run` builds the server here. */
export function ensureServerBuilt(): void {
  if (!existsSync(MAIN)) spawnSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { stdio: 'inherit' });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Where it listens, as it printed it. */
  origin: string;
  /** What it has printed so far (standard output). */
  printed: () => string;
  /** What it has printed so far on standard error. */
  warned: () => string;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
}

/**
 * The real server in a process of its own (`script`: MAIN, or START), resolved once it says it serves; one that
 * exits first, or says nothing of the kind within `timeoutMs`, fails with what it printed. A SIGTERM stops it
 * without the balancer's delay, unless `env` names SHUTDOWN_DELAY_SECONDS.
 */
export function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 55_000,
  script = MAIN,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, SHUTDOWN_DELAY_SECONDS: '0', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not serve within ${timeoutMs} ms; it printed:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    // Once said, never looked for again: the output keeps growing while the server serves.
    const check = () => {
      const origin = /Model Repository Console: (http:\/\/[^/\s]+)\//.exec(stdout)?.[1];
      if (!origin || !stdout.includes('Stop with Ctrl+C.')) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      resolve({ child, origin, printed: () => stdout, warned: () => stderr, exited });
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}; it printed:\n${stdout}\n${stderr}`));
    });
  });
}
