import { describe, expect, it } from 'vitest';
import { edgePaths } from './edgePaths';

const box = (x: number, y: number) => ({ x, y, width: 100, height: 40 });
const vertices = new Map([
  ['a', box(0, 0)],
  ['b', box(200, 0)],
  ['c', box(200, 100)],
]);

describe('edgePaths', () => {
  it('draws each kind of edge as one path of lines and one of arrowheads, an unknown kind as the default', () => {
    const paths = edgePaths(vertices, [
      { fromVertex: 'a', toVertex: 'b', edgeType: 'FLOW' },
      { fromVertex: 'b', toVertex: 'a', edgeType: 'FLOW' },
      { fromVertex: 'a', toVertex: 'c', edgeType: 'SOMETHING_NEW' },
    ]);
    expect(paths.map((p) => p.kind)).toEqual(['FLOW', 'default']);
    // Floating ends: a to b leaves a's right side and enters b's left side; b to a runs right to left.
    expect(paths[0].lines).toBe('M100 20L200 20M200 20L100 20');
    expect(paths[1].lines.match(/M/g)).toHaveLength(1);
  });

  it('ends every edge in the marker arrowhead: its tip on the end, pointing along the edge, sized by the stroke', () => {
    const [flow] = edgePaths(vertices, [{ fromVertex: 'a', toVertex: 'b', edgeType: 'FLOW' }]);
    // FLOW is 1.6 px wide: 0.8 px a unit x 1.6 = 1.28 px; the tip (0,0) at (200, 20), the back corners 5 units behind, 4 aside.
    expect(flow.arrows).toBe('M193.6 14.88L200 20L193.6 25.12L193.6 14.88Z');
    const [back] = edgePaths(vertices, [{ fromVertex: 'b', toVertex: 'a', edgeType: 'FLOW' }]);
    expect(back.arrows).toBe('M106.4 25.12L100 20L106.4 14.88L106.4 25.12Z');
  });

  it('leaves out an edge whose vertex is not on the canvas', () => {
    expect(edgePaths(vertices, [{ fromVertex: 'a', toVertex: 'gone', edgeType: 'FLOW' }])).toEqual([]);
  });
});
