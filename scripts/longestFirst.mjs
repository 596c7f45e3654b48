import { BaseSequencer } from 'vitest/node';

/**
 * The test files that take longest, most of it waiting out real rate-limit windows, leases and timeouts, in the
 * order they are started (seconds from the last fresh-clone run's timings). Started first, they wait beside the
 * rest on two workers; by vitest's order (the console's files, then the service's, and within each the larger
 * file first) the walker's 48 s began two minutes in, and the phase waited on it alone: 192 s.
 */
const LONGEST = [
  'server/installation/walker.test.ts', // 48
  'src/api/client.test.ts', // 36
  'server/main.test.ts', // 23
  'src/search/neighbour.test.ts', // 20
  'src/search/indexer.test.ts', // 20
  'server/installation/databaseLoss.test.ts', // 15
  'server/routes/modelOrder.test.ts', // 15
];

/** @param {import('vitest/node').TestSpecification} spec */
const rank = (spec) => {
  const at = LONGEST.findIndex((file) => spec.moduleId.endsWith(file));
  return at === -1 ? LONGEST.length : at;
};

/** Longest first across both projects, then vitest's own order (its cached durations, else file sizes). */
export default class LongestFirst extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map(({ spec }) => spec);
  }
}
