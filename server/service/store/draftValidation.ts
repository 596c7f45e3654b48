import { randomUUID } from 'node:crypto';
import { DESCRIPTION_TYPES } from '../../../common/descriptionTypes.js';
import type { DraftCreateShape } from '../../shared/serviceSchemas.js';
import { Invalid } from './errors.js';

const CONFIGURED_DESCRIPTION_TYPES: ReadonlySet<string> = new Set(Object.values(DESCRIPTION_TYPES));

/**
 * A map by language as a draft sends it, keyed by lower-case language uuid: each key must be a language of
 * the repository, and name it once (two keys that differ only in letter case are one language twice).
 */
function byLanguage<T>(path: string, map: Record<string, T>, knownLanguages: ReadonlySet<string>): Record<string, T> {
  const normalised: Record<string, T> = {};
  for (const [key, value] of Object.entries(map)) {
    const language = key.toLowerCase();
    if (!knownLanguages.has(language))
      throw new Invalid(path, `${path}: "${key}" is not a language uuid of the draft repository`);
    if (Object.hasOwn(normalised, language))
      throw new Invalid(path, `${path}: language ${key} appears twice (keys are compared without letter case)`);
    normalised[language] = value;
  }
  return normalised;
}

/**
 * A draft as the store keeps it, or `Invalid` naming the first field at fault: titles and descriptions keyed
 * by languages of the draft repository, each named once; description types that are configured, each once;
 * vertex uuids unique (made where absent, as for edges); every edge joining two vertices of the canvas.
 * Whether the placed symbols exist is checked where they are copied, in the same transaction as the insert.
 */
export function validDraft(body: DraftCreateShape, knownLanguages: ReadonlySet<string>) {
  const titles = byLanguage('titles', body.titles, knownLanguages);
  const types = new Set<string>();
  const descriptions = (body.descriptions ?? []).map((description, n) => {
    const descriptionType = description.descriptionType.toLowerCase();
    if (!CONFIGURED_DESCRIPTION_TYPES.has(descriptionType)) {
      throw new Invalid(
        `descriptions[${n}].descriptionType`,
        `descriptions[${n}].descriptionType ${description.descriptionType} is not a configured description type`,
      );
    }
    if (types.has(descriptionType))
      throw new Invalid(
        `descriptions[${n}].descriptionType`,
        `descriptions[${n}].descriptionType ${description.descriptionType} appears twice`,
      );
    types.add(descriptionType);
    return {
      descriptionType,
      content: byLanguage(`descriptions[${n}].content`, description.content, knownLanguages),
    };
  });
  const vertices = (body.canvas?.vertices ?? []).map((v) => ({ ...v, uuid: v.uuid ?? randomUUID() }));
  const vertexIds = new Set(vertices.map((v) => v.uuid));
  if (vertexIds.size !== vertices.length)
    throw new Invalid('canvas.vertices', 'canvas.vertices: vertex uuids must be unique');
  const edges = (body.canvas?.edges ?? []).map((e) => ({ ...e, uuid: e.uuid ?? randomUUID() }));
  const dangling = edges.find((e) => !vertexIds.has(e.fromVertex) || !vertexIds.has(e.toVertex));
  if (dangling)
    throw new Invalid('canvas.edges', `canvas.edges: edge ${dangling.uuid} joins a vertex that is not on the canvas`);
  return { titles, descriptions, vertices, edges };
}
