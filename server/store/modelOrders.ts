import type { Db } from './database.js';
import { statement } from './listing.js';

/** The documented model orders: internal id (no sortBy), uuid, model type, or title in one language. */
export type ModelOrderKey = 'id' | 'uuid' | 'modelType' | { titleLanguage: string };

/**
 * A repository's listed models in one order, ascending. `tailStart` splits it into two runs that a
 * descending page reverses separately: titled models, then the untitled ones, which stay last either way.
 */
interface Order {
  version: number;
  ids: Int32Array;
  tailStart: number;
}

export interface OrderedPage {
  total: number;
  ids: number[];
}

/** Ids of the models that match a filter, as a membership table indexed by model id. */
export type Membership = Uint8Array;

// Each order is one index walk in order (no sort), ties by uuid in the order's direction.
const ORDER_SQL = {
  id: "SELECT id FROM models WHERE repository_id = ? AND status <> 'ARCHIVED' ORDER BY id",
  uuid: "SELECT id FROM models WHERE repository_id = ? AND status <> 'ARCHIVED' ORDER BY uuid",
  modelType: "SELECT id FROM models WHERE repository_id = ? AND status <> 'ARCHIVED' ORDER BY model_type, uuid",
  title:
    'SELECT model_id FROM model_titles WHERE repository_id = ? AND language_uuid = ? ORDER BY title_key, model_uuid',
};

/**
 * Where each model of a repository stands in every documented order, held in memory: SQLite has no
 * order-statistic index, so OFFSET walks an index and costs time linear in the offset, while a page of
 * an order held here is an array slice. An order is read from its index on first use and read again
 * once the repository's models change; triggers advance `repositories.models_version` on every change to
 * models or their titles, so no writer can leave an order stale.
 */
export class ModelOrders {
  private readonly orders = new Map<string, Order>();

  constructor(
    private readonly db: Db,
    /** Orders kept at most; the least recently used is dropped first. */
    private readonly capacity = 64,
  ) {}

  /** A page of the order in the requested direction, of every listed model or only the matching ones. */
  page(
    repositoryId: number,
    key: ModelOrderKey,
    ascending: boolean,
    startAt: number,
    maxResults: number,
    matching?: Membership,
  ): OrderedPage {
    const { ids, tailStart } = this.order(repositoryId, key);
    const count = ids.length;
    // Position k of the requested direction: both runs reversed when descending.
    const at = ascending ? (k: number) => k : (k: number) => (k < tailStart ? tailStart - 1 - k : tailStart + count - 1 - k);
    const page: number[] = [];
    if (!matching) {
      for (let k = startAt; k < Math.min(count, startAt + maxResults); k++) page.push(ids[at(k)]);
      return { total: count, ids: page };
    }
    let total = 0;
    for (let k = 0; k < count; k++) {
      const id = ids[at(k)];
      if (matching[id] !== 1) continue;
      if (total >= startAt && page.length < maxResults) page.push(id);
      total++;
    }
    return { total, ids: page };
  }

  private order(repositoryId: number, key: ModelOrderKey): Order {
    const name = `${repositoryId}:${typeof key === 'string' ? key : `title:${key.titleLanguage}`}`;
    const version = (statement(this.db, 'SELECT models_version AS v FROM repositories WHERE id = ?').get(repositoryId) as { v: number }).v;
    let order = this.orders.get(name);
    if (order?.version !== version) order = { version, ...this.read(repositoryId, key) };
    // Re-inserting keeps the map in least-recently-used order.
    this.orders.delete(name);
    this.orders.set(name, order);
    if (this.orders.size > this.capacity) this.orders.delete(this.orders.keys().next().value!);
    return order;
  }

  private read(repositoryId: number, key: ModelOrderKey): Omit<Order, 'version'> {
    if (typeof key === 'string') {
      const ids = Int32Array.from(statement(this.db, ORDER_SQL[key]).pluck().all(repositoryId) as number[]);
      return { ids, tailStart: ids.length };
    }
    // Titled models in title order, then the untitled ones in uuid order (their key ties).
    const listed = this.order(repositoryId, 'uuid').ids;
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

/** A membership table of the given ids. */
export function membership(ids: ArrayLike<number>): Membership {
  let max = 0;
  for (let i = 0; i < ids.length; i++) max = Math.max(max, ids[i]);
  const table = new Uint8Array(max + 1);
  for (let i = 0; i < ids.length; i++) table[ids[i]] = 1;
  return table;
}
