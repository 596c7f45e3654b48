import Dexie, { type DBCoreTransaction, type Table, type Transaction } from 'dexie';
import { groupBy } from '../lib/groupBy';
import type { Canvas } from '../api/types';
import {
  deriveCanvas,
  type DerivedCanvas,
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

/**
 * A model's canvas as the index keeps it: one row, whatever its size. Its placements and relations are found by
 * the symbols they name (multi-entry indexes), and read from the row. A row per placement and per relation took
 * 17 s to write for the 20,000-vertex landscape in Chromium (40,000 rows, three indexes each), and the walk's
 * other canvases queued behind it; one row is one write.
 */
export interface IndexedCanvas {
  repositoryId: string;
  modelId: string;
  /** [vertexId, symbolId] */
  placements: [string, string][];
  /** [edgeId, edgeType, fromSymbol, toSymbol] */
  relations: [string, string, string, string][];
  /** Distinct symbols placed. */
  symbolIds: string[];
  /** Distinct symbols at either end of an edge. */
  relatedSymbols: string[];
}

/** A canvas the walk read; none where the service no longer had the model (404). */
export interface CanvasRead {
  repositoryId: string;
  modelId: string;
  canvas: Canvas | undefined;
}

const emptyCanvasRow = (repositoryId: string, modelId: string): IndexedCanvas => ({
  repositoryId,
  modelId,
  placements: [],
  relations: [],
  symbolIds: [],
  relatedSymbols: [],
});

/** The canvas row of a derived canvas. */
function canvasRow(derived: DerivedCanvas, repositoryId: string, modelId: string): IndexedCanvas {
  const related = new Set<string>();
  for (const relation of derived.relations) related.add(relation.fromSymbol).add(relation.toSymbol);
  return {
    repositoryId,
    modelId,
    placements: derived.placements.map((placement) => [placement.vertexId, placement.symbolId]),
    relations: derived.relations.map((r) => [r.edgeId, r.edgeType, r.fromSymbol, r.toSymbol]),
    symbolIds: derived.symbolIds,
    relatedSymbols: [...related],
  };
}

/** A canvas row's placements of one symbol. */
export function placementsIn(row: IndexedCanvas, symbolId: string): Placement[] {
  return row.placements.flatMap(([vertexId, placed]) =>
    placed === symbolId ? [{ repositoryId: row.repositoryId, modelId: row.modelId, vertexId, symbolId }] : [],
  );
}

/** A canvas row's relations from or to any of the symbols, each once. */
export function relationsIn(row: IndexedCanvas, symbolIds: ReadonlySet<string>): Relation[] {
  return row.relations.flatMap(([edgeId, edgeType, fromSymbol, toSymbol]) =>
    symbolIds.has(fromSymbol) || symbolIds.has(toSymbol)
      ? [{ repositoryId: row.repositoryId, modelId: row.modelId, edgeId, edgeType, fromSymbol, toSymbol }]
      : [],
  );
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
  canvases!: Table<IndexedCanvas, [string, string]>;
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
    // Placements and relations were kept a row each: they move into one row per canvas (see IndexedCanvas), so
    // that no canvas the index has read is read again.
    this.version(4)
      .stores({
        canvases: '[repositoryId+modelId], *symbolIds, *relatedSymbols',
        placements: null,
        relations: null,
      })
      .upgrade((transaction) => moveIntoCanvasRows(transaction));
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

  /** Puts a model's canvas in place of what the index knew of it, with the symbols it places that are new. */
  async recordCanvas(repositoryId: string, modelId: string, canvas: Canvas, readAt: number): Promise<void> {
    await this.recordCanvases([{ repositoryId, modelId, canvas }], readAt);
  }

  /**
   * Puts canvases in place of what the index knew of them, with the symbols they place that are new, in one
   * transaction; a model whose canvas was gone is marked so (-1), and one the index no longer lists is left out.
   */
  async recordCanvases(reads: readonly CanvasRead[], readAt: number): Promise<void> {
    const derived = reads.map(({ repositoryId, modelId, canvas }) =>
      canvas ? canvasRow(deriveCanvas(repositoryId, modelId, canvas), repositoryId, modelId) : undefined,
    );
    await this.transaction('rw', [this.models, this.canvases, this.repositorySymbols], async () => {
      const models = await this.models.bulkGet(reads.map(({ repositoryId, modelId }) => [repositoryId, modelId]));
      const rows = derived.filter((row, n): row is IndexedCanvas => row !== undefined && models[n] !== undefined);
      await this.canvases.bulkPut(rows);
      const placed = new Map<string, [string, string]>();
      for (const { repositoryId, symbolIds } of rows)
        for (const uuid of symbolIds) placed.set(`${repositoryId}\u0000${uuid}`, [repositoryId, uuid]);
      const symbolKeys = [...placed.values()];
      const known = await this.repositorySymbols.bulkGet(symbolKeys);
      await this.repositorySymbols.bulkPut(
        symbolKeys
          .filter((_, n) => !known[n])
          .map(([repositoryId, uuid]) => ({ repositoryId, uuid, titles: {}, titlesReadAt: 0 })),
      );
      await this.models.bulkPut(
        models.flatMap((model, n) => (model ? [{ ...model, canvasReadAt: derived[n] ? readAt : -1 }] : [])),
      );
    });
  }

  /** Removes models and all that their canvases put in the index. */
  async removeModels(repositoryId: string, modelIds: readonly string[]): Promise<void> {
    if (modelIds.length === 0) return;
    const keys = modelIds.map((modelId) => [repositoryId, modelId] as [string, string]);
    await this.transaction('rw', [this.models, this.canvases], async () => {
      await this.canvases.bulkDelete(keys);
      await this.models.bulkDelete(keys);
    });
  }

  /** Forgets everything but Pause: Rebuild starts from nothing. */
  async clearIndex(): Promise<void> {
    await this.transaction(
      'rw',
      [this.repositories, this.models, this.repositorySymbols, this.canvases, this.meta],
      async () => {
        await Promise.all([
          this.repositories.clear(),
          this.models.clear(),
          this.repositorySymbols.clear(),
          this.canvases.clear(),
        ]);
        await this.meta.put(emptyStatus());
      },
    );
  }
}

/** Rows moved at a time by the upgrade into canvas rows. */
const MOVE_PAGE = 10_000;

/**
 * The upgrade to canvas rows: every placement and relation of the row-per-item schema moves into its canvas's
 * row, a page at a time in the order of their keys (which is by model), so that an index of 100,000 models is
 * never read whole into memory.
 */
async function moveIntoCanvasRows(transaction: Transaction): Promise<void> {
  const canvases = transaction.table<IndexedCanvas, [string, string]>('canvases');
  const move = async <Item extends { repositoryId: string; modelId: string }>(
    table: string,
    keyOf: (item: Item) => string[],
    add: (row: IndexedCanvas, item: Item) => void,
  ) => {
    const from = transaction.table<Item, string[]>(table);
    let after: string[] | undefined;
    for (;;) {
      const page = await (after ? from.where(':id').above(after) : from.toCollection()).limit(MOVE_PAGE).toArray();
      if (page.length === 0) return;
      const byModel = [...groupBy(page, (item) => `${item.repositoryId}\u0000${item.modelId}`).values()];
      const keys = byModel.map(([{ repositoryId, modelId }]) => [repositoryId, modelId] as [string, string]);
      const rows = (await canvases.bulkGet(keys)).map((row, n) => row ?? emptyCanvasRow(...keys[n]));
      byModel.forEach((items, n) => items.forEach((item) => add(rows[n], item)));
      await canvases.bulkPut(rows);
      after = keyOf(page[page.length - 1]);
    }
  };
  const addOnce = (list: string[], value: string) => void (list.includes(value) || list.push(value));
  await move<Placement>(
    'placements',
    (p) => [p.repositoryId, p.modelId, p.vertexId],
    (row, { vertexId, symbolId }) => {
      row.placements.push([vertexId, symbolId]);
      addOnce(row.symbolIds, symbolId);
    },
  );
  await move<Relation>(
    'relations',
    (r) => [r.repositoryId, r.modelId, r.edgeId],
    (row, { edgeId, edgeType, fromSymbol, toSymbol }) => {
      row.relations.push([edgeId, edgeType, fromSymbol, toSymbol]);
      addOnce(row.relatedSymbols, fromSymbol);
      addOnce(row.relatedSymbols, toSymbol);
    },
  );
}
