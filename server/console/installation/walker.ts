import { indexedModel, mergeModels } from '../../../common/indexedShapes.js';
import { inParallel } from '../../../common/inParallel.js';
import { walkUntilStable, type PageOf } from '../../../common/pagination.js';
import type { LanguageShape, ModelShape, RepositoryShape } from '../../shared/serviceSchemas.js';
import { readCanvasInto, readSymbolInto, type IndexReads } from './modelReads.js';
import type { IndexStore } from './indexStore.js';
import { isServiceError, pause, type ServiceReader } from './serviceReader.js';
import type { WalkerState } from './walkerState.js';

export type WalkPhase = 'repositories' | 'models' | 'canvases' | 'symbols' | 'idle';

/** The walk as every instance reports it (it is kept in the database, beside the index). */
export interface WalkStatus {
  phase: WalkPhase;
  /** When the cycle under way began; canvases and symbols read before it are read again in it. */
  cycleStartedAt?: number;
  /** When the last whole cycle ended. */
  lastCycleEndedAt?: number;
  /** Requests the walker has sent since its instance started. */
  requests: number;
  /** The last failure, in words, until the walk goes on. */
  error?: string;
  /** Until when the walk waits for the rate limit or after a failure. */
  waitingUntil?: number;
  /** The server instance that walks (host, process and a random part). */
  walker?: string;
  updatedAt: number;
}

export const WALK_STATUS = 'walkStatus';
/** Models per list page: the service's largest. */
const MODEL_PAGE = 500;
/** Canvases or symbols taken from the store at once. */
const BATCH = 40;
/** Reads in flight at once: enough to keep a share of a window busy, few enough to leave the service to people. */
const PARALLEL = 4;
/** After a whole cycle, the next begins this much later. */
export const CYCLE_PAUSE_MS = 10 * 60_000;
/** After a failure (the service or the database gone), the walk tries again this much later. */
const RETRY_AFTER_FAILURE_MS = 15_000;
/** How long a lease lasts unrenewed: an instance that dies is replaced after at most this. */
export const LEASE_MS = 30_000;
/**
 * How often an instance that does not walk asks for the lease: one statement on one row, so often enough that an
 * instance that stops (and gives the lease up) is replaced within this.
 */
export const STANDBY_POLL_MS = 500;

export interface WalkerOptions {
  index: IndexStore;
  state: WalkerState;
  reader: ServiceReader;
  /** This instance's name in the lease. */
  holder: string;
  now?: () => number;
  cyclePauseMs?: number;
  leaseMs?: number;
}

class LeaseLost extends Error {}

/**
 * The one walk of the installation: the service's repositories, their languages and model lists, every model's
 * canvas and every placed symbol's titles, over HTTP with the walker's own key. Resumable: a canvas or symbol
 * read in this cycle is not read again after a restart, and the cycle's start is kept. Fresh: each cycle reads
 * every list page (new, renamed and deleted models), then re-reads the canvases and symbols oldest first. Where
 * several instances share the database, the one holding the lease walks; the others try for it.
 */
export class InstallationWalker {
  private readonly now: () => number;
  private readonly leaseMs: number;
  private leaseUntil = 0;
  /** Cycles this instance broke off on a failure (the service or the database away), for the metrics. */
  failures = 0;

  constructor(private readonly options: WalkerOptions) {
    this.now = options.now ?? Date.now;
    this.leaseMs = options.leaseMs ?? LEASE_MS;
  }

  /** Whether this instance holds the walk's lease now. */
  get holdsLease(): boolean {
    return this.leaseUntil > this.now();
  }

  async status(): Promise<WalkStatus | undefined> {
    return this.options.state.read<WalkStatus>(WALK_STATUS);
  }

  /** Walks while `signal` lasts; gives the lease up when it ends. */
  async run(signal: AbortSignal): Promise<void> {
    const { state, holder } = this.options;
    while (!signal.aborted) {
      try {
        if (!(await this.renewLease())) {
          await pause(Math.min(STANDBY_POLL_MS, this.leaseMs / 2), signal);
          continue;
        }
        await this.cycle(signal);
        await pause(this.options.cyclePauseMs ?? CYCLE_PAUSE_MS, signal);
      } catch (error) {
        if (signal.aborted) break;
        if (error instanceof LeaseLost) continue;
        this.failures++;
        const until = this.now() + RETRY_AFTER_FAILURE_MS;
        await this.report({ error: (error as Error).message, waitingUntil: until }).catch(() => undefined);
        await pause(until - this.now(), signal);
      }
    }
    this.leaseUntil = 0;
    await state.release(holder).catch(() => undefined);
  }

  /** Takes or renews the lease; renewed well before it runs out, so that no other instance takes it meanwhile. */
  private async renewLease(): Promise<boolean> {
    const now = this.now();
    if (now < this.leaseUntil - (this.leaseMs * 2) / 3) return true;
    const granted = await this.options.state.lease(this.options.holder, now, this.leaseMs);
    this.leaseUntil = granted ? now + this.leaseMs : 0;
    return granted;
  }

  /** Between steps of a walk: stops it when this instance no longer holds the lease. */
  private async stillWalking(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    if (!(await this.renewLease())) throw new LeaseLost();
  }

  private async report(change: Partial<WalkStatus>): Promise<void> {
    const before = (await this.status()) ?? { phase: 'idle', requests: 0, updatedAt: 0 };
    await this.options.state.write(WALK_STATUS, {
      ...before,
      waitingUntil: undefined,
      ...change,
      requests: this.options.reader.sent,
      walker: this.options.holder,
      updatedAt: this.now(),
    });
  }

  private async cycle(signal: AbortSignal): Promise<void> {
    const started = (await this.status())?.cycleStartedAt ?? this.now();
    await this.report({ phase: 'repositories', cycleStartedAt: started, error: undefined });
    const listed = await this.readRepositories(signal);
    await this.report({ phase: 'models' });
    for (const repository of listed) {
      await this.stillWalking(signal);
      await this.readModels(repository, signal);
    }
    await this.report({ phase: 'canvases' });
    await this.readCanvases(started, signal);
    await this.report({ phase: 'symbols' });
    await this.readSymbols(started, signal);
    await this.options.index.removeUnplacedSymbols();
    await this.report({ phase: 'idle', cycleStartedAt: undefined, lastCycleEndedAt: this.now(), error: undefined });
  }

  private get reader() {
    return this.options.reader;
  }

  private get reads(): IndexReads {
    return { index: this.options.index, reader: this.options.reader, now: this.now };
  }

  /** The repositories listed; those no longer listed (after a complete walk) go, with all read of them. */
  private async readRepositories(signal: AbortSignal): Promise<{ uuid: string; name: string }[]> {
    const walk = await walkUntilStable<RepositoryShape>(
      (startAt, maxResults) => this.reader.get('/repositories', { startAt, maxResults }, signal),
      { pageSize: 100 },
    );
    const listed = walk.items.flatMap((repository) =>
      repository.uuid ? [{ uuid: repository.uuid, name: repository.name ?? repository.uuid }] : [],
    );
    if (walk.complete) {
      const kept = new Set(listed.map((repository) => repository.uuid));
      for (const known of await this.options.index.repositories())
        if (!kept.has(known.uuid)) await this.options.index.removeRepository(known.uuid);
    }
    return listed;
  }

  /** A repository's languages and every page of its models, merged into what the index holds. */
  private async readModels(repository: { uuid: string; name: string }, signal: AbortSignal): Promise<void> {
    const path = `/repositories/${encodeURIComponent(repository.uuid)}`;
    const languages = await walkUntilStable<LanguageShape>(
      (startAt, maxResults) => this.reader.get(`${path}/languages`, { startAt, maxResults }, signal),
      { keyOf: (language) => language.uuid },
    );
    const models = await walkUntilStable<ModelShape>(
      (startAt, maxResults) =>
        this.reader.get<PageOf<ModelShape>>(`${path}/models`, { fields: 'titles', startAt, maxResults }, signal),
      { pageSize: MODEL_PAGE },
    );
    const { index } = this.options;
    // Saved first: a model row needs its repository's.
    await index.saveRepository({
      uuid: repository.uuid,
      name: repository.name,
      languages: languages.items.flatMap(({ uuid, name, defaultLanguage }) =>
        uuid ? [{ uuid, name: name?.trim() || uuid, ...(defaultLanguage ? { defaultLanguage } : {}) }] : [],
      ),
      modelsTotal: models.total,
      listedAt: this.now(),
    });
    const walked = models.items.flatMap((model) => indexedModel(repository.uuid, model) ?? []);
    await index.applyModels(repository.uuid, mergeModels(await index.models(repository.uuid), walked, models.complete));
  }

  /**
   * Reads what `due` gives, a batch at a time, until nothing is left: each item read, or `gone` where the service
   * no longer has it (404). Between batches, the lease is renewed and the state reported.
   */
  private async readAll(
    due: () => Promise<{ repositoryId: string; uuid: string }[]>,
    read: (repositoryId: string, uuid: string) => Promise<void>,
    gone: (repositoryId: string, uuid: string) => Promise<void>,
    signal: AbortSignal,
  ): Promise<void> {
    for (;;) {
      await this.stillWalking(signal);
      const batch = await due();
      if (batch.length === 0) return;
      await inParallel(batch, PARALLEL, async ({ repositoryId, uuid }) => {
        try {
          await read(repositoryId, uuid);
        } catch (error) {
          if (!isServiceError(error, 404)) throw error;
          await gone(repositoryId, uuid);
        }
      });
      await this.report({ waitingUntil: this.reader.waitingUntil });
    }
  }

  /** Every canvas not read since the cycle began, never read first, then the oldest. */
  private readCanvases(cycleStartedAt: number, signal: AbortSignal): Promise<void> {
    const { index } = this.options;
    return this.readAll(
      () => index.canvasesDue(cycleStartedAt, BATCH),
      async (repositoryId, uuid) => void (await readCanvasInto(this.reads, repositoryId, uuid, signal)),
      (repositoryId, uuid) => index.markCanvasGone(repositoryId, uuid, this.now()),
      signal,
    );
  }

  /** The titles of every symbol placed, in each repository it is placed in, not read since the cycle began. */
  private readSymbols(cycleStartedAt: number, signal: AbortSignal): Promise<void> {
    const { index } = this.options;
    return this.readAll(
      () => index.symbolsDue(cycleStartedAt, BATCH),
      (repositoryId, uuid) => readSymbolInto(this.reads, repositoryId, uuid, signal),
      (repositoryId, uuid) => index.recordSymbol(repositoryId, uuid, undefined, this.now()),
      signal,
    );
  }
}
