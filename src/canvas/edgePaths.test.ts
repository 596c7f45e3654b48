import { describe, expect, it } from 'vitest';
import { edgePaths, floatingEdges } from './edgePaths';
import { floatingEnds } from './geometry';

const box = (x: number, y: number) => ({ x, y, width: 100, height: 40 });
const vertices = new Map([
  ['a', box(0, 0)],
  ['b', box(200, 0)],
  ['c', box(200, 100)],
]);

describe('floatingEnds', () => {
  const left = { x: 0, y: 0, width: 100, height: 40 };
  const right = { x: 300, y: 0, width: 100, height: 40 };

  it('leaves and enters on the sides that face each other, whichever way the edge runs', () => {
    expect(floatingEnds(left, right)).toEqual({ source: { x: 100, y: 20 }, target: { x: 300, y: 20 } });
    expect(floatingEnds(right, left)).toEqual({ source: { x: 300, y: 20 }, target: { x: 100, y: 20 } });
    const below = { x: 0, y: 200, width: 100, height: 40 };
    expect(floatingEnds(left, below)).toEqual({ source: { x: 50, y: 40 }, target: { x: 50, y: 200 } });
  });
});

describe('edgePaths', () => {
  it('draws each kind of edge as one path of lines and one of arrowheads, an unknown kind as the default', () => {
    const paths = edgePaths(
      floatingEdges(vertices, [
        { fromVertex: 'a', toVertex: 'b', edgeType: 'FLOW' },
        { fromVertex: 'b', toVertex: 'a', edgeType: 'FLOW' },
        { fromVertex: 'a', toVertex: 'c', edgeType: 'SOMETHING_NEW' },
      ]),
    );
    expect(paths.map((p) => p.kind)).toEqual(['FLOW', 'default']);
    // Floating ends: a to b leaves a's right side and enters b's left side; b to a runs right to left.
    expect(paths[0].lines).toBe('M100 20L200 20M200 20L100 20');
    expect(paths[1].lines.match(/M/g)).toHaveLength(1);
  });

  it('ends every edge in the marker arrowhead: its tip on the end, pointing along the edge, sized by the stroke', () => {
    const [flow] = edgePaths(floatingEdges(vertices, [{ fromVertex: 'a', toVertex: 'b', edgeType: 'FLOW' }]));
    // FLOW is 1.6 px wide: 0.8 px a unit x 1.6 = 1.28 px; the tip (0,0) at (200, 20), the back corners 5 units behind, 4 aside.
    expect(flow.arrows).toBe('M193.6 14.88L200 20L193.6 25.12L193.6 14.88Z');
    const [back] = edgePaths(floatingEdges(vertices, [{ fromVertex: 'b', toVertex: 'a', edgeType: 'FLOW' }]));
    expect(back.arrows).toBe('M106.4 25.12L100 20L106.4 14.88L106.4 25.12Z');
  });

  it('leaves out an edge whose vertex is not on the canvas', () => {
    expect(edgePaths(floatingEdges(vertices, [{ fromVertex: 'a', toVertex: 'gone', edgeType: 'FLOW' }]))).toEqual([]);
  });
});
