import { sortKey } from './query.js';
import type { Db } from './database.js';
import { statement, UntilWrite } from './listing.js';
import { ListedRows, MODEL_COLUMNS, titlesOf, type ModelRow } from './listedRows.js';
import { positionsOf } from './positions.js';
import { remember } from './remember.js';
import { RepositoryTitles, TitleIndexes } from './titleIndexes.js';

/** The documented model orders: internal id (no sortBy), uuid, model type, or title in one language. */
export type ModelOrderKey = 'id' | 'uuid' | 'modelType' | { titleLanguage: string };

/** Ids of the models that match a filter, in any order, of any repository. */
export type MatchedIds = ArrayLike<number>;

/** A filter as the listing sees it: a key naming its meaning, and how to find its matches when not known. */
export interface ModelFilter {
  key: string;
  find(): MatchedIds;
  /** The filter's one literal run, folded, when it searches titles only: a term a title index answers. */
  titleTerm?: string;
}

/** A change to one repository's listed models, as the write that made it reports it. */
export interface ModelChange {
  repositoryId: number;
  modelId: number;
  /** Listed from now on (a new model), or no longer (an archived draft). */
  listed: boolean;
}

export interface ListedPage {
  total: number;
  /** The page's models, in order, and the rows that hold them. */
  ids: ArrayLike<number>;
  rows: ListedRows;
}

/**
 * Some of a repository's listed models in one order, ascending. `tailStart` splits it into two runs that a
 * descending page reverses separately: titled models, then the untitled ones, which stay last either way.
 */
interface Order {
  ids: Int32Array;
  tailStart: number;
}

interface KeptOrder extends Order {
  key: ModelOrderKey;
  /** Model id -> its position in `ids` (-1 if not listed), made when a filter first needs it. */
  positions?: Int32Array;
}

/** What is known of one repository's listed models, all of it valid for one `models_version`. */
interface RepositoryState {
  version: number;
  orders: Map<string, KeptOrder>;
  rows?: ListedRows;
  /** Filter key -> its matches; filter key and order name -> the matches in that order. */
  matches: Map<string, MatchedIds>;
  filteredOrders: Map<string, Order>;
  titles: RepositoryTitles;
}

// Each order is one index walk in order (no sort), ties by uuid in the order's direction.
const ORDER_SQL = {
  id: "SELECT id FROM models WHERE repository_id = ? AND status <> 'ARCHIVED' ORDER BY id",
  uuid: "SELECT id FROM models WHERE repository_id = ? AND status <> 'ARCHIVED' ORDER BY uuid",
  modelType: "SELECT id FROM models WHERE repository_id = ? AND status <> 'ARCHIVED' ORDER BY model_type, uuid",
  title:
    'SELECT model_id FROM model_titles WHERE repository_id = ? AND language_uuid = ? ORDER BY title_key, model_uuid',
};
const ROWS_SQL = `SELECT ${MODEL_COLUMNS} FROM models WHERE repository_id = ? AND status <> 'ARCHIVED'`;

/** Repositories, and filters per repository, whose state is kept; the least recently used go first. */
const REPOSITORIES_KEPT = 16;
const FILTERS_KEPT = 64;
/** What finding one model of a page in a placed order costs, in reads of one suffix's model. */
const READ_COST = 32;

export interface ListedModelsOptions {
  /** Repositories with fewer listed models are filtered through SQLite's trigram index alone. */
  minimumIndexed?: number;
}

/**
 * A repository's listed models held in memory: where each stands in every documented order, their list
 * rows, and the matches of recent filters. SQLite has no order-statistic index, so OFFSET walks an index
 * in time linear in the offset, and each row read costs microseconds; a page held here is an array
 * slice. Paging through a filter (a new URL per page, so never a response-cache hit) finds its matches
 * once. Triggers advance `repositories.models_version` on every change to models or their titles: the
 * service's own writes carry what is kept over to the new version (`write`), and a change made any other
 * way makes the repository's state be read again, so no writer can leave it stale.
 */
export class ListedModels {
  private readonly repositories = new Map<number, RepositoryState>();
  /** `models_version` only moves on a write, so it is read again only after one. */
  private readonly versions: UntilWrite<number, number>;
  private readonly titleIndexes: TitleIndexes;

  constructor(
    private readonly db: Db,
    { minimumIndexed = 1000 }: ListedModelsOptions = {},
  ) {
    this.versions = new UntilWrite(db);
    this.titleIndexes = new TitleIndexes(minimumIndexed);
  }

  /** Settles once the title index builds started so far have ended. */
  titleIndexesBuilt(): Promise<void> {
    return this.titleIndexes.built();
  }

  /** A page in the requested direction, of every listed model or only those matching `filter`. */
  page(
    repositoryId: number,
    key: ModelOrderKey,
    ascending: boolean,
    startAt: number,
    maxResults: number,
    filter?: ModelFilter,
  ): ListedPage {
    const state = this.state(repositoryId);
    const orderName = typeof key === 'string' ? key : `title:${key.titleLanguage}`;
    const listed = this.order(state, repositoryId, key, orderName);
    const rows = this.rows(state, repositoryId);
    if (!filter) return { total: listed.ids.length, ids: slice(listed, ascending, startAt, maxResults), rows };

    const filteredKey = `${filter.key}\u0000${orderName}`;
    const term = filter.titleTerm;
    const version = () => state.version;
    const index = term === undefined ? undefined : this.titleIndexes.current(state.titles, repositoryId, version, rows);
    let find = filter.find;
    if (index && term !== undefined && !state.filteredOrders.has(filteredKey)) {
      const run = index.run(term);
      const total = run.models;
      const wanted = Math.min(total, startAt + maxResults);
      // Reading the page off the order costs O(log n) per model up to its end; listing every match reads
      // each of its suffixes once and sweeps a bitset of the order, and serves the filter's later pages.
      if (wanted * READ_COST < run.to - run.from + listed.ids.length / 32) {
        const order = { ascending, tailStart: listed.tailStart, count: listed.ids.length };
        const positions = index.positionsIn(orderName, run, order, startAt, wanted);
        if (positions) return { total, ids: positions.map((at) => listed.ids[at]), rows };
        this.titleIndexes.place(state.titles, index, orderName, listed.ids, version);
      }
      find = () => index.modelIdsIn(run.from, run.to);
    } else if (term !== undefined) {
      find = state.titles.matchesSince(term, rows) ?? find;
    }
    const filtered = remember(state.filteredOrders, filteredKey, FILTERS_KEPT, () =>
      restrict(listed, remember(state.matches, filter.key, FILTERS_KEPT, find)),
    );
    return { total: filtered.ids.length, ids: slice(filtered, ascending, startAt, maxResults), rows };
  }

  /**
   * Runs `write` (one transaction that changes models and says how) and carries what is kept of each of
   * `repositoryIds` over to its new version: a new model is put in its place in every kept order and an
   * archived one taken out, which costs a binary search and an array copy, where reading a repository of
   * 100,000 models again takes most of a second. A repository whose kept state was already out of date is
   * dropped, to be read again when next listed.
   */
  write(repositoryIds: readonly number[], write: () => ModelChange[]): void {
    const before = new Map(repositoryIds.map((id) => [id, this.version(id)]));
    const changes = write();
    for (const [repositoryId, version] of before) {
      const state = this.repositories.get(repositoryId);
      if (state === undefined) continue;
      if (state.version !== version) {
        this.repositories.delete(repositoryId);
        continue;
      }
      for (const change of changes) if (change.repositoryId === repositoryId) this.carry(state, change);
      state.version = this.version(repositoryId);
    }
  }

  private version(repositoryId: number): number {
    return statement(this.db, 'SELECT models_version FROM repositories WHERE id = ?')
      .pluck()
      .get(repositoryId) as number;
  }

  private rows(state: RepositoryState, repositoryId: number): ListedRows {
    return (state.rows ??= new ListedRows(statement(this.db, ROWS_SQL).all(repositoryId) as ModelRow[]));
  }

  private state(repositoryId: number): RepositoryState {
    const version = this.versions.get(repositoryId, () => this.version(repositoryId));
    return remember(
      this.repositories,
      repositoryId,
      REPOSITORIES_KEPT,
      () => fresh(version),
      (kept) => kept.version === version,
    );
  }

  private carry(state: RepositoryState, { modelId, listed }: ModelChange): void {
    state.matches.clear();
    state.filteredOrders.clear();
    state.titles.changed(modelId, listed);
    if (!listed) {
      state.rows?.delete(modelId);
      for (const order of state.orders.values()) withdraw(order, modelId);
      return;
    }
    const row = this.row(state, modelId);
    state.rows?.set(row);
    for (const order of state.orders.values()) this.place(state, order, row);
  }

  /** Puts a new model where its order's index walk would have found it. */
  private place(state: RepositoryState, order: KeptOrder, row: ModelRow): void {
    const { key } = order;
    const sortKeys = (other: ModelRow): string[] =>
      key === 'id'
        ? []
        : key === 'uuid'
          ? [other.uuid]
          : key === 'modelType'
            ? [other.modelType, other.uuid]
            : [titleKey(other, key.titleLanguage) ?? '', other.uuid];
    const keys = sortKeys(row);
    const after = (id: number) => (key === 'id' ? id > row.id : compareKeys(sortKeys(this.row(state, id)), keys) > 0);
    const titled = typeof key !== 'string' && titleKey(row, key.titleLanguage) !== undefined;
    // An untitled model goes among the untitled ones, which are in uuid order.
    const untitledAfter = (id: number) => compareText(this.row(state, id).uuid, row.uuid) > 0;
    const [from, to, isAfter] =
      typeof key === 'string' || titled
        ? [0, order.tailStart, after]
        : [order.tailStart, order.ids.length, untitledAfter];
    let low = from;
    let high = to;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (isAfter(order.ids[middle])) high = middle;
      else low = middle + 1;
    }
    const ids = new Int32Array(order.ids.length + 1);
    ids.set(order.ids.subarray(0, low));
    ids[low] = row.id;
    ids.set(order.ids.subarray(low), low + 1);
    order.ids = ids;
    order.positions = undefined;
    if (typeof key === 'string' || titled) order.tailStart++;
  }

  private row(state: RepositoryState, id: number): ModelRow {
    return state.rows?.has(id)
      ? state.rows.get(id)
      : (statement(this.db, `SELECT ${MODEL_COLUMNS} FROM models WHERE id = ?`).get(id) as ModelRow);
  }

  private order(state: RepositoryState, repositoryId: number, key: ModelOrderKey, name: string): KeptOrder {
    let order = state.orders.get(name);
    if (!order) state.orders.set(name, (order = { key, ...this.read(state, repositoryId, key) }));
    return order;
  }

  private read(state: RepositoryState, repositoryId: number, key: ModelOrderKey): Order {
    if (typeof key === 'string') {
      const ids = Int32Array.from(statement(this.db, ORDER_SQL[key]).pluck().all(repositoryId) as number[]);
      return { ids, tailStart: ids.length };
    }
    // Titled models in title order, then the untitled ones in uuid order (their key ties).
    const listed = this.order(state, repositoryId, 'uuid', 'uuid');
    const positions = (listed.positions ??= positionsOf(listed.ids));
    const titled = new Uint8Array(listed.ids.length);
    const ids = new Int32Array(listed.ids.length);
    let count = 0;
    for (const id of statement(this.db, ORDER_SQL.title).pluck().all(repositoryId, key.titleLanguage) as number[]) {
      const at = id < positions.length ? positions[id] : -1;
      if (at < 0) continue;
      titled[at] = 1;
      ids[count++] = id;
    }
    const tailStart = count;
    listed.ids.forEach((id, at) => {
      if (titled[at] !== 1) ids[count++] = id;
    });
    return { ids, tailStart };
  }
}

const fresh = (version: number): RepositoryState => ({
  version,
  orders: new Map(),
  matches: new Map(),
  filteredOrders: new Map(),
  titles: new RepositoryTitles(),
});

/** Positions startAt.. of an order in the requested direction: both runs reversed when descending. */
function slice({ ids, tailStart }: Order, ascending: boolean, startAt: number, maxResults: number): number[] {
  const count = ids.length;
  const at = ascending
    ? (k: number) => k
    : (k: number) => (k < tailStart ? tailStart - 1 - k : tailStart + count - 1 - k);
  const page: number[] = [];
  for (let k = startAt; k < Math.min(count, startAt + maxResults); k++) page.push(ids[at(k)]);
  return page;
}

/** Takes a model out of an order. */
function withdraw(order: KeptOrder, id: number): void {
  const at = order.ids.indexOf(id);
  if (at < 0) return;
  const ids = new Int32Array(order.ids.length - 1);
  ids.set(order.ids.subarray(0, at));
  ids.set(order.ids.subarray(at + 1), at);
  order.ids = ids;
  order.positions = undefined;
  if (typeof order.key === 'string' || at < order.tailStart) order.tailStart--;
}

/** A model's title sort key in one language, as stored in `model_titles.title_key`; undefined if untitled. */
function titleKey(row: ModelRow, language: string): string | undefined {
  const title = titlesOf(row)[language]?.title;
  return title === undefined ? undefined : sortKey(title);
}

const compareKeys = (a: string[], b: string[]) => {
  for (let i = 0; i < a.length; i++) {
    const order = compareText(a[i], b[i]);
    if (order !== 0) return order;
  }
  return 0;
};

/**
 * Compares as SQLite's BINARY collation does (UTF-8 bytes, that is code points), where JavaScript compares
 * UTF-16 units: those differ only between surrogates (code points above U+FFFF) and U+E000–U+FFFF.
 */
export function compareText(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

/**
 * The matched models of `order`, in the same order and with the same split into runs. Their positions
 * are marked in a bitset and read back in order: time linear in the matches and in a 32nd of the order.
 */
function restrict(order: KeptOrder, matched: MatchedIds): Order {
  const positions = (order.positions ??= positionsOf(order.ids));
  const marks = new Uint32Array((order.ids.length + 31) >>> 5);
  let count = 0;
  for (let k = 0; k < matched.length; k++) {
    const id = matched[k];
    const at = id < positions.length ? positions[id] : -1;
    if (at < 0 || marks[at >>> 5] & (1 << (at & 31))) continue;
    marks[at >>> 5] |= 1 << (at & 31);
    count++;
  }
  const ids = new Int32Array(count);
  let tailStart = -1;
  let n = 0;
  for (let word = 0; word < marks.length; word++) {
    for (let bits = marks[word]; bits !== 0; bits &= bits - 1) {
      const at = (word << 5) + 31 - Math.clz32(bits & -bits);
      if (tailStart < 0 && at >= order.tailStart) tailStart = n;
      ids[n++] = order.ids[at];
    }
  }
  return { ids, tailStart: tailStart < 0 ? count : tailStart };
}
