// The unit tests' order: vitest's own (each project's files together, the larger first, or the slower first where a
// run of this checkout was cached), with the long poles first within each project. A fresh clone has no cache, so
// vitest started the 72-second walker file among the last of the service files, and the phase waited on it alone:
// 282 s where its files took 436 CPU-s on two workers (CI, 2026-11-29). Measured here without a cache: 239 s
// in vitest's order (the walker file started at 150 s), 226 s in this one (it started at 97 s).
import { BaseSequencer } from 'vitest/node';

/** Files that take 7 s or more on their own, slowest first (`npm run test:timings` tells): they start first. */
const LONG_POLES = [
  'server/console/installation/walker.test.ts',
  'src/api/client.test.ts',
  'server/main.test.ts',
  'server/console/keySchedule/twoInstances.test.ts',
  'src/search/indexer.test.ts',
  'src/search/neighbour.test.ts',
  'server/service/routes/modelOrder.test.ts',
  'server/console/installation/databaseLoss.test.ts',
  'server/console/production/production.test.ts',
  'server/console/people/signIn.test.ts',
  'server/console/production/shutdown.test.ts',
  'src/api/scheduler.test.ts',
  'server/console/keySchedule/keySchedule.test.ts',
  'src/api/unusualService.test.ts',
  'src/search/watchQuery.test.ts',
];

export class LongPolesFirst extends BaseSequencer {
  async sort(files) {
    const sorted = await super.sort(files);
    const rank = (file) => {
      const at = LONG_POLES.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return at === -1 ? LONG_POLES.length : at;
    };
    const byProject = new Map();
    for (const file of sorted) byProject.set(file.project.name, [...(byProject.get(file.project.name) ?? []), file]);
    return [...byProject.values()].flatMap((group) => [...group].sort((a, b) => rank(a) - rank(b)));
  }
}
