import type { Statement } from 'better-sqlite3';
import type { ParsedQuery } from '../query/params.js';
import type { Db } from './database.js';

const statementCache = new WeakMap<Db, Map<string, Statement>>();
/** Prepares a statement once per database; list queries are built from a small set of SQL shapes. */
export function statement(db: Db, sql: string): Statement {
  let cache = statementCache.get(db);
  if (!cache) statementCache.set(db, (cache = new Map()));
  let prepared = cache.get(sql);
  if (!prepared) cache.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}

/** How a resource's list query maps sort and filter paths to SQL. */
export interface ListShape {
  /** FROM clause with the main table aliased. */
  from: string;
  /** The internal identifier column, the order when no sortBy is given and the tie-breaker. */
  idColumn: string;
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
  /** Replaces the sort: a join clause, its arguments and the ORDER BY expression (title sorting). */
  customSort?: { join: string; args: unknown[]; orderBy: string };
}

export interface PageResult<Row> {
  total: number;
  rows: Row[];
}

/** Runs the count and the page of a list, with filter, sort and offset paging. */
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
      for (let i = 0; i < placeholders; i++) args.push(query.filter.like);
    }
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const direction = query.ascending ? 'ASC' : 'DESC';
  let join = '';
  let joinArgs: unknown[] = [];
  let orderBy = `${shape.idColumn} ${direction}`;
  if (request.customSort) {
    join = request.customSort.join;
    joinArgs = request.customSort.args;
    orderBy = `${request.customSort.orderBy}, ${orderBy}`;
  } else if (query.sortBy && shape.sortExpressions?.[query.sortBy]) {
    orderBy = `${shape.sortExpressions[query.sortBy]} ${direction}, ${orderBy}`;
  }
  const countSql = `SELECT count(*) AS total FROM ${shape.from} ${whereSql}`;
  const pageSql = `SELECT ${shape.columns} FROM ${shape.from} ${join} ${whereSql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`;
  const total = (statement(db, countSql).get(...args) as { total: number }).total;
  const rows =
    query.startAt >= total ? [] : (statement(db, pageSql).all(...joinArgs, ...args, query.maxResults, query.startAt) as Row[]);
  return { total, rows };
}

/** Keeps only the selected keys of a response object, in the object's own order. */
export function pick<T extends object>(value: T, select: ReadonlySet<string>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(value) as (keyof T)[]) if (select.has(key as string)) out[key] = value[key];
  return out;
}
