import { randomUUID } from 'node:crypto';
import type { DraftCreateShape, ModelShape } from '../../shared/serviceSchemas.js';
import type { Db } from './database.js';
import { validDraft } from './draftValidation.js';
import { Conflict, Invalid } from './errors.js';
import { statement } from './listing.js';
import { ALL_MODEL_FIELDS, type ModelStore, type NewModel } from './models.js';
import type { SymbolStore } from './symbols.js';

/** The draft workflow: a draft created in the draft repository, and accepted into a target as a new model. */
export class DraftStore {
  constructor(
    private readonly db: Db,
    private readonly models: ModelStore,
    private readonly symbols: SymbolStore,
  ) {}

  /** Creates a draft in the draft repository; symbols it places are copied there from their repository. */
  create(draftRepositoryId: number, knownLanguages: ReadonlySet<string>, body: DraftCreateShape): ModelShape {
    const { titles, descriptions, vertices, edges } = validDraft(body, knownLanguages);
    const uuid = randomUUID();
    this.models.write([draftRepositoryId], () => {
      const missing = this.symbols.copyInto(
        draftRepositoryId,
        vertices.map((v) => v.symbol),
      );
      if (missing.length) throw new Invalid('canvas.vertices', `canvas.vertices: unknown symbol ${missing[0]}`);
      const modelId = this.models.insert({
        uuid,
        repositoryId: draftRepositoryId,
        modelType: body.modelType,
        status: 'NEW',
        titles,
        vertices,
        edges,
        descriptions,
      });
      return [{ repositoryId: draftRepositoryId, modelId, listed: true }];
    });
    return this.models.get(draftRepositoryId, uuid, ALL_MODEL_FIELDS);
  }

  /**
   * Imports a NEW draft into the target repository as a new model and archives the draft, in one
   * transaction: either both happen or neither.
   */
  accept(draftRepositoryId: number, draftUuid: string, targetRepositoryId: number, group: string): ModelShape {
    const uuid = randomUUID();
    this.models.write([draftRepositoryId, targetRepositoryId], () => {
      const draft = this.models.row(draftRepositoryId, draftUuid);
      if (draft.status !== 'NEW')
        throw new Conflict(`draft ${draft.uuid} is ${draft.status.toLowerCase()} and cannot be accepted again`);
      const full = this.models.get(draftRepositoryId, draft.uuid, ALL_MODEL_FIELDS);
      const canvas = this.models.canvas(draftRepositoryId, draft.uuid);
      const descriptions = this.models.descriptions(draftRepositoryId, draft.uuid, {
        select: new Set(['descriptionType', 'content']),
        startAt: 0,
        maxResults: Number.MAX_SAFE_INTEGER,
        ascending: true,
      }).data as NewModel['descriptions'];
      this.symbols.copyInto(
        targetRepositoryId,
        (canvas.vertices as { symbol: string }[]).map((v) => v.symbol),
      );
      const modelId = this.models.insert({
        uuid,
        repositoryId: targetRepositoryId,
        modelType: draft.modelType,
        status: 'ACTIVE',
        titles: full.titles ?? {},
        documents: full.documents,
        vertices: canvas.vertices as NewModel['vertices'],
        edges: canvas.edges as NewModel['edges'],
        descriptions,
        permissionGroup: group,
        sourceDraft: draft.uuid,
      });
      statement(this.db, "UPDATE models SET status = 'ARCHIVED' WHERE id = ?").run(draft.id);
      return [
        { repositoryId: targetRepositoryId, modelId, listed: true },
        { repositoryId: draftRepositoryId, modelId: draft.id, listed: false },
      ];
    });
    return this.models.get(targetRepositoryId, uuid, ALL_MODEL_FIELDS);
  }
}
