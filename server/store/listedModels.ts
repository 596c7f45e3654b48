import type { Db } from './database.js';
import { statement } from './listing.js';

/** The documented model orders: internal id (no sortBy), uuid, model type, or title in one language. */
export type ModelOrderKey = 'id' | 'uuid' | 'modelType' | { titleLanguage: string };

export interface ModelRow {
  id: number;
  uuid: string;
  modelType: string;
  status: string;
  /** The titles map, kept beside the model by triggers on its titles. */
  titlesJson: string;
}

export const MODEL_COLUMNS = 'id, uuid, model_type AS modelType, status, titles_json AS titlesJson';

/** Ids of the models that match a filter, as a membership table indexed by model id. */
export type Membership = Uint8Array;

/** A filter as the listing sees it: a key naming its meaning, and how to find its matches when not known. */
export interface ModelFilter {
  key: string;
  find(): Membership;
}

export interface ListedPage {
  total: number;
  rows: ModelRow[];
}

/**
 * Some of a repository's listed models in one order, ascending. `tailStart` splits it into two runs that a
 * descending page reverses separately: titled models, then the untitled ones, which stay last either way.
 */
interface Order {
  ids: Int32Array;
  tailStart: number;
}

/** What is known of one repository's listed models, all of it valid for one `models_version`. */
interface RepositoryState {
  version: number;
  orders: Map<string, Order>;
  rows?: Map<number, ModelRow>;
  /** Filter key -> its matches; filter key and order name -> the matches in that order. */
  matches: Map<string, Membership>;
  filteredOrders: Map<string, Order>;
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

/**
 * A repository's listed models held in memory: where each stands in every documented order, their list
 * rows, and the matches of recent filters. SQLite has no order-statistic index, so OFFSET walks an index
 * in time linear in the offset, and each row read costs microseconds; a page held here is an array
 * slice. Paging through a filter (a new URL per page, so never a response-cache hit) finds its matches
 * once. Everything is read again once the repository's models change: triggers advance
 * `repositories.models_version` on every change to models or their titles, so no writer can leave it stale.
 */
export class ListedModels {
  private readonly repositories = new Map<number, RepositoryState>();

  constructor(private readonly db: Db) {}

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
    const order = filter
      ? remember(state.filteredOrders, `${filter.key}\u0000${orderName}`, FILTERS_KEPT, () =>
          restrict(this.order(state, repositoryId, key, orderName), remember(state.matches, filter.key, FILTERS_KEPT, filter.find)),
        )
      : this.order(state, repositoryId, key, orderName);
    const { ids, tailStart } = order;
    const count = ids.length;
    // Position k of the requested direction: both runs reversed when descending.
    const at = ascending ? (k: number) => k : (k: number) => (k < tailStart ? tailStart - 1 - k : tailStart + count - 1 - k);
    state.rows ??= new Map((statement(this.db, ROWS_SQL).all(repositoryId) as ModelRow[]).map((row) => [row.id, row]));
    const rows: ModelRow[] = [];
    for (let k = startAt; k < Math.min(count, startAt + maxResults); k++) rows.push(state.rows.get(ids[at(k)])!);
    return { total: count, rows };
  }

  private state(repositoryId: number): RepositoryState {
    const version = (statement(this.db, 'SELECT models_version AS v FROM repositories WHERE id = ?').get(repositoryId) as { v: number }).v;
    return remember(this.repositories, repositoryId, REPOSITORIES_KEPT, () => fresh(version), (kept) => kept.version === version);
  }

  private order(state: RepositoryState, repositoryId: number, key: ModelOrderKey, name: string): Order {
    let order = state.orders.get(name);
    if (!order) state.orders.set(name, (order = this.read(state, repositoryId, key)));
    return order;
  }

  private read(state: RepositoryState, repositoryId: number, key: ModelOrderKey): Order {
    if (typeof key === 'string') {
      const ids = Int32Array.from(statement(this.db, ORDER_SQL[key]).pluck().all(repositoryId) as number[]);
      return { ids, tailStart: ids.length };
    }
    // Titled models in title order, then the untitled ones in uuid order (their key ties).
    const listed = this.order(state, repositoryId, 'uuid', 'uuid').ids;
    const isListed = membership(listed);
    const titled = new Uint8Array(isListed.length);
    const ids = new Int32Array(listed.length);
    let count = 0;
    for (const id of statement(this.db, ORDER_SQL.title).pluck().all(repositoryId, key.titleLanguage) as number[]) {
      if (isListed[id] !== 1) continue;
      titled[id] = 1;
      ids[count++] = id;
    }
    const tailStart = count;
    for (const id of listed) if (titled[id] !== 1) ids[count++] = id;
    return { ids, tailStart };
  }
}

const fresh = (version: number): RepositoryState => ({ version, orders: new Map(), matches: new Map(), filteredOrders: new Map() });

/**
 * The entry under `key`, made when missing or no longer `valid`; the map is kept in least-recently-used
 * order (re-inserting moves an entry to the young end) and at most `capacity` entries.
 */
function remember<K, V>(map: Map<K, V>, key: K, capacity: number, make: () => V, valid: (kept: V) => boolean = () => true): V {
  let value = map.get(key);
  if (value === undefined || !valid(value)) value = make();
  map.delete(key);
  map.set(key, value);
  if (map.size > capacity) map.delete(map.keys().next().value!);
  return value;
}

/** The models of `order` that `matching` holds, in the same order and with the same split into runs. */
function restrict(order: Order, matching: Membership): Order {
  const ids = new Int32Array(order.ids.length);
  let count = 0;
  let tailStart = 0;
  for (let k = 0; k < order.ids.length; k++) {
    if (k === order.tailStart) tailStart = count;
    if (matching[order.ids[k]] === 1) ids[count++] = order.ids[k];
  }
  if (order.tailStart === order.ids.length) tailStart = count;
  return { ids: ids.slice(0, count), tailStart };
}

/** A membership table of the given ids. */
export function membership(ids: ArrayLike<number>): Membership {
  let max = 0;
  for (let i = 0; i < ids.length; i++) max = Math.max(max, ids[i]);
  const table = new Uint8Array(max + 1);
  for (let i = 0; i < ids.length; i++) table[ids[i]] = 1;
  return table;
}
