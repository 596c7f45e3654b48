import { describe, expect, it } from 'vitest';
import type { Canvas } from '../api/types';
import { checkCanvas, leftOutNotice } from './checkCanvas';

const vertex = (uuid: string, x: number, y: number, width = 120, height = 60) => ({
  uuid,
  symbol: 's',
  x,
  y,
  width,
  height,
});
const grid = Array.from({ length: 20 }, (_, n) => vertex(`v${n}`, (n % 5) * 200, Math.floor(n / 5) * 120));

describe('checkCanvas', () => {
  it('draws everything of an ordinary canvas and says nothing', () => {
    const checked = checkCanvas({
      workflowState: 'EDITABLE',
      vertices: grid,
      edges: [{ uuid: 'e', fromVertex: 'v0', toVertex: 'v1', edgeType: 'FLOW' }],
    });
    expect(checked.canvas.vertices).toHaveLength(20);
    expect(checked.outliers.size).toBe(0);
    expect(leftOutNotice(checked)).toBeUndefined();
  });

  it('leaves out vertices it cannot draw and edges without both ends, counts them, and keeps far vertices out of the fit', () => {
    const canvas = {
      workflowState: 'EDITABLE',
      vertices: [
        ...grid,
        vertex('negative', 0, 0, -10, 40),
        vertex('nan', Number.NaN, 0),
        vertex('huge', 0, 0, 1e9, 50),
        vertex('far', 1e8, 1e8),
      ],
      edges: [
        { uuid: 'e1', fromVertex: 'v0', toVertex: 'v1', edgeType: 'FLOW' },
        { uuid: 'e2', fromVertex: 'v0', toVertex: 'gone', edgeType: 'FLOW' },
        { uuid: 'e3', fromVertex: 'negative', toVertex: 'v1', edgeType: 'FLOW' },
        { uuid: 'e4', fromVertex: 'v2', toVertex: 'far', edgeType: 'FLOW' },
      ],
    } as Canvas;
    const checked = checkCanvas(canvas);
    expect(checked.canvas.vertices.map((v) => v.uuid)).toEqual([...grid.map((v) => v.uuid), 'far']);
    expect(checked.canvas.edges.map((e) => e.uuid)).toEqual(['e1', 'e4']);
    expect(checked).toMatchObject({ undrawable: 3, dangling: 2 });
    expect([...checked.outliers]).toEqual(['far']);
    expect(leftOutNotice(checked)).toBe(
      '3 vertices cannot be drawn (no usable size or place); 2 edges join vertices that are not on the canvas; 1 vertex lies far from all the others and is left out of the fitted view.',
    );
  });

  it('keeps two clusters far apart, both in the fit', () => {
    const clusters = [...grid, ...grid.map((v) => ({ ...v, uuid: `far-${v.uuid}`, x: v.x + 100_000 }))];
    expect(checkCanvas({ workflowState: 'EDITABLE', vertices: clusters, edges: [] }).outliers.size).toBe(0);
  });
});
