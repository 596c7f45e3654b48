// The phases of `npm test` and `npm run test:quick`, run with their times kept in test-results/timings/ for
// `npm run test:timings`. Steps of one phase run side by side (each is one process that keeps one core busy, or
// waits); a phase's output is printed whole when it ends, so that two steps never interleave their lines.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const TIMINGS_DIR = process.env.TIMINGS_DIR ?? 'test-results/timings';

/** Runs one npm script; its output is streamed when it runs alone and kept for later when it has company. */
function runScript(script, { alone, args = [] }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) =>
      resolve({ name: [script, ...args].join(' '), ok: code === 0, ms: performance.now() - started, output }),
    );
  });
}

/**
 * Runs each phase (a list of npm scripts, or of [script, ...args]) in order, the steps of a phase side by side,
 * and stops after the first phase that fails. Writes phases.json and returns whether every step passed.
 */
export async function runPhases(command, phases) {
  // No report of an earlier run stays to be read as this one's.
  rmSync(TIMINGS_DIR, { recursive: true, force: true });
  mkdirSync(TIMINGS_DIR, { recursive: true });
  const started = performance.now();
  const steps = [];
  let ok = true;
  for (const phase of phases) {
    const alone = phase.length === 1;
    console.log(`\n▶ ${phase.map((step) => [step].flat().join(' ')).join('  ‖  ')}`);
    const results = await Promise.all(
      phase.map((step) => {
        const [script, ...args] = [step].flat();
        return runScript(script, { alone, args });
      }),
    );
    for (const result of results) {
      if (!alone) process.stdout.write(Buffer.concat(result.output));
      const beside = results.filter((other) => other !== result).map((other) => other.name);
      steps.push({
        name: result.name,
        ms: Math.round(result.ms),
        ok: result.ok,
        beside: beside.join(', ') || undefined,
      });
      console.log(`${result.ok ? '✔' : '✘'} ${result.name} (${(result.ms / 1000).toFixed(1)} s)`);
    }
    if (results.some((result) => !result.ok)) {
      ok = false;
      break;
    }
  }
  const totalMs = Math.round(performance.now() - started);
  writeFileSync(
    join(TIMINGS_DIR, 'phases.json'),
    JSON.stringify({ command, finishedAt: new Date().toISOString(), ok, totalMs, steps }, null, 2),
  );
  console.log(
    `\n${command}: ${ok ? 'passed' : 'failed'} in ${(totalMs / 1000).toFixed(0)} s (npm run test:timings tells where)`,
  );
  return ok;
}
