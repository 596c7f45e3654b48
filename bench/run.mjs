// `npm run bench`: runs every bench/*.bench.mjs in turn; each prints its figures as JSON lines.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv[2];
// Build first; its output goes to stderr so that stdout carries only the benchmarks' JSON lines.
const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 2, 2] });
if (build.status !== 0) process.exit(build.status ?? 1);

let failed = false;
for (const file of readdirSync('bench')
  .filter((name) => name.endsWith('.bench.mjs'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  const result = spawnSync(process.execPath, [`bench/${file}`], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`bench/${file} failed`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
