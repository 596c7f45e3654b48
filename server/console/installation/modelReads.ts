import { createHash } from 'node:crypto';
import { deriveCanvas, titleMap, type DerivedCanvas } from '../../../common/indexedShapes.js';
import type { CanvasShape, SymbolShape } from '../../shared/serviceSchemas.js';
import type { IndexStore } from './indexStore.js';
import type { ServiceReader } from './serviceReader.js';

/** What reading one model or symbol into the index takes: where to keep it, how to read it, and the time. */
export interface IndexReads {
  index: IndexStore;
  reader: ServiceReader;
  now: () => number;
}

const modelPath = (repositoryId: string, uuid: string) =>
  `/repositories/${encodeURIComponent(repositoryId)}/models/${encodeURIComponent(uuid)}`;

/** Reads a model's canvas into the index (its placements, relations and symbols placed); what it derived. */
export async function readCanvasInto(
  { index, reader, now }: IndexReads,
  repositoryId: string,
  uuid: string,
  signal?: AbortSignal,
): Promise<DerivedCanvas> {
  const canvas = await reader.get<CanvasShape>(`${modelPath(repositoryId, uuid)}/canvas`, {}, signal);
  const derived = deriveCanvas(repositoryId, uuid, canvas);
  const hash = createHash('sha256')
    .update(JSON.stringify([derived.placements, derived.relations]))
    .digest('base64url');
  await index.recordCanvas(repositoryId, uuid, derived, hash, now());
  return derived;
}

/** Reads a placed symbol's titles into the index, in the repository it is placed in. */
export async function readSymbolInto(
  { index, reader, now }: IndexReads,
  repositoryId: string,
  uuid: string,
  signal?: AbortSignal,
): Promise<void> {
  const symbol = await reader.get<SymbolShape>(
    `/repositories/${encodeURIComponent(repositoryId)}/symbols/${encodeURIComponent(uuid)}`,
    { projection: 'ALL' },
    signal,
  );
  await index.recordSymbol(
    repositoryId,
    uuid,
    { objectType: symbol.objectType, titles: titleMap(symbol.titles) },
    now(),
  );
}
