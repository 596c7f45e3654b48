import type { CanvasChange, DiffEdge } from './canvasDiffModel';
import { groupBy } from '../lib/groupBy';

export interface EdgeComparison {
  changes: Extract<CanvasChange, { kind: `edge-${string}` }>[];
  baseEdges: ReadonlyMap<string, DiffEdge>;
  draftEdges: ReadonlyMap<string, DiffEdge>;
}

/** Edges paired by uuid, then by their (paired) ends, then, between vertices on both canvases, by one shared end: rewired. */
export function compareEdges(
  base: readonly DiffEdge[],
  draft: readonly DiffEdge[],
  pairs: ReadonlyMap<string, string>,
  baseKept: ReadonlySet<string>,
): EdgeComparison {
  const baseEdges = new Map(base.map((e) => [e.uuid, e]));
  const draftEdges = new Map(draft.map((e) => [e.uuid, e]));
  const changes: EdgeComparison['changes'] = [];
  const taken = new Set<string>();
  const done = new Set<string>();
  // The draft's edge with its ends named as the base names them (undefined where an end is new).
  const mapped = (e: DiffEdge) => ({ from: pairs.get(e.fromVertex), to: pairs.get(e.toVertex) });
  const settle = (d: DiffEdge, b: DiffEdge) => {
    taken.add(b.uuid);
    done.add(d.uuid);
    const ends = mapped(d);
    if (ends.from !== b.fromVertex || ends.to !== b.toVertex)
      changes.push({ kind: 'edge-rewired', before: b.uuid, after: d.uuid });
    else if (d.edgeType !== b.edgeType) changes.push({ kind: 'edge-retyped', before: b.uuid, after: d.uuid });
  };
  for (const d of draft) {
    const b = baseEdges.get(d.uuid);
    if (b) settle(d, b);
  }
  const byEnds = groupBy(base, (e) => `${e.fromVertex}>${e.toVertex}`);
  const takeFrom = (group: DiffEdge[] | undefined, d: DiffEdge, sameType: boolean) =>
    group?.find((b) => !taken.has(b.uuid) && (!sameType || b.edgeType === d.edgeType));
  for (const sameType of [true, false]) {
    for (const d of draft) {
      if (done.has(d.uuid)) continue;
      const ends = mapped(d);
      if (!ends.from || !ends.to) continue;
      const b = takeFrom(byEnds.get(`${ends.from}>${ends.to}`), d, sameType);
      if (b) settle(d, b);
    }
  }
  // Rewired: both edges run between vertices that are on both canvases, and share one end and their type.
  const kept = (e: DiffEdge) => baseKept.has(e.fromVertex) && baseKept.has(e.toVertex);
  const openBase = base.filter((e) => !taken.has(e.uuid) && kept(e));
  const byFrom = groupBy(openBase, (e) => `${e.fromVertex}|${e.edgeType}`);
  const byTo = groupBy(openBase, (e) => `${e.toVertex}|${e.edgeType}`);
  for (const d of draft) {
    if (done.has(d.uuid)) continue;
    const ends = mapped(d);
    if (!ends.from || !ends.to) continue;
    const b =
      takeFrom(byFrom.get(`${ends.from}|${d.edgeType}`), d, true) ??
      takeFrom(byTo.get(`${ends.to}|${d.edgeType}`), d, true);
    if (b) settle(d, b);
  }
  for (const d of draft) if (!done.has(d.uuid)) changes.push({ kind: 'edge-added', after: d.uuid });
  for (const b of base) if (!taken.has(b.uuid)) changes.push({ kind: 'edge-removed', before: b.uuid });
  return { changes, baseEdges, draftEdges };
}
