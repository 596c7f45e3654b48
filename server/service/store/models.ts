import {
  Model,
  type CanvasShape,
  type DocumentReferenceShape,
  type LocalizedTitlesShape,
  type ModelShape,
} from '../../shared/serviceSchemas.js';
import { NotFound } from './errors.js';
import { sortKey, type ParsedQuery } from './query.js';
import { foldText } from '../../../common/filterSyntax.js';
import type { Db } from './database.js';
import { pick, statement } from './listing.js';
import { ListedModels, type ListedModelsOptions, type ModelChange, type ModelOrderKey } from './listedModels.js';
import { MODEL_COLUMNS, type ModelKey, type ModelRow } from './listedRows.js';
import { matchingModels } from './modelSearch.js';
import { translatedColumn } from './titles.js';

const SORT_ORDERS: Readonly<Record<string, ModelOrderKey>> = { uuid: 'uuid', modelType: 'modelType' };
/** A model's keys in the order of its schema, which is the order a serializer of it writes. */
const MODEL_KEYS = Object.keys(Model.properties) as ModelKey[];

export interface NewModel {
  uuid: string;
  repositoryId: number;
  modelType: string;
  status: string;
  titles: LocalizedTitlesShape;
  documents?: { sourceId: string; uuid: string }[];
  vertices?: { uuid: string; symbol: string; x: number; y: number; width: number; height: number }[];
  edges?: { uuid: string; fromVertex: string; toVertex: string; edgeType: string }[];
  descriptions?: { descriptionType: string; content: Record<string, { text: string; translated?: boolean }> }[];
  permissionGroup?: string;
  sourceDraft?: string;
  createdAt?: string;
}

export class ModelStore {
  private readonly listed: ListedModels;

  constructor(
    private readonly db: Db,
    options: ListedModelsOptions = {},
  ) {
    this.listed = new ListedModels(db, options);
  }

  /** Settles once the title indexes being built have been built (or failed, leaving filters to SQLite). */
  titleIndexesBuilt(): Promise<void> {
    return this.listed.titleIndexesBuilt();
  }

  /**
   * Lists a repository's models; archived drafts are no longer listed. Untitled models come last in a
   * title sort, in either direction; ties are ordered by uuid.
   */
  list(repositoryId: number, query: ParsedQuery, sortLanguage: string | undefined) {
    const key: ModelOrderKey =
      query.sortBy === 'titles.title'
        ? { titleLanguage: sortLanguage ?? '' }
        : query.sortBy
          ? SORT_ORDERS[query.sortBy]
          : 'id';
    const { filter } = query;
    const page = this.listed.page(
      repositoryId,
      key,
      query.ascending,
      query.startAt,
      query.maxResults,
      filter && {
        key: `${filter.paths.join(',')}\u0000${filter.text.like}`,
        find: () => matchingModels(this.db, filter.text, filter.paths),
        titleTerm:
          filter.paths.length === 1 && filter.paths[0] === 'titles' && filter.text.segments.length === 1
            ? filter.text.segments[0]
            : undefined,
      },
    );
    const keys = MODEL_KEYS.filter((key) => query.select.has(key));
    const documents = keys.includes('documents') ? this.documentsJson(page.ids) : undefined;
    return { total: page.total, items: page.rows.items(page.ids, keys, documents) };
  }

  /** Merges the search index into one segment, which queries read fastest; worth it after a bulk load. */
  optimizeSearch(): void {
    statement(this.db, "INSERT INTO model_search (model_search) VALUES ('optimize')").run();
  }

  get(repositoryId: number, uuid: string, select: ReadonlySet<string>): ModelShape {
    const row = this.row(repositoryId, uuid);
    return pick(
      {
        uuid: row.uuid,
        modelType: row.modelType,
        titles: JSON.parse(row.titlesJson) as LocalizedTitlesShape,
        documents: select.has('documents') ? (this.documents([row.id]).get(row.id) ?? []) : undefined,
        status: row.status,
      },
      select,
    );
  }

  canvas(repositoryId: number, uuid: string): CanvasShape {
    const model = this.row(repositoryId, uuid);
    const workflow = statement(this.db, 'SELECT workflow_state FROM models WHERE id = ?').get(model.id) as {
      workflow_state: string;
    };
    return {
      workflowState: workflow.workflow_state,
      vertices: statement(
        this.db,
        'SELECT uuid, symbol_uuid AS symbol, x, y, width, height FROM vertices WHERE model_id = ? ORDER BY position',
      ).all(model.id) as CanvasShape['vertices'],
      edges: statement(
        this.db,
        'SELECT uuid, from_vertex AS fromVertex, to_vertex AS toVertex, edge_type AS edgeType FROM edges WHERE model_id = ? ORDER BY position',
      ).all(model.id) as CanvasShape['edges'],
    };
  }

  descriptions(repositoryId: number, uuid: string, query: ParsedQuery) {
    const model = this.row(repositoryId, uuid);
    const total = (
      statement(this.db, 'SELECT count(*) AS n FROM descriptions WHERE model_id = ?').get(model.id) as { n: number }
    ).n;
    const types = statement(
      this.db,
      'SELECT description_type FROM descriptions WHERE model_id = ? ORDER BY position LIMIT ? OFFSET ?',
    ).all(model.id, query.maxResults, query.startAt) as { description_type: string }[];
    const texts = statement(
      this.db,
      'SELECT language_uuid, text, translated FROM description_texts WHERE model_id = ? AND description_type = ?',
    );
    const data = types.map(({ description_type }) => {
      const content: Record<string, { text: string; translated?: boolean }> = {};
      for (const row of texts.all(model.id, description_type) as {
        language_uuid: string;
        text: string;
        translated: number | null;
      }[]) {
        content[row.language_uuid] =
          row.translated === null ? { text: row.text } : { text: row.text, translated: row.translated === 1 };
      }
      return pick({ descriptionType: description_type, content }, query.select);
    });
    return { total, data };
  }

  /** Inserts a model with everything it carries; the caller wraps it in a transaction. */
  insert(model: NewModel): number {
    const id = Number(
      statement(
        this.db,
        `INSERT INTO models (uuid, repository_id, model_type, status, permission_group, source_draft, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        model.uuid,
        model.repositoryId,
        model.modelType,
        model.status,
        model.permissionGroup ?? null,
        model.sourceDraft ?? null,
        model.createdAt ?? new Date().toISOString(),
      ).lastInsertRowid,
    );
    const title = statement(
      this.db,
      `INSERT INTO model_titles (model_id, repository_id, model_uuid, language_uuid, title, title_fold, title_key, translated)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [language, value] of Object.entries(model.titles)) {
      title.run(
        id,
        model.repositoryId,
        model.uuid,
        language,
        value.title,
        foldText(value.title),
        sortKey(value.title),
        translatedColumn(value),
      );
    }
    const document = statement(
      this.db,
      'INSERT INTO model_documents (model_id, position, source_id, document_key) VALUES (?, ?, ?, ?)',
    );
    model.documents?.forEach((doc, position) => document.run(id, position, doc.sourceId, doc.uuid));
    const vertex = statement(
      this.db,
      'INSERT INTO vertices (model_id, position, uuid, symbol_uuid, x, y, width, height) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    model.vertices?.forEach((v, position) => vertex.run(id, position, v.uuid, v.symbol, v.x, v.y, v.width, v.height));
    const edge = statement(
      this.db,
      'INSERT INTO edges (model_id, position, uuid, from_vertex, to_vertex, edge_type) VALUES (?, ?, ?, ?, ?, ?)',
    );
    model.edges?.forEach((e, position) => edge.run(id, position, e.uuid, e.fromVertex, e.toVertex, e.edgeType));
    const description = statement(
      this.db,
      'INSERT INTO descriptions (model_id, position, description_type) VALUES (?, ?, ?)',
    );
    const text = statement(
      this.db,
      'INSERT INTO description_texts (model_id, description_type, language_uuid, text, translated) VALUES (?, ?, ?, ?, ?)',
    );
    model.descriptions?.forEach((d, position) => {
      description.run(id, position, d.descriptionType);
      for (const [language, value] of Object.entries(d.content)) {
        text.run(id, d.descriptionType, language, value.text, translatedColumn(value));
      }
    });
    return id;
  }

  /**
   * Runs `write`, one transaction that changes models of `repositoryIds` and says how, and carries the kept
   * model lists of those repositories over to their new version (see ListedModels.write).
   */
  write(repositoryIds: readonly number[], write: () => ModelChange[]): void {
    this.listed.write(repositoryIds, () => this.db.transaction(write)());
  }

  /** A model's row; `NotFound` when the repository has no model of that uuid. */
  row(repositoryId: number, uuid: string): ModelRow {
    const row = statement(this.db, `SELECT ${MODEL_COLUMNS} FROM models WHERE repository_id = ? AND uuid = ?`).get(
      repositoryId,
      uuid.toLowerCase(),
    ) as ModelRow | undefined;
    if (!row) throw new NotFound(`model ${uuid} does not exist in this repository`);
    return row;
  }

  /** The documents of these models, in their order, by model. */
  private documents(ids: ArrayLike<number>): Map<number, DocumentReferenceShape[]> {
    const documents = new Map<number, DocumentReferenceShape[]>();
    const all = statement(
      this.db,
      `SELECT model_id, source_id AS sourceId, document_key AS uuid FROM model_documents
       WHERE model_id IN (SELECT value FROM json_each(?)) ORDER BY model_id, position`,
    ).all(JSON.stringify(Array.from(ids))) as ({ model_id: number } & DocumentReferenceShape)[];
    for (const { model_id, ...document } of all)
      documents.set(model_id, [...(documents.get(model_id) ?? []), document]);
    return documents;
  }

  private documentsJson(ids: ArrayLike<number>): Map<number, Buffer> {
    return new Map(Array.from(this.documents(ids), ([id, documents]) => [id, Buffer.from(JSON.stringify(documents))]));
  }
}

export const ALL_MODEL_FIELDS: ReadonlySet<string> = new Set(['uuid', 'modelType', 'titles', 'documents', 'status']);
