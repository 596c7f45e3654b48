import type { APIRequestContext, Page } from '@playwright/test';
import type { Edge, Vertex } from '../src/api/types';
import { api, IT_SERVICE, LANGUAGE } from './fixtures';

/** What a derived draft changed, to be found again by the review. */
export interface DerivedDraft {
  draftId: string;
  title: string;
  model: { uuid: string; title: string };
  /** Titles (English) of what was added, removed and retitled, and the rewired edge's ends. */
  added: string[];
  removed: string;
  retitled: { before: string; after: string };
  rewired: { from: string; before: string; after: string };
}

const symbolTitle = async (through: Page | APIRequestContext, symbol: string) =>
  (await api(through, `/repositories/${IT_SERVICE}/symbols/${symbol}?projection=ALL`)).body.titles[LANGUAGE.en]
    .title as string;

/**
 * A draft made from a model of IT Service Management with known changes, as a modeller's tool would submit
 * a revision: two vertices added, one removed (with its edges), one retitled (another symbol in its place),
 * one edge rewired; a title in English only, so that the French one is missing.
 */
export async function deriveDraft(through: Page | APIRequestContext, suffix: string, skip = 0): Promise<DerivedDraft> {
  const models = (
    await api(through, `/repositories/${IT_SERVICE}/models?fields=titles&sortBy=titles.title&maxResults=40`)
  ).body.data as { uuid: string; titles: Record<string, { title: string }> }[];
  const canvases: { uuid: string; title: string; vertices: Vertex[]; edges: Edge[] }[] = [];
  for (const model of models) {
    const canvas = (await api(through, `/repositories/${IT_SERVICE}/models/${model.uuid}/canvas`)).body;
    canvases.push({ uuid: model.uuid, title: model.titles[LANGUAGE.en].title, ...canvas });
    if (canvases.length >= 12) break;
  }
  // A canvas of a size a person compares by eye.
  const fit = canvases.filter((c) => c.vertices.length >= 8 && c.vertices.length <= 20);
  const base = fit[skip % fit.length];
  // The vertices changed are ones whose symbol stands once on the canvas, so that their titles name them.
  const once = (v: Vertex) => base.vertices.filter((other) => other.symbol === v.symbol).length === 1;
  const onCanvas = new Set(base.vertices.map((v) => v.symbol));
  const spare = [...new Set(canvases.flatMap((c) => c.vertices.map((v) => v.symbol)))].filter(
    (symbol) => !onCanvas.has(symbol),
  );
  const [retitleSymbol, addOne, addTwo] = spare;

  // Vertex and edge uuids of the draft's own, told apart by the suffix (in hexadecimal, whatever it is written in).
  const tag = [...suffix]
    .map((char) => char.charCodeAt(0).toString(16))
    .join('')
    .slice(-4)
    .padStart(4, '0');
  const fresh = (n: number) => `dddddddd-${tag}-4000-8000-${String(n).padStart(12, '0')}`;
  const ids = new Map(base.vertices.map((v, n) => [v.uuid, fresh(n + 1)]));
  // Removed: a vertex with edges; rewired: an edge whose ends are neither it nor each other's only link.
  const degree = (uuid: string) => base.edges.filter((e) => e.fromVertex === uuid || e.toVertex === uuid).length;
  const removed = base.vertices.find((v) => once(v) && degree(v.uuid) >= 1 && degree(v.uuid) <= 2)!;
  const retitled = base.vertices.find((v) => v !== removed && once(v))!;
  const survives = (e: Edge) => e.fromVertex !== removed.uuid && e.toVertex !== removed.uuid;
  const joined = new Set(base.edges.map((e) => `${e.fromVertex}>${e.toVertex}`));
  let rewire: { edge: Edge; to: Vertex } | undefined;
  for (const edge of base.edges.filter(survives)) {
    const ends = [edge.fromVertex, edge.toVertex].map((uuid) => base.vertices.find((v) => v.uuid === uuid)!);
    if (!ends.every(once) || ends.includes(retitled)) continue;
    const to = base.vertices.find(
      (v) =>
        once(v) &&
        v !== removed &&
        v !== retitled &&
        v.uuid !== edge.fromVertex &&
        v.uuid !== edge.toVertex &&
        !joined.has(`${edge.fromVertex}>${v.uuid}`),
    );
    // Another edge from the same vertex with the same type would be an equally good pairing: avoid the doubt.
    const siblings = base.edges.filter(
      (e) => e !== edge && e.fromVertex === edge.fromVertex && e.edgeType === edge.edgeType,
    );
    const intoTarget = base.edges.filter((e) => to && e.toVertex === to.uuid && e.edgeType === edge.edgeType);
    if (to && siblings.length === 0 && intoTarget.length === 0) {
      rewire = { edge, to };
      break;
    }
  }
  if (!rewire) throw new Error(`no edge of ${base.title} can be rewired without doubt`);

  const right = Math.max(...base.vertices.map((v) => v.x + v.width)) + 160;
  const vertices = [
    ...base.vertices
      .filter((v) => v !== removed)
      .map((v) => ({ ...v, uuid: ids.get(v.uuid)!, symbol: v === retitled ? retitleSymbol : v.symbol })),
    { uuid: fresh(90), symbol: addOne, x: right, y: 0, width: 120, height: 60 },
    { uuid: fresh(91), symbol: addTwo, x: right, y: 200, width: 120, height: 60 },
  ];
  const edges = base.edges.filter(survives).map((e, n) => ({
    uuid: fresh(100 + n),
    fromVertex: ids.get(e.fromVertex)!,
    toVertex: e === rewire!.edge ? ids.get(rewire!.to.uuid)! : ids.get(e.toVertex)!,
    edgeType: e.edgeType,
  }));
  const title = `${base.title} (revised ${suffix})`;
  const created = await api(through, '/repositories/draft/models', {
    method: 'POST',
    body: { modelType: 'GENERAL_MODEL', titles: { [LANGUAGE.en]: { title } }, canvas: { vertices, edges } },
  });
  if (created.status !== 201) throw new Error(`draft not created: ${created.status} ${JSON.stringify(created.body)}`);
  const byUuid = new Map(base.vertices.map((v) => [v.uuid, v]));
  return {
    draftId: created.body.uuid,
    title,
    model: { uuid: base.uuid, title: base.title },
    added: [await symbolTitle(through, addOne), await symbolTitle(through, addTwo)],
    removed: await symbolTitle(through, removed.symbol),
    retitled: { before: await symbolTitle(through, retitled.symbol), after: await symbolTitle(through, retitleSymbol) },
    rewired: {
      from: await symbolTitle(through, byUuid.get(rewire.edge.fromVertex)!.symbol),
      before: await symbolTitle(through, byUuid.get(rewire.edge.toVertex)!.symbol),
      after: await symbolTitle(through, rewire.to.symbol),
    },
  };
}
