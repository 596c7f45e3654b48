import { Worker } from 'node:worker_threads';
import {
  buildOrderPositions,
  buildTitleIndex,
  decodeTitles,
  TitleIndex,
  type TitleIndexParts,
  type TitlesJson,
} from './titleIndex.js';
import type { WaveletParts } from './waveletMatrix.js';

export type BuildJob =
  | { kind: 'index'; modelIds: Int32Array; titles: TitlesJson }
  | { kind: 'order'; modelOfSuffix: Int32Array; modelIds: Int32Array; orderIds: Int32Array };

/** Builds the title index of these models in the background. */
export async function buildInBackground(modelIds: Int32Array, titles: TitlesJson): Promise<TitleIndex> {
  const job: BuildJob = { kind: 'index', modelIds, titles };
  return new TitleIndex(await run(job, () => buildTitleIndex(modelIds, decodeTitles(titles))));
}

/** Where each suffix's model of `index` stands in an order (model ids in order), found in the background. */
export function placeInBackground(index: TitleIndex, orderIds: Int32Array): Promise<WaveletParts> {
  const { modelOfSuffix, modelIds } = index.models;
  return run({ kind: 'order', modelOfSuffix, modelIds, orderIds }, () =>
    buildOrderPositions(modelOfSuffix, modelIds, orderIds),
  );
}

/**
 * Runs a job in a worker thread: seconds of work at 100,000 models, which on the service's own thread
 * would hold up every request. Run from the TypeScript sources (the tests), there is no compiled worker to
 * start, so the job runs on this thread after the current turn.
 */
function run<T extends TitleIndexParts | WaveletParts>(job: BuildJob, here: () => T): Promise<T> {
  if (!import.meta.url.endsWith('.js')) {
    return new Promise((resolve, reject) =>
      setImmediate(() => {
        try {
          resolve(here());
        } catch (error) {
          reject(error);
        }
      }),
    );
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./buildWorker.js', import.meta.url), { workerData: job });
    // A job under way does not keep the service from stopping.
    worker.unref();
    worker.once('message', (result: T) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the title index worker stopped with code ${code}`)));
  });
}
