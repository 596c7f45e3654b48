import type { ApiClient } from '../api/client';
import { getCanvas, listModels } from '../api/endpoints/models';
import { listLanguages, listRepositories } from '../api/endpoints/repositories';
import { getSymbol } from '../api/endpoints/symbols';
import { isApiError } from '../api/errors';
import { inParallel } from '../../common/inParallel';
import { walkUntilStable, type StableWalkResult } from '../../common/pagination';
import { knownLanguages } from '../repositories';
import { describeError } from '../ui/errors';
import type { IndexDatabase, IndexPhase, IndexStatus } from './database';
import {
  indexedModel,
  mergeModels,
  pageSignature,
  titleMap,
  type IndexedModel,
  type IndexedRepository,
} from '../../common/indexedShapes';
import { t } from '../i18n/translate';

/** Models per list page: few requests per repository, where the service allows pages this large. */
const MODEL_PAGE = 500;
/** Canvases and symbols read at once; the scheduler's background lane bounds what is really in flight. */
const PARALLEL_READS = 3;
/** After a walk, the next refresh. */
export const REFRESH_INTERVAL_MS = 10 * 60_000;
/** After a failure that is not the rate limit, the walk tries again after this long. */
const RETRY_AFTER_FAILURE_MS = 30_000;
/**
 * How often, at most, what the walk has done is stored while it goes on: the requests it sent added to the
 * stored count (also with every other change of status), and the canvases and symbols it read (also STORE_BATCH
 * at a time). Stored with each request, the count was a transaction of its own for every one: building the demo
 * index took Chromium 17.9 s of CPU that way and 15.9 s this way. A transaction for each canvas read then cost
 * about a fifth of what was left.
 */
const STORE_EVERY_MS = 1000;
/** Canvases or symbols read that are stored together, at most. */
const STORE_BATCH = 25;

class Stopped extends Error {}

/**
 * The background walk that fills the index: repositories, their languages and models (titles in every
 * language), every model's canvas, and the titles of every symbol placed. It sends through the identity's
 * scheduler in the background lane only, so it never takes the budget the person at the screen needs, and
 * on a 429 it waits for the block to pass. Only one runs per identity (see startIndexing).
 */
export class Indexer {
  private readonly client: ApiClient;
  /**
   * The current turn of the run loop: a walk, or the sleep after it. Every request of a walk checks the
   * signal of its own turn, never this field, so a turn once interrupted stays interrupted.
   */
  private turn = new AbortController();
  /** Requests sent that the stored status does not count yet (see STORE_EVERY_MS). */
  private unstoredRequests = 0;
  private storeRequestsTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * The run has ended for good: the page is hidden (and lets the index go, see IndexDatabase.letGo) or the
   * person signed out. Nothing more is written.
   */
  private ended = false;

  constructor(
    private readonly db: IndexDatabase,
    client: ApiClient,
    private readonly now: () => number = Date.now,
  ) {
    this.client = client.inBackground();
  }

  /**
   * Pause, Resume or Rebuild from any tab: the current turn ends. Its requests in flight are abandoned, none of
   * its workers sends another, and the loop reads the control again once all of them have stopped.
   */
  interrupt(): void {
    this.turn.abort(new Stopped());
  }

  /** Walks, then refreshes every REFRESH_INTERVAL_MS, until `signal` ends it. */
  async run(signal: AbortSignal): Promise<void> {
    signal.addEventListener(
      'abort',
      () => {
        // The page stops the walk as it is hidden and lets the database go: a write now would open it again (see
        // IndexDatabase.letGo). The last second's requests and reads go unstored.
        this.ended = true;
        this.interrupt();
        this.cancelStoringRequests();
      },
      { once: true },
    );
    while (!signal.aborted) {
      // Made before the control is read: an interrupt from now on ends this turn.
      const turn = (this.turn = new AbortController()).signal;
      const control = await this.db.control();
      if (turn.aborted) continue;
      if (control.rebuildRequested) {
        await this.db.clearIndex();
        await this.db.updateControl({ rebuildRequested: false });
      }
      if (control.paused) {
        await sleep(REFRESH_INTERVAL_MS, turn);
        continue;
      }
      try {
        // Returns (or throws) only once every worker of the walk has stopped.
        await this.walk(turn);
        await this.updateStatus(() => ({
          phase: 'idle',
          lastRefreshAt: this.now(),
          waitingUntil: undefined,
          error: undefined,
        }));
        await sleep(REFRESH_INTERVAL_MS, turn);
      } catch (error) {
        if (error instanceof Stopped || turn.aborted) continue;
        const blockedUntil = this.client.scheduler.getState().blockedUntil ?? 0;
        const rateLimited = isApiError(error) && error.status === 429;
        const until = rateLimited ? Math.max(blockedUntil, this.now() + 1000) : this.now() + RETRY_AFTER_FAILURE_MS;
        await this.updateStatus(() => ({
          waitingUntil: until,
          error: rateLimited ? undefined : describeError(error),
        }));
        await sleep(until - this.now(), turn);
      }
    }
  }

  /** Changes the stored status, adding the requests sent since it was last stored. */
  private async updateStatus(change: (status: IndexStatus) => Partial<IndexStatus>): Promise<void> {
    this.cancelStoringRequests();
    const sent = this.unstoredRequests;
    this.unstoredRequests = 0;
    await this.db.updateStatus((stored) => {
      const counted = { ...stored, requests: stored.requests + sent, walkRequests: stored.walkRequests + sent };
      return { ...counted, ...change(counted) };
    });
  }

  private cancelStoringRequests(): void {
    clearTimeout(this.storeRequestsTimer);
    this.storeRequestsTimer = undefined;
  }

  private async phase(phase: IndexPhase): Promise<void> {
    await this.updateStatus(() => ({ phase, waitingUntil: undefined }));
  }

  /** Counts a request the walk is about to send, and sends it, unless the walk's turn has ended. */
  private async counted<T>(turn: AbortSignal, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
    turn.throwIfAborted();
    this.unstoredRequests++;
    this.storeRequestsTimer ??= setTimeout(
      () => void this.updateStatus(() => ({})).catch(() => undefined),
      STORE_EVERY_MS,
    );
    return send(turn);
  }

  private async note(text: string): Promise<void> {
    await this.updateStatus((status) => ({
      notes: [...status.notes.filter((note) => note !== text), text].slice(-20),
    }));
  }

  private async walk(turn: AbortSignal): Promise<void> {
    await this.updateStatus(() => ({ walkStartedAt: this.now(), walkRequests: 0, notes: [] }));
    await this.phase('repositories');
    const repositories = await walkUntilStable(
      (startAt, maxResults) =>
        this.counted(turn, (signal) => listRepositories(this.client, { startAt, maxResults }, signal)),
      {
        pageSize: 100,
      },
    );
    await this.reportChanges(repositories);
    const listed = repositories.items.filter((repository) => repository.uuid);
    const known = new Map((await this.db.repositories.toArray()).map((repository) => [repository.uuid, repository]));
    if (repositories.complete) {
      for (const gone of [...known.keys()].filter((uuid) => !listed.some((repository) => repository.uuid === uuid))) {
        await this.db.removeModels(
          gone,
          (await this.db.models.where('repositoryId').equals(gone).primaryKeys()).map(([, uuid]) => uuid),
        );
        await this.db.repositories.delete(gone);
      }
    }
    await this.phase('models');
    for (const repository of listed)
      await this.walkRepository(
        turn,
        repository.uuid!,
        repository.name ?? repository.uuid!,
        known.get(repository.uuid!),
      );
    await this.phase('canvases');
    await this.readCanvases(turn);
    await this.phase('symbols');
    await this.readSymbols(turn);
  }

  /** `name`: the repository whose models were walked; none for the repositories themselves. */
  private async reportChanges(walk: StableWalkResult<unknown>, name?: string): Promise<void> {
    const what = name === undefined ? 'repositories' : 'models';
    for (const { from, to } of walk.changes) await this.note(t('index.noteCountChanged', { what, name, from, to }));
    if (!walk.complete) await this.note(t('index.noteIncomplete', { what, name }));
  }

  /** A repository's languages and models; skipped when its first page and total are as the last walk left them. */
  private async walkRepository(
    turn: AbortSignal,
    uuid: string,
    name: string,
    known: IndexedRepository | undefined,
  ): Promise<void> {
    const languages = knownLanguages(
      (
        await walkUntilStable(
          (startAt, maxResults) =>
            this.counted(turn, (signal) => listLanguages(this.client, uuid, { startAt, maxResults }, signal)),
          { keyOf: (l) => l.uuid },
        )
      ).items,
    ).map(({ uuid: language, name: languageName, defaultLanguage }) => ({
      uuid: language,
      name: languageName,
      defaultLanguage,
    }));
    const fetchPage = (startAt: number, maxResults: number) =>
      this.counted(turn, (signal) => listModels(this.client, uuid, { fields: 'titles', startAt, maxResults }, signal));
    const first = await fetchPage(0, MODEL_PAGE);
    const signature = pageSignature(first.total, first.data);
    if (known?.signature === signature && known.modelsTotal === first.total) {
      await this.db.repositories.put({ ...known, name, languages });
      return;
    }
    // The walk starts from the page just read.
    let firstUnused: typeof first | undefined = first;
    const walk = await walkUntilStable(
      (startAt, maxResults) =>
        startAt === 0 && firstUnused
          ? Promise.resolve(firstUnused).finally(() => (firstUnused = undefined))
          : fetchPage(startAt, maxResults),
      { pageSize: MODEL_PAGE },
    );
    await this.reportChanges(walk, name);
    const walked = walk.items.flatMap((model) => indexedModel(uuid, model) ?? []);
    const stored: IndexedModel[] = await this.db.models.where('repositoryId').equals(uuid).toArray();
    const merge = mergeModels(stored, walked, walk.complete);
    await this.db.models.bulkPut(merge.put);
    await this.db.removeModels(uuid, merge.remove);
    await this.db.repositories.put({
      uuid,
      name,
      languages,
      modelsTotal: walk.total,
      signature: walk.complete ? signature : undefined,
    });
  }

  /** Every model whose canvas the index has not read, a few at a time. */
  private async readCanvases(turn: AbortSignal): Promise<void> {
    const pending = await this.db.models.where('canvasReadAt').equals(0).toArray();
    await this.readInBatches(
      turn,
      pending,
      async ({ repositoryId, uuid }) => ({
        repositoryId,
        modelId: uuid,
        canvas: await this.readUnlessGone(turn, (signal) => getCanvas(this.client, repositoryId, uuid, signal)),
      }),
      (reads) => this.db.recordCanvases(reads, this.now()),
    );
  }

  /** The titles of every symbol placed, read in each repository it is placed in. */
  private async readSymbols(turn: AbortSignal): Promise<void> {
    const pending = await this.db.repositorySymbols.where('titlesReadAt').equals(0).toArray();
    await this.readInBatches(
      turn,
      pending,
      async (symbol) => {
        const read = await this.readUnlessGone(turn, (signal) =>
          getSymbol(this.client, symbol.repositoryId, symbol.uuid, { projection: 'ALL' }, signal),
        );
        return read
          ? { ...symbol, objectType: read.objectType, titles: titleMap(read.titles), titlesReadAt: this.now() }
          : { ...symbol, titlesReadAt: -1 };
      },
      async (symbols) => void (await this.db.repositorySymbols.bulkPut(symbols)),
    );
  }

  /** Sends a read of the walk; nothing where the service no longer has what it reads (the next walk drops it). */
  private async readUnlessGone<T>(
    turn: AbortSignal,
    send: (signal: AbortSignal) => Promise<T>,
  ): Promise<T | undefined> {
    try {
      return await this.counted(turn, send);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return undefined;
      throw error;
    }
  }

  /**
   * Reads `items` a few at a time, storing what was read STORE_BATCH at a time or every STORE_EVERY_MS, and what
   * was read before the walk stopped (a Pause, a failure) as it stops, unless the run has ended.
   */
  private async readInBatches<Item, Read>(
    turn: AbortSignal,
    items: readonly Item[],
    read: (item: Item) => Promise<Read>,
    store: (reads: Read[]) => Promise<void>,
  ): Promise<void> {
    const unstored: Read[] = [];
    let storedAt = this.now();
    const storeRead = async () => {
      storedAt = this.now();
      const reads = unstored.splice(0);
      if (reads.length > 0 && !this.ended) await store(reads);
    };
    try {
      await inParallel(
        items,
        PARALLEL_READS,
        async (item) => {
          unstored.push(await read(item));
          if (unstored.length >= STORE_BATCH || this.now() - storedAt >= STORE_EVERY_MS) await storeRead();
        },
        turn,
      );
    } finally {
      await storeRead();
    }
  }
}

/** Waits `ms`, or less when `turn` ends. */
function sleep(ms: number, turn: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (turn.aborted) return resolve();
    const timer = setTimeout(resolve, Math.max(0, ms));
    turn.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}
