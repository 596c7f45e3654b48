// `npm start`: builds the console and the service when their output is missing or older than the
// sources, then serves both (see `npm run serve` for the variables).
import { spawn } from 'node:child_process';
import { buildWhereStale } from './freshBuild.mjs';

// The builds speak only when they fail: the last lines a person sees are the server's (URL, credentials, how to stop).
buildWhereStale('npm start', ['build:server', 'build:console']);

// People sign in at once: through the demo identity provider inside the server, unless an organisation's is named.
const identity = process.env.IDENTITY || (process.env.OIDC_ISSUER ? '' : 'demo');
// A person at a terminal reads the short lines the server prints, not its JSON log of every request (LOG_LEVEL).
// The server runs in a process group of its own, so that one Ctrl+C reaches it once (forwarded from here): a second
// signal stops it at once, without finishing its requests.
const server = spawn(process.execPath, ['dist-server/server/main.js'], {
  stdio: 'inherit',
  detached: true,
  env: { LOG_LEVEL: 'warn', ...process.env, ...(identity ? { IDENTITY: identity } : {}) },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
