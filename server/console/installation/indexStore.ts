import { foldTitle, queryWords } from '../../../common/titleFolding.js';
import type {
  DerivedCanvas,
  IndexedModel,
  IndexedRepository,
  ModelMerge,
  Placement,
  Relation,
  TitleMap,
} from '../../../common/indexedShapes.js';
import type { SqlEngine, SqlRunner, SqlValue } from '../database/index.js';

export type TitleKind = 'model' | 'symbol';

export interface StoredRepository extends IndexedRepository {
  /** When its model list was last read. */
  listedAt: number;
}

/** How much of one repository the index holds, and how old it is. */
export interface RepositoryCoverage {
  uuid: string;
  name: string;
  languages: StoredRepository['languages'];
  /** Models its last list walk found. */
  models: number;
  /** Of those, models whose canvas is read. */
  modelsRead: number;
  /** The oldest canvas read, if any is. */
  oldestReadAt?: number;
  listedAt: number;
}

export interface TitleHit {
  kind: TitleKind;
  repositoryId: string;
  uuid: string;
  /** The language of the title that matched best, and that title. */
  language: string;
  title: string;
}

export interface IndexedSymbolTitles {
  repositoryId: string;
  uuid: string;
  objectType?: string;
  titles: TitleMap;
}

/** What a canvas read changed. */
export type CanvasOutcome = 'changed' | 'unchanged' | 'unknown-model';

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
/** A LIKE pattern for a folded word anywhere, with `\` escaping LIKE's own wildcards. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
/** An FTS5 phrase of a word: double quotes doubled. */
const phrase = (word: string) => `"${word.replaceAll('"', '""')}"`;
/** Trigram indexes know words of three characters or more; shorter ones are matched by LIKE alone. */
const TRIGRAM = 3;

const parseTitles = (json: unknown): TitleMap => JSON.parse(String(json)) as TitleMap;

/** Rows per INSERT: one statement for many rows is one round trip to PostgreSQL, and well inside both engines' parameter limits. */
const ROWS_PER_INSERT = 200;
/** Models written at once after which PostgreSQL's table is vacuumed and analysed (see applyModels). */
const ANALYZE_AFTER_MODELS = 5000;

/** Inserts rows in few statements; `tail` is what follows VALUES (an ON CONFLICT clause). */
async function insertRows(sql: SqlRunner, into: string, rows: readonly SqlValue[][], tail = ''): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    await sql.run(
      `INSERT INTO ${into} VALUES ${chunk.map((row) => `(${placeholders(row.length)})`).join(', ')} ${tail}`,
      chunk.flat(),
    );
  }
}

/**
 * The installation index: what the walker has read of the service, and the answers the console asks for. Every
 * answer is confined to the repositories given, which are those the caller's credential can list.
 */
export class IndexStore {
  constructor(private readonly engine: SqlEngine) {}

  // The walker's side.

  async repositories(): Promise<StoredRepository[]> {
    const rows = await this.engine.all<{
      uuid: string;
      name: string;
      languages: string;
      models_total: number | null;
      signature: string | null;
      listed_at: number;
    }>('SELECT uuid, name, languages, models_total, signature, listed_at FROM index_repositories ORDER BY name, uuid');
    return rows.map((row) => ({
      uuid: row.uuid,
      name: row.name,
      languages: JSON.parse(row.languages) as StoredRepository['languages'],
      modelsTotal: row.models_total ?? undefined,
      signature: row.signature ?? undefined,
      listedAt: row.listed_at,
    }));
  }

  async saveRepository(repository: StoredRepository): Promise<void> {
    await this.engine.transaction((sql) =>
      sql.run(
        `INSERT INTO index_repositories (uuid, name, languages, models_total, signature, listed_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (uuid) DO UPDATE SET name = excluded.name, languages = excluded.languages,
           models_total = excluded.models_total, signature = excluded.signature, listed_at = excluded.listed_at`,
        [
          repository.uuid,
          repository.name,
          JSON.stringify(repository.languages),
          repository.modelsTotal ?? null,
          repository.signature ?? null,
          repository.listedAt,
        ],
      ),
    );
  }

  /** A repository the service no longer lists, with everything read of it. */
  async removeRepository(uuid: string): Promise<void> {
    await this.engine.transaction(async (sql) => {
      for (const table of ['index_placements', 'index_relations', 'index_titles', 'index_symbols', 'index_models'])
        await sql.run(`DELETE FROM ${table} WHERE repository_id = ?`, [uuid]);
      await sql.run('DELETE FROM index_repositories WHERE uuid = ?', [uuid]);
    });
  }

  async models(repositoryId: string): Promise<IndexedModel[]> {
    const rows = await this.engine.all<{
      uuid: string;
      model_type: string | null;
      titles: string;
      canvas_read_at: number;
    }>('SELECT uuid, model_type, titles, canvas_read_at FROM index_models WHERE repository_id = ?', [repositoryId]);
    return rows.map((row) => ({
      repositoryId,
      uuid: row.uuid,
      modelType: row.model_type ?? undefined,
      titles: parseTitles(row.titles),
      canvasReadAt: row.canvas_read_at,
    }));
  }

  /** Writes a repository's walked models as mergeModels decided: new and changed ones, and the ones gone. */
  async applyModels(repositoryId: string, merge: ModelMerge): Promise<void> {
    if (merge.put.length === 0 && merge.remove.length === 0) return;
    await this.engine.transaction(async (sql) => {
      await insertRows(
        sql,
        'index_models (repository_id, uuid, model_type, titles, canvas_read_at)',
        merge.put.map((model) => [
          repositoryId,
          model.uuid,
          model.modelType ?? null,
          JSON.stringify(model.titles),
          model.canvasReadAt,
        ]),
        `ON CONFLICT (repository_id, uuid) DO UPDATE SET model_type = excluded.model_type, titles = excluded.titles`,
      );
      await writeTitles(sql, repositoryId, 'model', merge.put);
      await writeTitles(
        sql,
        repositoryId,
        'model',
        merge.remove.map((uuid) => ({ uuid, titles: {} })),
      );
      for (const table of ['index_placements', 'index_relations'])
        await forEachChunk(merge.remove, (uuids) =>
          sql.run(`DELETE FROM ${table} WHERE repository_id = ? AND model_id IN (${placeholders(uuids.length)})`, [
            repositoryId,
            ...uuids,
          ]),
        );
      await forEachChunk(merge.remove, (uuids) =>
        sql.run(`DELETE FROM index_models WHERE repository_id = ? AND uuid IN (${placeholders(uuids.length)})`, [
          repositoryId,
          ...uuids,
        ]),
      );
    });
    // A first walk (or a large import) writes most of the titles at once. Until autovacuum comes round, PostgreSQL
    // plans title searches without statistics and each search sets the new rows' hint bits as it reads them: p50
    // 36 ms and p95 48 at 100,000 models over HTTP, against 12 and 28 once vacuumed and analysed. SQLite keeps no
    // statistics unless asked, and its searches are written not to need them.
    if (this.engine.kind === 'postgres' && merge.put.length + merge.remove.length >= ANALYZE_AFTER_MODELS)
      await this.engine.exec('VACUUM (ANALYZE) index_models, index_titles');
  }

  /** When the index last read a model's canvas: 0 while not yet, undefined for a model it does not hold. */
  async canvasReadAt(repositoryId: string, uuid: string): Promise<number | undefined> {
    const [row] = await this.engine.all<{ canvas_read_at: number }>(
      'SELECT canvas_read_at FROM index_models WHERE repository_id = ? AND uuid = ?',
      [repositoryId, uuid],
    );
    return row?.canvas_read_at;
  }

  /** Of these symbols placed in a repository, the ones whose titles were never read. */
  async unreadSymbols(repositoryId: string, uuids: readonly string[]): Promise<string[]> {
    if (uuids.length === 0) return [];
    const rows = await this.engine.all<{ uuid: string }>(
      `SELECT uuid FROM index_symbols WHERE repository_id = ? AND titles_read_at = 0
       AND uuid IN (${placeholders(uuids.length)})`,
      [repositoryId, ...uuids],
    );
    return rows.map((row) => row.uuid);
  }

  /** Models whose canvas was last read before `before` (never read first, then the oldest), at most `limit`. */
  canvasesDue(before: number, limit: number): Promise<{ repositoryId: string; uuid: string }[]> {
    return this.readBefore('index_models', 'canvas_read_at', before, limit);
  }

  /** Rows of `table` whose `readAt` column is before `before`, the oldest (0: never read) first. */
  private readBefore(
    table: 'index_models' | 'index_symbols',
    readAt: 'canvas_read_at' | 'titles_read_at',
    before: number,
    limit: number,
  ): Promise<{ repositoryId: string; uuid: string }[]> {
    return this.engine.all(
      `SELECT repository_id AS "repositoryId", uuid FROM ${table} WHERE ${readAt} < ?
       ORDER BY ${readAt}, repository_id, uuid LIMIT ?`,
      [before, limit],
    );
  }

  /**
   * A canvas read at `at`: its placements and relations replace the model's where its hash differs from the
   * last one read, and only its read time is written where it does not.
   */
  async recordCanvas(
    repositoryId: string,
    modelId: string,
    canvas: DerivedCanvas,
    hash: string,
    at: number,
  ): Promise<CanvasOutcome> {
    return this.engine.transaction(async (sql) => {
      const [model] = await sql.all<{ canvas_hash: string | null }>(
        'SELECT canvas_hash FROM index_models WHERE repository_id = ? AND uuid = ?',
        [repositoryId, modelId],
      );
      if (!model) return 'unknown-model';
      if (model.canvas_hash === hash) {
        await sql.run('UPDATE index_models SET canvas_read_at = ? WHERE repository_id = ? AND uuid = ?', [
          at,
          repositoryId,
          modelId,
        ]);
        return 'unchanged';
      }
      for (const table of ['index_placements', 'index_relations'])
        await sql.run(`DELETE FROM ${table} WHERE repository_id = ? AND model_id = ?`, [repositoryId, modelId]);
      await insertRows(
        sql,
        'index_placements (repository_id, model_id, vertex_id, symbol_id)',
        canvas.placements.map((p) => [p.repositoryId, p.modelId, p.vertexId, p.symbolId]),
      );
      await insertRows(
        sql,
        'index_relations (repository_id, model_id, edge_id, edge_type, from_symbol, to_symbol)',
        canvas.relations.map((r) => [r.repositoryId, r.modelId, r.edgeId, r.edgeType, r.fromSymbol, r.toSymbol]),
      );
      await insertRows(
        sql,
        'index_symbols (repository_id, uuid)',
        canvas.symbolIds.map((symbolId) => [repositoryId, symbolId]),
        'ON CONFLICT (repository_id, uuid) DO NOTHING',
      );
      await sql.run(
        'UPDATE index_models SET canvas_hash = ?, canvas_read_at = ? WHERE repository_id = ? AND uuid = ?',
        [hash, at, repositoryId, modelId],
      );
      return 'changed';
    });
  }

  /** A model listed but gone when its canvas was asked for: not asked again this cycle; the next list drops it. */
  async markCanvasGone(repositoryId: string, modelId: string, at: number): Promise<void> {
    await this.engine.transaction((sql) =>
      sql.run('UPDATE index_models SET canvas_read_at = ? WHERE repository_id = ? AND uuid = ?', [
        at,
        repositoryId,
        modelId,
      ]),
    );
  }

  /** Symbols placed whose titles were last read before `before`, never read first, at most `limit`. */
  symbolsDue(before: number, limit: number): Promise<{ repositoryId: string; uuid: string }[]> {
    return this.readBefore('index_symbols', 'titles_read_at', before, limit);
  }

  /** A symbol's titles as read at `at`; `titles` undefined for a symbol the service no longer has. */
  async recordSymbol(
    repositoryId: string,
    uuid: string,
    read: { objectType?: string; titles: TitleMap } | undefined,
    at: number,
  ): Promise<void> {
    await this.engine.transaction(async (sql) => {
      await sql.run(
        'UPDATE index_symbols SET object_type = ?, titles = ?, titles_read_at = ? WHERE repository_id = ? AND uuid = ?',
        [read?.objectType ?? null, JSON.stringify(read?.titles ?? {}), at, repositoryId, uuid],
      );
      await writeTitles(sql, repositoryId, 'symbol', [{ uuid, titles: read?.titles ?? {} }]);
    });
  }

  /** Symbols no canvas places any more, with their titles. */
  async removeUnplacedSymbols(): Promise<void> {
    await this.engine.transaction(async (sql) => {
      const unplaced = `NOT EXISTS (SELECT 1 FROM index_placements p
        WHERE p.repository_id = %TABLE%.repository_id AND p.symbol_id = %TABLE%.uuid)`;
      await sql.run(
        `DELETE FROM index_titles WHERE kind = 'symbol' AND ${unplaced.replaceAll('%TABLE%', 'index_titles')}`,
      );
      await sql.run(`DELETE FROM index_symbols WHERE ${unplaced.replaceAll('%TABLE%', 'index_symbols')}`);
    });
  }

  // The readers' side: every answer within `repositoryIds`.

  async coverage(repositoryIds: readonly string[]): Promise<RepositoryCoverage[]> {
    if (repositoryIds.length === 0) return [];
    const rows = await this.engine.all<{
      uuid: string;
      name: string;
      languages: string;
      listed_at: number;
      models: number;
      models_read: number;
      oldest_read_at: number | null;
    }>(
      // Each figure from an index, per repository (the canvases read: a partial index on the read time), not a scan
      // of the models' rows, which hold their titles: a scrape of the metrics at 100,000 models took 610 ms.
      `SELECT r.uuid, r.name, r.languages, r.listed_at,
         (SELECT count(*) FROM index_models m WHERE m.repository_id = r.uuid) AS models,
         (SELECT count(*) FROM index_models m WHERE m.repository_id = r.uuid AND m.canvas_hash IS NOT NULL)
           AS models_read,
         (SELECT min(m.canvas_read_at) FROM index_models m WHERE m.repository_id = r.uuid AND m.canvas_hash IS NOT NULL)
           AS oldest_read_at
       FROM index_repositories r
       WHERE r.uuid IN (${placeholders(repositoryIds.length)}) ORDER BY r.name, r.uuid`,
      repositoryIds,
    );
    return rows.map((row) => ({
      uuid: row.uuid,
      name: row.name,
      languages: JSON.parse(row.languages) as StoredRepository['languages'],
      models: Number(row.models),
      modelsRead: Number(row.models_read),
      oldestReadAt: row.oldest_read_at ?? undefined,
      listedAt: row.listed_at,
    }));
  }

  /**
   * Models and symbols with a title containing every word of `query` (folded: case, accents and spacing aside),
   * each once with its best title: the whole title first, then a title it begins, then the shortest.
   */
  async searchTitles(
    query: string,
    repositoryIds: readonly string[],
    { limit = 50, kind }: { limit?: number; kind?: TitleKind } = {},
  ): Promise<TitleHit[]> {
    const words = queryWords(query);
    if (words.length === 0 || repositoryIds.length === 0) return [];
    const folded = foldTitle(query);
    const indexed = words.filter((word) => word.length >= TRIGRAM);
    const fromFts = this.engine.kind === 'sqlite' && indexed.length > 0;
    // SQLite reads the rows the trigram table finds, or else all of them in order: the `+` keeps it from reading
    // every title of the repositories through their index instead (185,000 rows at 100,000 models: 60 ms with
    // the trigram table, 200 without, against 14 and 40).
    const by = this.engine.kind === 'sqlite' ? '+' : '';
    const conditions = [`${by}repository_id IN (${placeholders(repositoryIds.length)})`];
    const params: SqlValue[] = [...repositoryIds];
    if (kind) {
      conditions.push(`${by}kind = ?`);
      params.push(kind);
    }
    if (fromFts) {
      conditions.push('id IN (SELECT rowid FROM index_titles_fts WHERE index_titles_fts MATCH ?)');
      params.push(indexed.map(phrase).join(' AND '));
    }
    for (const word of words) {
      conditions.push("folded LIKE ? ESCAPE '\\'");
      params.push(containing(word));
    }
    const rows = await this.engine.all<TitleHit>(
      `SELECT kind, repository_id AS "repositoryId", uuid, language, title FROM index_titles
       WHERE ${conditions.join(' AND ')}
       ORDER BY CASE WHEN folded = ? THEN 0 WHEN folded LIKE ? ESCAPE '\\' THEN 1 ELSE 2 END, length(folded), title, id
       LIMIT ?`,
      [...params, folded, containing(folded).slice(1), limit * 4],
    );
    const best = new Map<string, TitleHit>();
    for (const row of rows) {
      const key = `${row.kind}/${row.repositoryId}/${row.uuid}`;
      if (!best.has(key)) best.set(key, row);
    }
    return [...best.values()].slice(0, limit);
  }

  /**
   * Models whose titles (in any language) share at least half the words of one of `titles`, each word found as a
   * substring as the search finds it: possible duplicates of a draft. Best first: most of a title's words, then
   * the length nearest to it; each model once, with the share of words as its score.
   */
  async similarTitles(
    titles: readonly string[],
    repositoryIds: readonly string[],
    limit = 5,
  ): Promise<(TitleHit & { score: number })[]> {
    if (repositoryIds.length === 0) return [];
    const best = new Map<string, TitleHit & { score: number }>();
    for (const title of titles) {
      const words = queryWords(title);
      if (words.length === 0) continue;
      const matched = words.map(() => "CASE WHEN folded LIKE ? ESCAPE '\\' THEN 1 ELSE 0 END").join(' + ');
      const indexed = words.filter((word) => word.length >= TRIGRAM);
      const fromFts = this.engine.kind === 'sqlite' && indexed.length === words.length;
      // As in searchTitles: the rows the trigram table finds, or all in order, not through the repository index.
      const by = this.engine.kind === 'sqlite' ? '+' : '';
      const conditions = [`${by}repository_id IN (${placeholders(repositoryIds.length)})`, `${by}kind = 'model'`];
      const params: SqlValue[] = [...words.map(containing), ...repositoryIds];
      if (fromFts) {
        conditions.push('id IN (SELECT rowid FROM index_titles_fts WHERE index_titles_fts MATCH ?)');
        params.push(indexed.map(phrase).join(' OR '));
      } else {
        conditions.push(`(${words.map(() => "folded LIKE ? ESCAPE '\\'").join(' OR ')})`);
        params.push(...words.map(containing));
      }
      const rows = await this.engine.all<TitleHit & { matched: number; size: number }>(
        `SELECT * FROM (
           SELECT kind, repository_id AS "repositoryId", uuid, language, title, length(folded) AS size, (${matched}) AS matched
           FROM index_titles WHERE ${conditions.join(' AND ')}
         ) candidates
         WHERE matched * 2 >= ?
         ORDER BY matched DESC, abs(size - ?), title
         LIMIT ?`,
        [...params, words.length, foldTitle(title).length, limit * 8],
      );
      for (const { matched, size: _, ...row } of rows) {
        const hit = { ...row, score: Number(matched) / words.length };
        const known = best.get(`${row.repositoryId}/${row.uuid}`);
        if (!known || known.score < hit.score) best.set(`${row.repositoryId}/${row.uuid}`, hit);
      }
    }
    return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  }

  /** Every placement of a symbol in the models of `repositoryIds`. */
  async placements(symbolId: string, repositoryIds: readonly string[]): Promise<Placement[]> {
    if (repositoryIds.length === 0) return [];
    return this.engine.all(
      `SELECT repository_id AS "repositoryId", model_id AS "modelId", vertex_id AS "vertexId", symbol_id AS "symbolId"
       FROM index_placements WHERE symbol_id = ? AND repository_id IN (${placeholders(repositoryIds.length)})
       ORDER BY repository_id, model_id, vertex_id`,
      [symbolId, ...repositoryIds],
    );
  }

  /** The relations from or to any of `symbolIds` in the models of `repositoryIds`, each once. */
  async relations(symbolIds: readonly string[], repositoryIds: readonly string[]): Promise<Relation[]> {
    if (repositoryIds.length === 0 || symbolIds.length === 0) return [];
    const symbols = placeholders(symbolIds.length);
    return this.engine.all(
      `SELECT repository_id AS "repositoryId", model_id AS "modelId", edge_id AS "edgeId", edge_type AS "edgeType",
         from_symbol AS "fromSymbol", to_symbol AS "toSymbol"
       FROM index_relations
       WHERE (from_symbol IN (${symbols}) OR to_symbol IN (${symbols}))
         AND repository_id IN (${placeholders(repositoryIds.length)})
       ORDER BY repository_id, model_id, edge_id`,
      [...symbolIds, ...symbolIds, ...repositoryIds],
    );
  }

  /** The titles read of these symbols, in each of `repositoryIds` they are placed in. */
  async symbols(uuids: readonly string[], repositoryIds: readonly string[]): Promise<IndexedSymbolTitles[]> {
    if (repositoryIds.length === 0 || uuids.length === 0) return [];
    const rows = await this.engine.all<{
      repository_id: string;
      uuid: string;
      object_type: string | null;
      titles: string;
    }>(
      `SELECT repository_id, uuid, object_type, titles FROM index_symbols
       WHERE uuid IN (${placeholders(uuids.length)}) AND repository_id IN (${placeholders(repositoryIds.length)})
       ORDER BY repository_id, uuid`,
      [...uuids, ...repositoryIds],
    );
    return rows.map((row) => ({
      repositoryId: row.repository_id,
      uuid: row.uuid,
      objectType: row.object_type ?? undefined,
      titles: parseTitles(row.titles),
    }));
  }

  /** The titles of these models, `repositoryId/uuid` each, where the caller may see them. */
  async modelTitles(
    models: readonly { repositoryId: string; uuid: string }[],
    repositoryIds: readonly string[],
  ): Promise<{ repositoryId: string; uuid: string; titles: TitleMap }[]> {
    const allowed = new Set(repositoryIds);
    const asked = models.filter((model) => allowed.has(model.repositoryId));
    if (asked.length === 0) return [];
    const rows = await this.engine.all<{ repository_id: string; uuid: string; titles: string }>(
      `SELECT repository_id, uuid, titles FROM index_models
       WHERE ${asked.map(() => '(repository_id = ? AND uuid = ?)').join(' OR ')}`,
      asked.flatMap((model) => [model.repositoryId, model.uuid]),
    );
    return rows.map((row) => ({ repositoryId: row.repository_id, uuid: row.uuid, titles: parseTitles(row.titles) }));
  }
}

/** Runs `work` over `items` in chunks small enough for one statement's parameters. */
async function forEachChunk<T>(items: readonly T[], work: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += ROWS_PER_INSERT)
    await work(items.slice(start, start + ROWS_PER_INSERT));
}

/** Replaces the title rows of models or symbols with their titles now (none: their rows go). */
async function writeTitles(
  sql: SqlRunner,
  repositoryId: string,
  kind: TitleKind,
  entries: readonly { uuid: string; titles: TitleMap }[],
) {
  await forEachChunk(entries, (chunk) =>
    sql.run(
      `DELETE FROM index_titles WHERE repository_id = ? AND kind = ? AND uuid IN (${placeholders(chunk.length)})`,
      [repositoryId, kind, ...chunk.map((entry) => entry.uuid)],
    ),
  );
  await insertRows(
    sql,
    'index_titles (repository_id, kind, uuid, language, title, folded)',
    entries.flatMap(({ uuid, titles }) =>
      Object.entries(titles).map(([language, title]) => [repositoryId, kind, uuid, language, title, foldTitle(title)]),
    ),
  );
}
