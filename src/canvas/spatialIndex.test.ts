import { describe, expect, it } from 'vitest';
import { SpatialIndex } from './spatialIndex';
import { overlaps } from './viewRegion';

// A grid of 100 by 100 boxes of 160 x 64, 200 apart across and 110 down, and one box far wider than the rest.
const boxes = [
  ...Array.from({ length: 10_000 }, (_, n) => ({
    id: `v${n}`,
    x: (n % 100) * 200,
    y: Math.floor(n / 100) * 110,
    width: 160,
    height: 64,
  })),
  { id: 'wide', x: -50_000, y: 500, width: 100_000, height: 40 },
];

describe('SpatialIndex', () => {
  const index = new SpatialIndex(boxes);

  it('finds exactly the boxes that overlap a region, in their order', () => {
    for (const region of [
      { x: 0, y: 0, width: 500, height: 200 },
      { x: 1234.5, y: 987, width: 3000, height: 1700 },
      { x: -10_000, y: -10_000, width: 5, height: 5 },
      { x: 19_000, y: 10_000, width: 10_000, height: 10_000 },
      { x: -1e6, y: -1e6, width: 2e6, height: 2e6 },
    ]) {
      const expected = boxes.filter((box) => overlaps(box, region)).map((box) => box.id);
      expect(index.within(region).map((box) => box.id)).toEqual(expected);
    }
  });

  it('finds the box under a point, the later one where two overlap, and none on the space between', () => {
    expect(index.at({ x: 210, y: 115 })?.id).toBe('v101');
    expect(index.at({ x: 180, y: 30 })).toBeUndefined();
    expect(index.at({ x: 10, y: 520 })?.id).toBe('wide');
    expect(index.at({ x: 10, y: 450 })?.id).toBe('v400');
  });
});
