import { centre, type Box } from '../canvas';
import type { DiffVertex } from './canvasDiffModel';
import { groupBy } from '../lib/groupBy';

/** Places closer than this (in canvas units) after the common offset are the same place. */
export const SAME_PLACE = 2;
/** Beyond this many candidate pairs in one group, only placements in neighbouring grid cells are weighed. */
const GREEDY_LIMIT = 10_000;
/** Placements of one symbol (or title) pair only this many of their sizes apart at most. */
const NEAR = 3;

const distance = (a: Box, b: Box) => {
  const p = centre(a);
  const q = centre(b);
  return Math.hypot(p.x - q.x, p.y - q.y);
};

/** Grid cells for finding base vertices near a place without looking at every one. */
export const CELL = 200;
export const cellKey = (x: number, y: number) => `${Math.floor(x / CELL)},${Math.floor(y / CELL)}`;

/**
 * Pairs the members of two groups that share a key: the only one on each canvas is a pair (the element, wherever it went); several
 * go first by the very same place, then nearest first, but only near one another (NEAR sizes): of a symbol placed
 * many times, a placement gone here and one new over there are a removal and an addition, not a move.
 */
export function pairWithin(
  base: DiffVertex[],
  draft: DiffVertex[],
  unique: boolean,
  pair: (draftVertex: DiffVertex, baseVertex: DiffVertex) => void,
) {
  if (unique) return pair(draft[0], base[0]);
  // A symbol placed hundreds of times: most of its placements stay where they were.
  const place = (v: Box) => `${Math.round(v.x)},${Math.round(v.y)}`;
  const at = groupBy(base, place);
  const takenBase = new Set<DiffVertex>();
  const leftDraft: DiffVertex[] = [];
  for (const d of draft) {
    const b = at.get(place(d))?.find((candidate) => !takenBase.has(candidate));
    if (b) {
      takenBase.add(b);
      pair(d, b);
    } else leftDraft.push(d);
  }
  const leftBase = base.filter((b) => !takenBase.has(b));
  if (leftBase.length === 0 || leftDraft.length === 0) return;
  const near = (d: DiffVertex, b: DiffVertex, far: number) =>
    far <= NEAR * Math.max(d.width, d.height, b.width, b.height);
  const candidates: [number, DiffVertex, DiffVertex][] = [];
  if (leftBase.length * leftDraft.length > GREEDY_LIMIT) {
    // Too many for every distance: each draft placement against the base's in its grid cell and around it.
    const grid = groupBy(leftBase, (v) => cellKey(centre(v).x, centre(v).y));
    for (const d of leftDraft) {
      const c = centre(d);
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++)
          for (const b of grid.get(cellKey(c.x + dx * CELL, c.y + dy * CELL)) ?? []) {
            const far = distance(d, b);
            if (near(d, b, far)) candidates.push([far, d, b]);
          }
    }
  } else {
    for (const d of leftDraft)
      for (const b of leftBase) {
        const far = distance(d, b);
        if (near(d, b, far)) candidates.push([far, d, b]);
      }
  }
  candidates.sort((x, y) => x[0] - y[0]);
  const takenDraft = new Set<DiffVertex>();
  for (const [, d, b] of candidates) {
    if (takenBase.has(b) || takenDraft.has(d)) continue;
    takenBase.add(b);
    takenDraft.add(d);
    pair(d, b);
  }
}
