// Builds a title index, or places its models in an order, off the service's thread, which keeps answering.
import { parentPort, workerData } from 'node:worker_threads';
import type { BuildJob } from './build.js';
import { buildOrderPositions, buildTitleIndex, decodeTitles } from './titleIndex.js';

const job = workerData as BuildJob;
if (job.kind === 'index') {
  const parts = buildTitleIndex(job.modelIds, decodeTitles(job.titles));
  // modelOfSuffix is shared memory: posting it shares it.
  const arrays = [parts.modelIds, parts.suffixes, parts.previousOfModel.levels, parts.previousOfModel.starts];
  parentPort!.postMessage(
    parts,
    arrays.map((array) => array.buffer as ArrayBuffer),
  );
} else {
  const positions = buildOrderPositions(job.modelOfSuffix, job.modelIds, job.orderIds);
  parentPort!.postMessage(positions, [positions.levels.buffer as ArrayBuffer, positions.starts.buffer as ArrayBuffer]);
}
