import { useIndexSource, useInstallationIndex } from './installationQueries';
import { t } from '../i18n/translate';
import { useIndexDatabase, useLive } from './useLive';
import { useIndexStalled, useIndexUnavailable } from './availability';
import { coverage, readProgress, type IndexProgress } from './progress';

/** The index's progress, live: counts, the walk's status, Pause and Rebuild. */
export function useIndexProgress(enabled = true): IndexProgress | undefined {
  return useLive(readProgress, [], enabled);
}

/** This browser's index as the views show it: its progress, why it cannot be kept, or that its opening stalled. */
export function useBrowserIndexState(enabled = true) {
  const progress = useIndexProgress(enabled);
  const unavailable = useIndexUnavailable(enabled);
  const stalled = useIndexStalled(progress !== undefined || unavailable !== undefined, enabled);
  return { progress, unavailable, stalled };
}

/**
 * How complete the answers of whichever index answers are, in words ("from 312 of 540 models indexed so far"),
 * nothing once complete; and whether this browser's index has stalled opening (the words then say why).
 */
export function useIndexAnswerState(): { coverage: string | undefined; stalled: boolean } {
  const source = useIndexSource();
  const status = useInstallationIndex().data;
  const { progress, unavailable, stalled } = useBrowserIndexState(source === 'browser');
  if (source === 'installation') {
    const { models, modelsRead } = status!.coverage;
    return {
      coverage: modelsRead < models ? t('index.coverage', { read: modelsRead, known: models }) : undefined,
      stalled: false,
    };
  }
  if (source === 'browser') return { coverage: coverage(progress, unavailable, stalled), stalled };
  return { coverage: t('index.coverageOpening'), stalled: false };
}

/** The coverage of useIndexAnswerState alone. */
export const useIndexCoverage = (): string | undefined => useIndexAnswerState().coverage;

/** Pause, Resume and Rebuild, obeyed by whichever tab walks. */
export function useIndexControls() {
  const db = useIndexDatabase();
  return {
    pause: () => void db.updateControl({ paused: true }),
    resume: () => void db.updateControl({ paused: false }),
    rebuild: () => void db.updateControl({ rebuildRequested: true, paused: false }),
  };
}
