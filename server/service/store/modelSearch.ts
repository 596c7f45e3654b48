import type { TextFilter } from '../../../common/filterSyntax.js';
import { trigramQuery } from './textFilter.js';
import type { Db } from './database.js';
import { statement } from './listing.js';
import type { MatchedIds } from './listedModels.js';

/** Filter paths of models and their columns in the `model_search` FTS5 trigram table. */
const COLUMNS: Readonly<Record<string, 'titles' | 'uuid' | 'model_type'>> = {
  titles: 'titles',
  uuid: 'uuid',
  modelType: 'model_type',
};

type SearchRow = [id: number, titles: string, uuid: string, modelType: string];

/**
 * The models (of every repository) whose text in the given paths matches a filter, found in one query.
 * A literal run of three or more characters finds its candidates through the trigram index; a filter
 * without one scans the folded text (still far cheaper than the tables it folds). One literal run is
 * answered exactly by the index or by LIKE; with wildcards, LIKE over a model's joined titles may match
 * across two titles, so those candidates are checked title by title.
 */
export function matchingModels(db: Db, filter: TextFilter, paths: readonly string[]): MatchedIds {
  const columns = paths.map((path) => COLUMNS[path]);
  if (columns.length === 0) return [];
  const indexed = trigramQuery(filter, columns);
  const conditions: string[] = [];
  if (indexed) conditions.push('model_search MATCH :query');
  if (!indexed?.exact) conditions.push(`(${columns.map((column) => `${column} LIKE :like ESCAPE '\\'`).join(' OR ')})`);
  const where = `WHERE ${conditions.join(' AND ')}`;
  const parameters = { ...(indexed ? { query: indexed.query } : {}), ...(indexed?.exact ? {} : { like: filter.like }) };
  if (filter.segments.length === 1) {
    // A JSON array crosses into JavaScript far faster than one row per match.
    const ids = statement(db, `SELECT json_group_array(rowid) FROM model_search ${where}`)
      .pluck()
      .get(parameters) as string;
    return JSON.parse(ids) as number[];
  }
  const rows = statement(db, `SELECT rowid, titles, uuid, model_type FROM model_search ${where}`)
    .raw()
    .all(parameters) as SearchRow[];
  const matchesRow = (row: SearchRow) =>
    columns.some((column) =>
      column === 'titles'
        ? row[1].split('\n').slice(1).some(filter.matches)
        : filter.matches(column === 'uuid' ? row[2] : row[3]),
    );
  return rows.filter(matchesRow).map((row) => row[0]);
}
