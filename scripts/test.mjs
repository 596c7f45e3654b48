// `npm test`, every check, as CI runs it; `npm run test:quick`, the edit-test loop: the same checks with one
// smoke journey per browser engine. `npm run test:timings` then tells where the time went.
import { runPhases } from './testPhases.mjs';

const quick = process.argv[2] === 'quick';
const engines = quick ? ['test:e2e:engines', '--grep', 'sign in'] : ['test:e2e:engines'];
const chromium = quick ? ['test:e2e:chromium', 'e2e/smoke.spec.ts'] : ['test:e2e:chromium'];
const phases = [
  // The console's type check beside the build (the service is type-checked by its build: tsc emits only what
  // checks, so nothing is parsed twice for it) and the tools: one core each for about half a minute.
  ['typecheck:console', { inOrder: ['build', 'test:tools'] }],
  // The unit tests leave part of a core idle while they wait out real rate-limit windows; lint (one core, about a
  // minute) fills it: 231 s side by side where they took 192 s and, beside the type check, 77 s one after another.
  ['test:unit', 'lint'],
  // Each keeps both cores busy: side by side, the unit tests' real-time windows and the WebKit journeys timed out.
  [engines],
  [chromium],
];
process.exit((await runPhases(quick ? 'npm run test:quick' : 'npm test', phases)) ? 0 : 1);
