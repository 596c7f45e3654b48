// A throwaway PostgreSQL cluster for the tests and benchmarks of the console server's stores: Debian's own
// binaries (ensure-test-tools.mjs installs `postgresql` where it is missing), a new cluster in a temporary
// folder on a free loopback port, and nothing left behind once stopped. PostgreSQL refuses to run as root, so
// as root the cluster belongs to Debian's `postgres` user.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.mjs';

/** The newest installed PostgreSQL's bin folder, or undefined. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : undefined;
}

/** Starts a cluster; resolves with its base URL (no database name) and a stop function. */
export async function startThrowawayPostgres() {
  const bin = postgresBin();
  if (!bin)
    throw new Error(
      "The console server's store tests need Debian's postgresql: install it (sudo apt-get install -y postgresql), then run the tests again.",
    );
  const asRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(join(tmpdir(), 'console-pg-'));
  const data = join(folder, 'data');
  let uid;
  if (asRoot) {
    uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(folder, uid, Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  }
  const run = (program, args, options = {}) =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args], options]
      : [join(bin, program), args, options];
  execFileSync(
    ...run('initdb', ['-D', data, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--locale=C.UTF-8', '-N'], {
      stdio: 'ignore',
    }),
  );
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}`;
  let server;
  let postmaster;
  let exited;
  /** Starts the server on the cluster's folder and port, and waits until it accepts connections. */
  const launch = async () => {
    const [program, args] = run('postgres', [
      '-D',
      data,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${folder}`,
      // A test cluster: nothing in it needs to survive a crash of the machine.
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ]);
    server = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    exited = new Promise((resolve) => server.once('exit', resolve));
    let log = '';
    server.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
    const ready = Date.now() + 30_000;
    for (;;) {
      try {
        execFileSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q']);
        break;
      } catch {
        if (Date.now() > ready || server.exitCode !== null) {
          server.kill('SIGKILL');
          rmSync(folder, { recursive: true, force: true });
          throw new Error(`PostgreSQL did not start: ${log.trim().split('\n').pop()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    // The postmaster itself (runuser passes no signal on): SIGINT is its fast shutdown, SIGQUIT its immediate one.
    postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  };
  const signal = async (name) => {
    if (server.exitCode !== null) return;
    try {
      process.kill(postmaster, name);
    } catch {
      return;
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  await launch();
  return {
    url,
    /** Stops the server at once, as a crash would (the tests of a lost database); its folder stays. */
    kill: () => signal('SIGQUIT'),
    /** Starts it again after kill, on the same folder and port. */
    restart: launch,
    async stop() {
      await signal('SIGINT');
      if (server.exitCode === null) server.kill('SIGKILL');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
