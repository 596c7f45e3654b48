import { useIndexSource, useInstallationIndex } from './installationQueries';
import { t } from '../i18n/translate';
import { useIndexDatabase, useLive } from './useLive';
import { useIndexUnavailable } from './availability';
import { coverage, readProgress, type IndexProgress } from './progress';

/** The index's progress, live: counts, the walk's status, Pause and Rebuild. */
export function useIndexProgress(enabled = true): IndexProgress | undefined {
  return useLive(readProgress, [], enabled);
}

/**
 * How complete the answers of whichever index answers are, in words ("from 312 of 540 models indexed so far");
 * nothing once complete.
 */
export function useIndexCoverage(): string | undefined {
  const source = useIndexSource();
  const status = useInstallationIndex().data;
  const browser = coverage(useIndexProgress(source === 'browser'), useIndexUnavailable(source === 'browser'));
  if (source === 'installation') {
    const { models, modelsRead } = status!.coverage;
    return modelsRead < models ? t('index.coverage', { read: modelsRead, known: models }) : undefined;
  }
  return source === 'browser' ? browser : t('index.coverageOpening');
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
