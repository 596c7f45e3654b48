// `npm start`: builds the console and the service when their output is missing or older than the
// sources, then serves both (see `npm run serve` for the variables).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};
const stale = (output, sources) => !existsSync(output) || statSync(output).mtimeMs < Math.max(...sources.map(newest));

const steps = [
  [
    'build:server',
    stale('dist-server/server/main.js', ['server', 'common', 'tsconfig.server.json', 'package-lock.json']),
  ],
  [
    'build:console',
    stale('dist/index.html', ['src', 'common', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']),
  ],
];
// The builds speak only when they fail: the last lines a person sees are the server's (URL, credentials, how to stop).
for (const [script, needed] of steps) {
  if (!needed) continue;
  console.log(`npm start: npm run ${script} (quiet unless it fails)…`);
  const result = spawnSync('npm', ['run', '--silent', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(`npm start: npm run ${script} failed`);
    process.exit(result.status ?? 1);
  }
}

// People sign in at once: through the demo identity provider inside the server, unless an organisation's is named.
const identity = process.env.IDENTITY || (process.env.OIDC_ISSUER ? '' : 'demo');
const server = spawn(process.execPath, ['dist-server/server/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, ...(identity ? { IDENTITY: identity } : {}) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
