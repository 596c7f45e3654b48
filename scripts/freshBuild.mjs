// Builds the service and the console when their output is missing or older than their sources, quietly unless a
// build fails: for `npm start`, and for the commands that run the built server's code (`npm run audit:verify`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};
const stale = (output, sources) => !existsSync(output) || statSync(output).mtimeMs < Math.max(...sources.map(newest));

const BUILDS = {
  'build:server': () =>
    stale('dist-server/server/main.js', ['server', 'common', 'tsconfig.server.json', 'package-lock.json']),
  'build:console': () =>
    stale('dist/index.html', ['src', 'common', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']),
};

/** Runs each of the builds named whose output is stale; a failed build prints its output and ends the process. */
export function buildWhereStale(command, scripts) {
  for (const script of scripts) {
    if (!BUILDS[script]()) continue;
    console.log(`${command}: npm run ${script} (quiet unless it fails)…`);
    const result = spawnSync('npm', ['run', '--silent', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) {
      process.stdout.write(result.stdout ?? '');
      process.stderr.write(result.stderr ?? '');
      console.error(`${command}: npm run ${script} failed`);
      process.exit(result.status ?? 1);
    }
  }
}
