// `npm test`, every check, as CI runs it; `npm run test:quick`, the edit-test loop: the same checks with one
// smoke journey per browser engine. `npm run test:timings` then tells where the time went.
import { runPhases } from './testPhases.mjs';

const quick = process.argv[2] === 'quick';
const engines = quick ? ['test:e2e:engines', '--grep', 'sign in'] : ['test:e2e:engines'];
const chromium = quick ? ['test:e2e:chromium', 'e2e/smoke.spec.ts'] : ['test:e2e:chromium'];
const phases = [
  // The console's type check beside the build (the service is type-checked by its build: tsc emits only what
  // checks, so nothing is parsed twice for it) and the service tests' tools: one core each for about half a minute.
  ['typecheck:console', { inOrder: ['build', ['test:tools', 'server']] }],
  // The unit tests, which leave a third of the cores idle while they wait out real rate-limit windows, beside the
  // browsers' installation where they are missing (a fresh machine: apt-get, at the lowest priority, mostly
  // waiting on downloads and the disk), which took 88 s of the first phase's time after the build.
  ['test:unit', ['test:tools', 'browsers']],
  // Each keeps both cores busy: side by side, the unit tests' real-time windows and the WebKit journeys timed out.
  [engines],
  [chromium],
];
// Lint (type-aware, one core for about 95 s) runs on idle time from the start: beside the unit tests as a phase
// of its own it took their idle third and more, 246-260 s where they take 177 alone, and the engines' journeys
// leave a fifth of the cores idle too.
const background = ['lint'];
process.exit((await runPhases(quick ? 'npm run test:quick' : 'npm test', phases, { background })) ? 0 : 1);
