// The phases of `npm test` and `npm run test:quick`, run with their times kept in test-results/timings/ for
// `npm run test:timings`. Steps of one phase run side by side (each is one process that keeps one core busy, or
// waits); a phase's output is printed whole when it ends, so that two steps never interleave their lines.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const TIMINGS_DIR = process.env.TIMINGS_DIR ?? 'test-results/timings';

/**
 * Runs one npm script; its output is streamed when it runs alone and kept for later when it has company. A step in
 * the background runs at the lowest priority (`nice`), on what the phases leave of the cores.
 */
function runScript(script, { alone, args = [], background = false }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const npm = ['npm', 'run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])];
    const [command, ...commandArgs] = background ? ['nice', '-n', '19', ...npm] : npm;
    const child = spawn(command, commandArgs, {
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

/** A lane of a phase: one step (an npm script, or [script, ...args]), or steps one after another ({ inOrder }). */
const stepsOf = (lane) => lane.inOrder ?? [lane];
const nameOf = (step) => [step].flat().join(' ');

/** Runs a lane's steps in order, up to the first that fails. */
async function runLane(lane, alone) {
  const results = [];
  for (const step of stepsOf(lane)) {
    const [script, ...args] = [step].flat();
    const result = await runScript(script, { alone, args });
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

/** What a step's result says in phases.json. */
const reportOf = (result, beside) => ({
  name: result.name,
  ms: Math.round(result.ms),
  ok: result.ok,
  beside: beside.join(', ') || undefined,
});

/**
 * Runs each phase (a list of lanes) in order, the lanes of a phase side by side, and stops after the first phase
 * that fails; the steps of `background` (npm scripts) run from the start to wherever they finish, beside every
 * phase but on idle time only. Writes phases.json and returns whether every step passed.
 */
export async function runPhases(command, phases, { background = [] } = {}) {
  // No report of an earlier run stays to be read as this one's.
  rmSync(TIMINGS_DIR, { recursive: true, force: true });
  mkdirSync(TIMINGS_DIR, { recursive: true });
  const started = performance.now();
  const steps = [];
  if (background.length > 0) console.log(`\n▶ in the background, on idle time: ${background.join(', ')}`);
  const behind = background.map((script) => runScript(script, { alone: false, background: true }));
  let ok = true;
  for (const phase of phases) {
    // A lane alone runs one step at a time: its output is streamed.
    const alone = phase.length === 1;
    console.log(`\n▶ ${phase.map((lane) => stepsOf(lane).map(nameOf).join(' → ')).join('  ‖  ')}`);
    const lanes = await Promise.all(phase.map((lane) => runLane(lane, alone)));
    const results = lanes.flat();
    for (const result of results) {
      if (!alone) process.stdout.write(Buffer.concat(result.output));
      const beside = lanes
        .filter((lane) => !lane.includes(result))
        .flat()
        .map((other) => other.name);
      steps.push(reportOf(result, beside));
      console.log(`${result.ok ? '✔' : '✘'} ${result.name} (${(result.ms / 1000).toFixed(1)} s)`);
    }
    if (results.some((result) => !result.ok)) {
      ok = false;
      break;
    }
  }
  for (const result of await Promise.all(behind)) {
    process.stdout.write(Buffer.concat(result.output));
    steps.push(reportOf(result, ['the phases, on idle time']));
    console.log(`${result.ok ? '✔' : '✘'} ${result.name} (${(result.ms / 1000).toFixed(1)} s, in the background)`);
    ok &&= result.ok;
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
