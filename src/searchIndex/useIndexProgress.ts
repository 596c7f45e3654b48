import { useIndexDatabase, useLive } from './useLive';
import { useIndexUnavailable } from './availability';
import { coverage, readProgress, type IndexProgress } from './progress';

/** The index's progress, live: counts, the walk's status, Pause and Rebuild. */
export function useIndexProgress(): IndexProgress | undefined {
  return useLive(readProgress, []);
}

/** How complete the index's answers are, in words ("from 312 of 540 models indexed so far"); nothing once complete. */
export function useIndexCoverage(): string | undefined {
  return coverage(useIndexProgress(), useIndexUnavailable());
}

/** Pause, Resume and Rebuild, obeyed by whichever tab walks. */
export function useIndexControls() {
  const db = useIndexDatabase();
  return {
    pause: () => void db.updateControl({ paused: true }),
    resume: () => void db.updateControl({ paused: false }),
    rebuild: () => void db.updateControl({ rebuildRequested: true, paused: false }),
  };
}
