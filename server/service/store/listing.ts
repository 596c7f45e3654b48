import type { Statement } from 'better-sqlite3';
import type { ParsedQuery } from './query.js';
import { writeCount, type Db } from './database.js';

const statementCache = new WeakMap<Db, Map<string, Statement>>();
/** Prepares a statement once per database; list queries are built from a small set of SQL shapes. */
export function statement(db: Db, sql: string): Statement {
  let cache = statementCache.get(db);
  if (!cache) statementCache.set(db, (cache = new Map()));
  let prepared = cache.get(sql);
  if (!prepared) cache.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}

/** How a resource's list query maps sort and filter paths to SQL; each sort path has an index to walk. */
export interface ListShape {
  /** FROM clause with the main table aliased. */
  from: string;
  /** The internal identifier column, the order when no sortBy is given. */
  idColumn: string;
  /** The public identifier column: the tie-breaker of every sort, so that a client can verify the order. */
  uuidColumn: string;
  columns: string;
  /** Sort path -> SQL expression. */
  sortExpressions?: Readonly<Record<string, string>>;
  /** Filter path -> SQL boolean expression whose every `?` takes the LIKE pattern. */
  filterExpressions?: Readonly<Record<string, string>>;
}

export interface ListRequest {
  where: string[];
  args: unknown[];
  query: ParsedQuery;
}

export interface PageResult<Row> {
  total: number;
  rows: Row[];
}

/** The ORDER BY of a documented sort: the sort expression, ties by uuid, both in the requested direction. */
function orderBy(shape: ListShape, query: ParsedQuery): string {
  const direction = query.ascending ? 'ASC' : 'DESC';
  const expression = query.sortBy ? shape.sortExpressions?.[query.sortBy] : undefined;
  if (!expression) return `${shape.idColumn} ${direction}`;
  if (expression === shape.uuidColumn) return `${expression} ${direction}`;
  return `${expression} ${direction}, ${shape.uuidColumn} ${direction}`;
}

/**
 * A page of a list of small tables (repositories, accessors, API keys), walking the sort's index. A
 * filtered list is read once in order, so that its matches are found once for both total and page.
 */
export function listPage<Row>(db: Db, shape: ListShape, request: ListRequest): PageResult<Row> {
  const { query } = request;
  const where = [...request.where];
  const args = [...request.args];
  if (query.filter && shape.filterExpressions) {
    const expressions = query.filter.paths.map((path) => shape.filterExpressions![path]);
    if (expressions.length === 0) where.push('0');
    else {
      where.push(`(${expressions.join(' OR ')})`);
      // An expression may test several columns; each placeholder takes the pattern.
      const placeholders = expressions.join(' ').split('?').length - 1;
      for (let i = 0; i < placeholders; i++) args.push(query.filter.text.like);
    }
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const select = `SELECT ${shape.columns} FROM ${shape.from} ${whereSql} ORDER BY ${orderBy(shape, query)}`;
  if (query.filter) {
    const matches = statement(db, select).all(...args) as Row[];
    return { total: matches.length, rows: matches.slice(query.startAt, query.startAt + query.maxResults) };
  }
  const total = (
    statement(db, `SELECT count(*) AS total FROM ${shape.from} ${whereSql}`).get(...args) as { total: number }
  ).total;
  const rows =
    query.startAt >= total
      ? []
      : (statement(db, `${select} LIMIT ? OFFSET ?`).all(...args, query.maxResults, query.startAt) as Row[]);
  return { total, rows };
}

/** Keeps only the selected keys of a response object, in the object's own order. */
export function pick<T extends object>(value: T, select: ReadonlySet<string>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(value) as (keyof T)[]) if (select.has(key as string)) out[key] = value[key];
  return out;
}

/**
 * Values read from the database, kept until this connection next writes. The service is the database's
 * only writer, so a value kept here is never older than the data.
 */
export class UntilWrite<K, V> {
  private version = -1;
  private readonly values = new Map<K, V>();

  constructor(
    private readonly db: Db,
    private readonly capacity = 1024,
  ) {}

  get(key: K, read: () => V): V {
    const version = writeCount(this.db);
    if (version !== this.version) {
      this.values.clear();
      this.version = version;
    }
    let value = this.values.get(key);
    if (value === undefined) {
      value = read();
      if (this.values.size >= this.capacity) this.values.clear();
      this.values.set(key, value);
    }
    return value;
  }
}
