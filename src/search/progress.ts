import { relativeTime } from '../lib/time';
import type { IndexControl, IndexDatabase, IndexStatus } from './database';
import { t } from '../i18n/translate';

export interface IndexProgress {
  status: IndexStatus;
  control: IndexControl;
  repositories: { walked: number; known: number };
  /** Models indexed, of the totals the service gave for the repositories walked. */
  models: { indexed: number; known: number };
  /** Canvases read (or found gone), of the models indexed. */
  canvases: { read: number; of: number };
  symbols: { read: number; known: number };
  /** Requests the walk still needs, as far as it can tell now. */
  requestsLeft: number;
  /** The whole index is built: every canvas and symbol read. */
  complete: boolean;
}

/** Counts of what the index holds, for the status panel and for every answer's "from N of M models". */
export async function readProgress(db: IndexDatabase): Promise<IndexProgress> {
  const [status, control, repositories, models, canvasesPending, symbols, symbolsPending] = await Promise.all([
    db.status(),
    db.control(),
    db.repositories.toArray(),
    db.models.count(),
    db.models.where('canvasReadAt').equals(0).count(),
    db.repositorySymbols.count(),
    db.repositorySymbols.where('titlesReadAt').equals(0).count(),
  ]);
  const walked = repositories.filter((repository) => repository.modelsTotal !== undefined);
  const knownModels = walked.reduce((sum, repository) => sum + repository.modelsTotal!, 0);
  const unwalked = repositories.length - walked.length;
  const requestsLeft = canvasesPending + symbolsPending + unwalked * 2 + (status.phase === 'starting' ? 1 : 0);
  return {
    status,
    control,
    repositories: { walked: walked.length, known: repositories.length },
    models: { indexed: models, known: Math.max(knownModels, models) },
    canvases: { read: models - canvasesPending, of: models },
    symbols: { read: symbols - symbolsPending, known: symbols },
    requestsLeft,
    complete: status.lastRefreshAt !== undefined && requestsLeft === 0 && repositories.length > 0,
  };
}

/** Share of the walk done, by requests: what is read over what is read plus what is left; 100 once complete. */
export function percentBuilt(progress: IndexProgress): number {
  if (progress.complete) return 100;
  const done = progress.canvases.read + progress.symbols.read + progress.repositories.walked;
  return done + progress.requestsLeft === 0 ? 0 : (done / (done + progress.requestsLeft)) * 100;
}

/** Time left at the rate the walk has kept so far (which the rate limit sets), or undefined while unknown. */
export function estimateMsLeft(progress: IndexProgress, now: number): number | undefined {
  const { walkStartedAt, walkRequests } = progress.status;
  if (walkStartedAt === undefined || walkRequests < 5 || progress.requestsLeft === 0) return undefined;
  const perMs = walkRequests / Math.max(1, now - walkStartedAt);
  return progress.requestsLeft / perMs;
}

/**
 * "from 312 of 540 models", or nothing once every known model's canvas is read; `unavailable`: why there is no
 * index; `stalled`: the index has not answered for STALL_MS (see useIndexStalled).
 */
export function coverage(
  progress: IndexProgress | undefined,
  unavailable?: string,
  stalled = false,
): string | undefined {
  if (unavailable) return t('index.coverageNone', { reason: unavailable });
  if (!progress) return t(stalled ? 'index.coverageStalled' : 'index.coverageOpening');
  if (progress.complete) return undefined;
  return t('index.coverage', { read: progress.canvases.read, known: progress.models.known });
}

/**
 * The index's state in words, for the header: "Indexing: 3 of 14 repositories, 1,204 of 5,510 models" (and why it
 * waits, where the scheduler holds its requests: `held`),
 * "Search index ready · updated 4 minutes ago", "Search index paused". Models count as indexed once their
 * canvas is read, as in every answer's "from 312 of 540 models".
 */
export function indexHeadline(progress: IndexProgress, now: number, held?: 'share' | 'others'): string {
  if (progress.control.paused) return t('index.headlinePaused');
  if (progress.complete) return t('index.headlineReady', { ago: relativeTime(progress.status.lastRefreshAt!, now) });
  const base =
    progress.repositories.known === 0
      ? t('index.headlineStarting')
      : t('index.headlineProgress', {
          walked: progress.repositories.walked,
          repositories: progress.repositories.known,
          read: progress.canvases.read,
          models: progress.models.known,
        });
  // Held by the scheduler (see backgroundHold): say so, or a person watches figures that do not move.
  if (held === 'others') return t('index.heldOthers', { base });
  if (held === 'share') return t('index.heldShare', { base });
  return base;
}
