import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { icuCatalogues } from './scripts/icuCatalogues.mjs';
import { LongPolesFirst } from './scripts/longPolesFirst.mjs';
import { TIMINGS_DIR } from './scripts/testPhases.mjs';
import { vendorImportTrims } from './scripts/vendorImportTrims.mjs';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig(({ mode }) => ({
  plugins: [react(), icuCatalogues(), vendorImportTrims()],
  // The catalogues are parsed at build time (scripts/icuCatalogues.mjs): the page needs the formatter only. The
  // tests keep the parser, with which the catalogue test reads the catalogues.
  resolve: {
    alias:
      mode === 'test'
        ? []
        : [
            {
              find: '@formatjs/icu-messageformat-parser',
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
  },
  server: { proxy: { '/api': API_TARGET, '/console-api': API_TARGET } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Everything the first page needs in one chunk: split by which lazy pages share them, the same modules came
    // as twenty small files that compress worse (200.7 KB gzip instead of 194.8 for the sign-in page).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first-page', tags: ['$initial'] }] } } },
  },
  test: {
    // A file for each core: vitest's default leaves one core idle (a single file at a time on two cores, 283 s
    // where this takes 111 s). Four files at a time were no faster (108–136 s): the files that wait out real
    // rate-limit windows also keep a core busy while they walk the demo data.
    maxWorkers: availableParallelism(),
    // Threads start and load a file's modules sooner than processes: 232 s where forks took 248 (95 files).
    pool: 'threads',
    // The slowest files start first within their project, so that none is left running alone at the end.
    sequence: { sequencer: LongPolesFirst },
    // Every test's time, for `npm run test:timings`.
    reporters: ['default', 'json'],
    outputFile: { json: `${TIMINGS_DIR}/vitest.json` },
    projects: [
      {
        extends: true,
        test: {
          name: 'service',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          // A worker keeps the modules it loaded from one service file to the next rather than loading fastify and
          // the stores anew for each (every file starts its own app on a database of its own): 176 s where isolated
          // files took 200, and 235 CPU-s where they took 298. Not the console's: its files share globals (fake
          // IndexedDB, timers) that some of them time against, and they failed in another file's wake.
          isolate: false,
          // The console server's stores are tested on a real PostgreSQL too.
          globalSetup: ['server/test/postgresSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'console',
          include: ['src/**/*.test.{ts,tsx}'],
          // A DOM only where a test names it (`// @vitest-environment jsdom`): setting up jsdom took longer than
          // most of the logic tests that ran in it.
          environment: 'node',
          setupFiles: ['src/test/setup.ts'],
          // The query layer's tests wait out real rate-limit windows.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
