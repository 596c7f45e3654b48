import Dexie, { type DBCoreTransaction, type Table } from 'dexie';
import type { Canvas } from '../api/types';
import {
  deriveCanvas,
  type IndexedModel,
  type IndexedRepository,
  type IndexedSymbol,
  type Placement,
  type Relation,
} from '../../common/indexedShapes';

export type IndexPhase = 'starting' | 'repositories' | 'models' | 'canvases' | 'symbols' | 'idle';

/** What the indexer tells every tab about its walk (the counts come from the tables themselves). */
export interface IndexStatus {
  key: 'status';
  phase: IndexPhase;
  /** Requests the index has sent since it was built or rebuilt. */
  requests: number;
  /** When the running walk began, and how many requests it has sent: the observed rate for the estimate. */
  walkStartedAt?: number;
  walkRequests: number;
  /** When a walk last finished (ms since epoch). */
  lastRefreshAt?: number;
  /** Why the walk is held: the service's rate limit (until when) or a failure it will retry. */
  waitingUntil?: number;
  error?: string;
  /** Things the walk noticed that make an answer less than exact (a total that changed while read…). */
  notes: string[];
}

/** Pause and Rebuild, from whichever tab; the one indexer obeys. */
export interface IndexControl {
  key: 'control';
  paused: boolean;
  /** Set to ask for a rebuild; the indexer clears it as it starts over. */
  rebuildRequested: boolean;
}

/** The index's first schema, as consoles before symbols per repository created it (see the upgrade below). */
export const FIRST_SCHEMA = {
  repositories: 'uuid',
  models: '[repositoryId+uuid], repositoryId, canvasReadAt',
  symbols: 'uuid, titlesReadAt',
  placements: '[repositoryId+modelId+vertexId], [repositoryId+modelId], symbolId',
  relations: '[repositoryId+modelId+edgeId], [repositoryId+modelId], fromSymbol, toSymbol',
  meta: 'key',
};

export const emptyStatus = (): IndexStatus => ({
  key: 'status',
  phase: 'starting',
  requests: 0,
  walkRequests: 0,
  notes: [],
});

/** Placements or relations written in one transaction (see recordCanvas). */
const ROWS_PER_WRITE = 1000;

/** Writes rows ROWS_PER_WRITE at a time, each share a transaction of its own. */
async function putInShares<Row, Key>(table: Table<Row, Key>, rows: readonly Row[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_WRITE)
    await table.bulkPut(rows.slice(start, start + ROWS_PER_WRITE));
}

/**
 * The search index in IndexedDB, one database per service URL and identity. Dexie rather than raw IndexedDB
 * or idb: compound indexes declared in one schema with versioned upgrades, bulk writes in one transaction,
 * and change notices that reach every tab (see watchQuery), so that each tab's status and answers follow the one
 * indexer without a channel of our own.
 */
export class IndexDatabase extends Dexie {
  repositories!: Table<IndexedRepository, string>;
  models!: Table<IndexedModel, [string, string]>;
  /** Symbols by repository and uuid: the same uuid may be placed, and titled differently, in several repositories. */
  repositorySymbols!: Table<IndexedSymbol, [string, string]>;
  placements!: Table<Placement, [string, string, string]>;
  relations!: Table<Relation, [string, string, string]>;
  meta!: Table<IndexStatus | IndexControl, string>;
  /** Every transaction begun on this connection and not yet ended (see letGo). */
  private readonly inFlight = new Set<IDBTransaction>();

  constructor(name: string) {
    // Relaxed durability (the option's name says Chrome; Firefox and WebKit take it too): the index is a cache the
    // next walk rebuilds, so no write of it needs to wait for the disk. Firefox and WebKit otherwise flush every
    // one of the walk's two writes per canvas.
    super(name, { chromeTransactionDurability: 'relaxed' });
    this.version(1).stores(FIRST_SCHEMA);
    // Symbols were kept by uuid alone, read in the first repository a placement was seen in. Dexie cannot change
    // a table's key: the rows move to a table keyed by repository and uuid, one for each repository in which the
    // placements show the symbol (the titles come along where they were read in that repository; the others
    // are read by the next walk), and the old table goes one version later.
    this.version(2)
      .stores({
        repositorySymbols: '[repositoryId+uuid], uuid, titlesReadAt',
        placements: '[repositoryId+modelId+vertexId], [repositoryId+modelId], symbolId, [repositoryId+symbolId]',
      })
      .upgrade(async (transaction) => {
        const read = new Map<string, IndexedSymbol>();
        await transaction
          .table<IndexedSymbol>('symbols')
          .each((symbol) => read.set(`${symbol.repositoryId}/${symbol.uuid}`, symbol));
        const placed = new Map<string, IndexedSymbol>();
        await transaction.table<Placement>('placements').each(({ repositoryId, symbolId }) => {
          const key = `${repositoryId}/${symbolId}`;
          if (!placed.has(key))
            placed.set(key, read.get(key) ?? { repositoryId, uuid: symbolId, titles: {}, titlesReadAt: 0 });
        });
        await transaction.table('repositorySymbols').bulkPut([...placed.values()]);
      });
    this.version(3).stores({ symbols: null });
    this.use({
      stack: 'dbcore',
      name: 'InFlightTransactions',
      create: (down) => ({
        ...down,
        transaction: (stores, mode, options) => {
          // Dexie's IndexedDB core hands out the browser's own transaction.
          const transaction = down.transaction(stores, mode, options) as unknown as IDBTransaction;
          this.inFlight.add(transaction);
          const ended = () => this.inFlight.delete(transaction);
          for (const event of ['complete', 'abort', 'error']) transaction.addEventListener(event, ended);
          return transaction as unknown as DBCoreTransaction;
        },
      }),
    });
  }

  /**
   * Gives the database up as the page is hidden: every transaction still running is aborted and the connection
   * closed; the next query opens it again (a page restored from the back-forward cache). WebKit keeps a
   * suspended page's transactions open for as long as the page stays cached, and every other page's opening of
   * the same database waits behind them: a page opened by its address right after one that was writing the
   * index found it "opening" for as long as that page was cached (WebKitGTK 2.50.6: closing the connection alone
   * did not free it; aborting the transactions did).
   */
  letGo(): void {
    for (const transaction of this.inFlight) {
      try {
        transaction.abort();
      } catch {
        // It had just committed: nothing left to end.
      }
    }
    this.inFlight.clear();
    this.close({ disableAutoOpen: false });
  }

  async status(): Promise<IndexStatus> {
    return ((await this.meta.get('status')) as IndexStatus | undefined) ?? emptyStatus();
  }

  async control(): Promise<IndexControl> {
    return (
      ((await this.meta.get('control')) as IndexControl | undefined) ?? {
        key: 'control',
        paused: false,
        rebuildRequested: false,
      }
    );
  }

  async updateStatus(change: (status: IndexStatus) => Partial<IndexStatus>): Promise<void> {
    await this.transaction('rw', this.meta, async () => {
      const status = await this.status();
      await this.meta.put({ ...status, ...change(status) });
    });
  }

  async updateControl(change: Partial<Omit<IndexControl, 'key'>>): Promise<void> {
    await this.transaction('rw', this.meta, async () => this.meta.put({ ...(await this.control()), ...change }));
  }

  /**
   * Puts a model's canvas in place of what the index knew of it: its placements, relations and new symbols. The
   * model is marked unread while its old rows go, its new ones are written ROWS_PER_WRITE at a time, each share
   * in a transaction (and a task of the page) of its own, and read again in the last: a canvas of 20,000
   * vertices written in one transaction held the page for 600 ms, and a walk stopped halfway reads it again.
   */
  async recordCanvas(repositoryId: string, modelId: string, canvas: Canvas, readAt: number): Promise<void> {
    const derived = deriveCanvas(repositoryId, modelId, canvas);
    const key: [string, string] = [repositoryId, modelId];
    const known = await this.transaction('rw', [this.models, this.placements, this.relations], async () => {
      const model = await this.models.get(key);
      if (!model) return false;
      await this.models.put({ ...model, canvasReadAt: 0 });
      await this.placements.where('[repositoryId+modelId]').equals(key).delete();
      await this.relations.where('[repositoryId+modelId]').equals(key).delete();
      return true;
    });
    if (!known) return;
    await putInShares(this.placements, derived.placements);
    await putInShares(this.relations, derived.relations);
    await this.transaction('rw', [this.models, this.repositorySymbols], async () => {
      const model = await this.models.get(key);
      if (!model) return;
      const known = new Set(
        (
          await this.repositorySymbols.bulkGet(
            derived.symbolIds.map((uuid) => [repositoryId, uuid] as [string, string]),
          )
        ).flatMap((symbol) => (symbol ? [symbol.uuid] : [])),
      );
      await this.repositorySymbols.bulkPut(
        derived.symbolIds
          .filter((uuid) => !known.has(uuid))
          .map((uuid) => ({ repositoryId, uuid, titles: {}, titlesReadAt: 0 })),
      );
      await this.models.put({ ...model, canvasReadAt: readAt });
    });
  }

  /** Removes models and all that their canvases put in the index. */
  async removeModels(repositoryId: string, modelIds: readonly string[]): Promise<void> {
    if (modelIds.length === 0) return;
    await this.transaction('rw', [this.models, this.placements, this.relations], async () => {
      for (const modelId of modelIds) {
        await this.placements.where('[repositoryId+modelId]').equals([repositoryId, modelId]).delete();
        await this.relations.where('[repositoryId+modelId]').equals([repositoryId, modelId]).delete();
      }
      await this.models.bulkDelete(modelIds.map((modelId) => [repositoryId, modelId] as [string, string]));
    });
  }

  /** Forgets everything but Pause: Rebuild starts from nothing. */
  async clearIndex(): Promise<void> {
    await this.transaction(
      'rw',
      [this.repositories, this.models, this.repositorySymbols, this.placements, this.relations, this.meta],
      async () => {
        await Promise.all([
          this.repositories.clear(),
          this.models.clear(),
          this.repositorySymbols.clear(),
          this.placements.clear(),
          this.relations.clear(),
        ]);
        await this.meta.put(emptyStatus());
      },
    );
  }
}
