import { useIndexDatabase, useLive } from './useLive';
import { readProgress, type IndexProgress } from './progress';

/** The index's progress, live: counts, the walk's status, Pause and Rebuild. */
export function useIndexProgress(): IndexProgress | undefined {
  return useLive(readProgress, []);
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
