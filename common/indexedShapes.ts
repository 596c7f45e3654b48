/**
 * What the index reads of the service's answers. The service's types (server/shared/serviceSchemas.ts) and the console's
 * (src/api/types.ts, generated from the same OpenAPI document) are both assignable to these.
 */
type LocalizedTitles = Record<string, { title?: string } | undefined>;
interface Model {
  uuid?: string;
  modelType?: string;
  titles?: LocalizedTitles;
}
interface Canvas {
  vertices?: readonly { uuid?: string; symbol?: string }[];
  edges?: readonly { uuid?: string; fromVertex?: string; toVertex?: string; edgeType?: string }[];
}

/** Titles by language uuid, as plain strings (empty titles left out). */
export type TitleMap = Record<string, string>;

export interface IndexedRepository {
  uuid: string;
  name: string;
  /** Its languages, uuid and name, for saying in which language a title matched. */
  languages: { uuid: string; name: string; defaultLanguage?: boolean }[];
  /** The model total its last model walk ended on; undefined until walked. */
  modelsTotal?: number;
  /** The first page of models its last complete walk began with (see pageSignature). */
  signature?: string;
}

export interface IndexedModel {
  repositoryId: string;
  uuid: string;
  modelType?: string;
  titles: TitleMap;
  /** When its canvas was last read into the index (ms since epoch); 0 while not yet. */
  canvasReadAt: number;
}

export interface IndexedSymbol {
  /** The repository it is placed in and read from; a uuid placed in several repositories has a row in each. */
  repositoryId: string;
  uuid: string;
  objectType?: string;
  titles: TitleMap;
  /** When its titles were read (ms since epoch); 0 while not yet. */
  titlesReadAt: number;
}

/** One vertex: a placement of a symbol in a model. */
export interface Placement {
  repositoryId: string;
  modelId: string;
  vertexId: string;
  symbolId: string;
}

/** One edge between the symbols of its two vertices. */
export interface Relation {
  repositoryId: string;
  modelId: string;
  edgeId: string;
  edgeType: string;
  fromSymbol: string;
  toSymbol: string;
}

export function titleMap(titles: LocalizedTitles | undefined): TitleMap {
  const map: TitleMap = {};
  for (const [language, value] of Object.entries(titles ?? {})) {
    const title = value?.title?.trim();
    if (title) map[language] = title;
  }
  return map;
}

/** A model as the index keeps it; one without a uuid cannot be linked to and is left out. */
export function indexedModel(repositoryId: string, model: Model, canvasReadAt = 0): IndexedModel | undefined {
  if (!model.uuid) return undefined;
  return { repositoryId, uuid: model.uuid, modelType: model.modelType, titles: titleMap(model.titles), canvasReadAt };
}

export interface DerivedCanvas {
  placements: Placement[];
  relations: Relation[];
  /** Distinct symbols placed. */
  symbolIds: string[];
  /** Edges left out because a vertex they name is not on the canvas (or has no symbol). */
  danglingEdges: number;
}

/**
 * What a canvas says about its symbols: each vertex a placement, each edge a relation between the symbols of
 * its two vertices. Edges carry no relation of their own in the service; this is where relations come from.
 */
export function deriveCanvas(repositoryId: string, modelId: string, canvas: Canvas): DerivedCanvas {
  const symbolOf = new Map<string, string>();
  const placements: Placement[] = [];
  for (const vertex of canvas.vertices ?? []) {
    if (!vertex.uuid || !vertex.symbol || symbolOf.has(vertex.uuid)) continue;
    symbolOf.set(vertex.uuid, vertex.symbol);
    placements.push({ repositoryId, modelId, vertexId: vertex.uuid, symbolId: vertex.symbol });
  }
  const relations: Relation[] = [];
  let danglingEdges = 0;
  const seenEdges = new Set<string>();
  for (const [n, edge] of (canvas.edges ?? []).entries()) {
    const fromSymbol = edge.fromVertex ? symbolOf.get(edge.fromVertex) : undefined;
    const toSymbol = edge.toVertex ? symbolOf.get(edge.toVertex) : undefined;
    if (!fromSymbol || !toSymbol) {
      danglingEdges++;
      continue;
    }
    const edgeId = edge.uuid && !seenEdges.has(edge.uuid) ? edge.uuid : `#${n}`;
    seenEdges.add(edgeId);
    relations.push({ repositoryId, modelId, edgeId, edgeType: edge.edgeType || 'UNTYPED', fromSymbol, toSymbol });
  }
  return { placements, relations, symbolIds: [...new Set(symbolOf.values())], danglingEdges };
}

/**
 * A fingerprint of a list's first page and total: when a refresh finds the same one, the repository's models
 * have (as far as the data lets the console tell) not changed, and their walk is skipped.
 */
export function pageSignature(total: number, models: readonly Model[]): string {
  return JSON.stringify([total, models.map((model) => [model.uuid, model.modelType, titleMap(model.titles)])]);
}

export interface ModelMerge {
  put: IndexedModel[];
  /** Models the index holds that the walk no longer found. */
  remove: string[];
}

/**
 * Merges a repository's walked models into what the index holds. A model whose titles and type are unchanged
 * keeps its canvas; a changed or new one is marked for reading. Models are removed only after a complete
 * walk: a walk that ended early (see WalkEnd) proves nothing about what it did not reach.
 */
export function mergeModels(
  stored: readonly IndexedModel[],
  walked: readonly IndexedModel[],
  complete: boolean,
): ModelMerge {
  const before = new Map(stored.map((model) => [model.uuid, model]));
  const put: IndexedModel[] = [];
  for (const model of walked) {
    const known = before.get(model.uuid);
    const same =
      known && known.modelType === model.modelType && JSON.stringify(known.titles) === JSON.stringify(model.titles);
    if (!same) put.push({ ...model, canvasReadAt: known?.canvasReadAt ?? 0 });
  }
  const seen = new Set(walked.map((model) => model.uuid));
  const remove = complete ? stored.filter((model) => !seen.has(model.uuid)).map((model) => model.uuid) : [];
  return { put, remove };
}

export type Direction = 'outgoing' | 'incoming';

export interface RelationGroup {
  direction: Direction;
  edgeType: string;
  /** The symbol at the other end. */
  symbolId: string;
  count: number;
  /** The models it occurs in, each once, as `repositoryId/modelId`. */
  models: { repositoryId: string; modelId: string }[];
}

/** A symbol's relations, grouped by direction, edge type and the symbol at the other end; the most frequent first. */
export function groupRelations(symbolId: string, relations: readonly Relation[]): RelationGroup[] {
  const groups = new Map<string, RelationGroup & { modelKeys: Set<string> }>();
  const add = (direction: Direction, relation: Relation, other: string) => {
    const key = `${direction}\u0000${relation.edgeType}\u0000${other}`;
    let group = groups.get(key);
    if (!group)
      groups.set(
        key,
        (group = {
          direction,
          edgeType: relation.edgeType,
          symbolId: other,
          count: 0,
          models: [],
          modelKeys: new Set(),
        }),
      );
    group.count++;
    const modelKey = `${relation.repositoryId}/${relation.modelId}`;
    if (!group.modelKeys.has(modelKey)) {
      group.modelKeys.add(modelKey);
      group.models.push({ repositoryId: relation.repositoryId, modelId: relation.modelId });
    }
  };
  for (const relation of relations) {
    if (relation.fromSymbol === symbolId) add('outgoing', relation, relation.toSymbol);
    // A self-loop is both.
    if (relation.toSymbol === symbolId) add('incoming', relation, relation.fromSymbol);
  }
  return [...groups.values()]
    .map(({ modelKeys: _, ...group }) => group)
    .sort(
      (a, b) =>
        b.count - a.count ||
        a.direction.localeCompare(b.direction) ||
        a.edgeType.localeCompare(b.edgeType) ||
        a.symbolId.localeCompare(b.symbolId),
    );
}
