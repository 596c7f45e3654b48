import { overlaps } from './viewRegion';
import type { Box, Point } from './geometry';

/** A box spanning more cells than this on either axis is kept aside and checked on every query. */
const MAX_SPAN = 16;

/**
 * Boxes by the grid cells they cover, to find those in a region or under a point without going over all of
 * them: what keeps a pan over 20,000 vertices to the few hundred near the view. Answers keep the boxes' order,
 * which is the order they are drawn in (a later one on top).
 */
export class SpatialIndex<T extends Box> {
  private readonly cells = new Map<string, number[]>();
  private readonly wide: number[] = [];
  readonly cell: number;

  constructor(private readonly items: readonly T[]) {
    // About four of the usual box to a cell.
    const sides = items.map((item) => Math.max(item.width, item.height)).sort((a, b) => a - b);
    this.cell = Math.max(64, 4 * (sides[Math.floor(sides.length / 2)] ?? 0));
    items.forEach((item, n) => {
      const [left, top, right, bottom] = this.span(item);
      if (right - left >= MAX_SPAN || bottom - top >= MAX_SPAN) {
        this.wide.push(n);
        return;
      }
      for (let cx = left; cx <= right; cx++)
        for (let cy = top; cy <= bottom; cy++) {
          const key = `${cx},${cy}`;
          const cell = this.cells.get(key);
          if (cell) cell.push(n);
          else this.cells.set(key, [n]);
        }
    });
  }

  private span(box: Box): [number, number, number, number] {
    const { cell } = this;
    return [
      Math.floor(box.x / cell),
      Math.floor(box.y / cell),
      Math.floor((box.x + box.width) / cell),
      Math.floor((box.y + box.height) / cell),
    ];
  }

  /** The boxes that overlap `region`, in their order. */
  within(region: Box): T[] {
    const found = new Set<number>();
    const [left, top, right, bottom] = this.span(region);
    const cellCount = (right - left + 1) * (bottom - top + 1);
    // A region wider than the canvas's cells in use: going over the boxes is quicker than over empty cells.
    if (cellCount > this.cells.size) return this.items.filter((item) => overlaps(item, region));
    for (let cx = left; cx <= right; cx++)
      for (let cy = top; cy <= bottom; cy++)
        for (const n of this.cells.get(`${cx},${cy}`) ?? []) if (overlaps(this.items[n], region)) found.add(n);
    for (const n of this.wide) if (overlaps(this.items[n], region)) found.add(n);
    return [...found].sort((a, b) => a - b).map((n) => this.items[n]);
  }

  /** The topmost box under `point`, if any. */
  at(point: Point): T | undefined {
    const hits = this.within({ x: point.x, y: point.y, width: 0, height: 0 });
    return hits[hits.length - 1];
  }
}

/**
 * The elements of the boxes in a region (React Flow nodes), each made when its box first comes into a region
 * and kept: one that stays in the region across a pan keeps its element, and React draws it only once.
 */
export class ElementsByPlace<T extends Box, E> {
  readonly index: SpatialIndex<T>;
  private readonly made = new Map<T, E>();

  constructor(
    items: readonly T[],
    private readonly make: (item: T) => E,
  ) {
    this.index = new SpatialIndex(items);
  }

  within(region: Box): E[] {
    return this.index.within(region).map((item) => {
      let element = this.made.get(item);
      if (element === undefined) this.made.set(item, (element = this.make(item)));
      return element;
    });
  }
}
