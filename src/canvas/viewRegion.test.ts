import { describe, expect, it } from 'vitest';
import { READABLE_ZOOM, regionAround, sameMode, viewMode, viewOf } from './viewRegion';

describe('the view and the region of elements', () => {
  it('turns React Flow’s transform into the part of the canvas in view', () => {
    expect(viewOf([-1000, -500, 0.5], 1400, 900)).toEqual({ x: 2000, y: 1000, width: 2800, height: 1800 });
  });

  it('holds the view with a margin, and stays the same while the view moves within a cell', () => {
    const view = { x: 2000, y: 1000, width: 2800, height: 1800 };
    const region = regionAround(view);
    expect(region.x).toBeLessThan(view.x);
    expect(region.y).toBeLessThan(view.y);
    expect(region.x + region.width).toBeGreaterThan(view.x + view.width);
    expect(region.y + region.height).toBeGreaterThan(view.y + view.height);
    // 512 is the cell: moved by less than to the next cell border, the region is the same.
    expect(regionAround({ ...view, x: view.x + 40, y: view.y + 20 })).toEqual(region);
    expect(regionAround({ ...view, x: view.x + 600 })).not.toEqual(region);
  });

  it('draws a large canvas as a picture below the readable zoom, a small one never, and nothing before it has a size', () => {
    expect(viewMode([0, 0, READABLE_ZOOM - 0.01], 1400, 900, true)).toEqual({ kind: 'picture' });
    expect(viewMode([0, 0, READABLE_ZOOM - 0.01], 1400, 900, false).kind).toBe('elements');
    expect(viewMode([0, 0, READABLE_ZOOM], 1400, 900, true).kind).toBe('elements');
    expect(viewMode([0, 0, 1], 0, 0, true)).toEqual({ kind: 'none' });
    expect(sameMode(viewMode([0, 0, 1], 1400, 900, true), viewMode([-10, -10, 1], 1400, 900, true))).toBe(true);
  });
});
