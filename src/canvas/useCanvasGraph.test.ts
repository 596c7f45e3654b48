// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Canvas } from '../api/types';
import { TITLE_WAIT_MS, useCanvasGeometry, useEdgePaths, useTitlesAwaited, useVertexNodes } from './useCanvasGraph';
import { PICTURE_ABOVE, type ViewMode } from './viewRegion';

// A grid of 30 columns and 41 rows, 200 apart across and 100 down, each vertex joined to the next in its row.
const vertexCount = 1230;
const canvas = {
  vertices: Array.from({ length: vertexCount }, (_, n) => ({
    uuid: `v${n}`,
    symbol: 's',
    x: (n % 30) * 200,
    y: Math.floor(n / 30) * 100,
    width: 150,
    height: 60,
  })),
  edges: Array.from({ length: vertexCount - 1 }, (_, n) => ({
    uuid: `e${n}`,
    fromVertex: `v${n}`,
    toVertex: `v${n + 1}`,
    edgeType: 'FLOW',
  })).filter((_, n) => n % 30 !== 29),
} as unknown as Canvas;

const elements = (x: number, y: number, width: number, height: number): ViewMode => ({
  kind: 'elements',
  region: { x, y, width, height },
});

describe('the canvas drawn for the view', () => {
  it('makes nodes of the vertices in the region only, keeps each node across a pan, and marks the selected one', () => {
    const { result: geometry } = renderHook(() => useCanvasGeometry(canvas));
    expect(geometry.current.pictureAllowed).toBe(vertexCount > PICTURE_ABOVE);
    const { result, rerender } = renderHook(
      ({ mode, selected }) => useVertexNodes(geometry.current, mode, selected, true),
      {
        initialProps: { mode: elements(0, 0, 399, 199), selected: 'v31' as string | undefined },
      },
    );
    // Columns 0 and 1 of rows 0 and 1 (a box touching the region counts): v0, v1, v30, v31.
    expect(result.current.map((node) => node.id)).toEqual(['v0', 'v1', 'v30', 'v31']);
    expect(result.current.filter((node) => node.selected).map((node) => node.id)).toEqual(['v31']);
    const v1 = result.current[1];
    rerender({ mode: elements(200, 0, 399, 199), selected: undefined });
    expect(result.current.map((node) => node.id)).toEqual(['v1', 'v2', 'v31', 'v32']);
    expect(result.current[0]).toBe(v1);
    expect(result.current.some((node) => node.selected)).toBe(false);

    rerender({ mode: { kind: 'picture' }, selected: undefined });
    expect(result.current).toEqual([]);
  });

  it('draws the edges that cross the region, and none on a picture', () => {
    const { result: geometry } = renderHook(() => useCanvasGeometry(canvas));
    const count = (mode: ViewMode) => {
      const { result } = renderHook(() => useEdgePaths(geometry.current, mode));
      return result.current.reduce((sum, kind) => sum + (kind.lines.match(/M/g)?.length ?? 0), 0);
    };
    // Row 0 up to x 560: v0→v1 and v1→v2, and v2→v3, which leaves v2's right side at 550.
    expect(count(elements(0, 0, 560, 50))).toBe(3);
    expect(count(elements(0, 0, 540, 50))).toBe(2);
    expect(count(elements(-1e6, -1e6, 2e6, 2e6))).toBe(canvas.edges.length);
    expect(count({ kind: 'picture' })).toBe(0);
  });
});

describe('useTitlesAwaited', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the titles, but not for longer than TITLE_WAIT_MS', () => {
    const { result, rerender } = renderHook(({ pending }) => useTitlesAwaited(canvas, pending), {
      initialProps: { pending: true },
    });
    act(() => {
      vi.advanceTimersByTime(TITLE_WAIT_MS - 50);
    });
    expect(result.current).toBe(false);
    rerender({ pending: false });
    expect(result.current).toBe(true);

    const slow = renderHook(() => useTitlesAwaited(canvas, true));
    act(() => {
      vi.advanceTimersByTime(TITLE_WAIT_MS - 50);
    });
    expect(slow.result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(slow.result.current).toBe(true);
    expect(renderHook(() => useTitlesAwaited(undefined, false)).result.current).toBe(false);
  });
});
