// `npm run test:timings`: where the last `npm test` (or `npm run test:quick`) spent its time, read from the
// reports it left in test-results/timings/: the phases, each test file, and the slowest tests of every runner.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TIMINGS_DIR } from './testPhases.mjs';

const SLOWEST = Number(process.argv[2] ?? 20);

const read = (name) => {
  const path = join(TIMINGS_DIR, name);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
};
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
/** Map.groupBy, which Node.js 20 lacks. */
function groupBy(items, keyOf) {
  const groups = new Map();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
const relative = (path) => path.replace(`${process.cwd()}/`, '');

/** Every test of a Playwright JSON report, with its file and how long its runs took. */
function playwrightTests(report, runner) {
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        tests.push({
          runner: test.projectName ? `${runner}:${test.projectName}` : runner,
          file: spec.file,
          title: [...titles, spec.title].join(' › '),
          ms: test.results.reduce((sum, result) => sum + result.duration, 0),
          status: test.results.at(-1)?.status ?? 'skipped',
        });
    for (const child of suite.suites ?? []) walk(child, suite.file === child.file ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites) walk(suite, []);
  return tests;
}

/** Every test of a vitest JSON report. */
function vitestTests(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      runner: 'vitest',
      file: relative(file.name),
      title: test.fullName,
      ms: test.duration ?? 0,
      status: test.status,
    })),
  );
}

const phases = read('phases.json');
const tests = [
  ...(read('vitest.json') ? vitestTests(read('vitest.json')) : []),
  ...(read('chromium.json') ? playwrightTests(read('chromium.json'), 'chromium') : []),
  ...(read('engines.json') ? playwrightTests(read('engines.json'), 'engines') : []),
];
if (!phases && tests.length === 0) {
  console.error(`No timings in ${TIMINGS_DIR}: run npm test (or npm run test:quick) first.`);
  process.exit(1);
}

if (phases) {
  console.log(`Phases of \`${phases.command}\` (${phases.finishedAt}), wall clock; side by side where a step says so:`);
  for (const step of phases.steps)
    console.log(
      `${seconds(step.ms)} s  ${step.name}${step.ok ? '' : '  (failed)'}${step.beside ? `  ‖ ${step.beside}` : ''}`,
    );
  console.log(`${seconds(phases.totalMs)} s  total`);
  console.log('');
}

const byRunner = groupBy(tests, (test) => test.runner);
console.log('Tests per runner (time summed over tests; a runner with workers takes less wall time):');
for (const [runner, list] of byRunner) {
  const counts = groupBy(list, (test) => test.status);
  const summary = [...counts].map(([status, of]) => `${of.length} ${status}`).join(', ');
  console.log(`${seconds(list.reduce((sum, test) => sum + test.ms, 0))} s  ${runner}: ${summary}`);
}
console.log('');

const byFile = [...groupBy(tests, (test) => `${test.runner} ${test.file}`)]
  .map(([file, list]) => ({ file, ms: list.reduce((sum, test) => sum + test.ms, 0), count: list.length }))
  .sort((a, b) => b.ms - a.ms);
console.log(`The ${SLOWEST} slowest files:`);
for (const file of byFile.slice(0, SLOWEST)) console.log(`${seconds(file.ms)} s  ${file.file} (${file.count})`);
console.log('');

console.log(`The ${SLOWEST} slowest tests:`);
for (const test of [...tests].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST))
  console.log(`${seconds(test.ms)} s  ${test.runner} ${test.file} › ${test.title}`);
