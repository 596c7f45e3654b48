import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Canvas } from '../api/types';
import { GROWTH, NODES_PER_TASK, TASK_BUDGET_MS, TITLE_WAIT_MS, useCanvasNodes } from './useCanvasGraph';

const vertexCount = NODES_PER_TASK * 3 + 10;
// A grid of 30 columns and 41 rows: v0 top left, v29 top right, v1200 the first of the bottom row.
const canvas = {
  vertices: Array.from({ length: vertexCount }, (_, n) => ({
    uuid: `v${n}`,
    symbol: 's',
    x: (n % 30) * 200,
    y: Math.floor(n / 30) * 100,
    width: 150,
    height: 60,
  })),
  edges: [],
} as unknown as Canvas;

/** Lets the next share be mounted: its timer, the frame after the last share, and its own task. */
const nextShare = (wait = 0) =>
  act(() => {
    vi.advanceTimersByTime(wait + 20);
  });

describe('useCanvasNodes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('mounts the vertices a task at a time, the outermost first, so that the first fit frames the whole canvas', () => {
    const { result } = renderHook(() => useCanvasNodes(canvas, 'v5', false));
    expect(result.current).toHaveLength(0);
    // Not before a frame has been drawn.
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toHaveLength(0);
    nextShare();
    expect(result.current).toHaveLength(NODES_PER_TASK);
    // Leftmost-and-topmost, rightmost, bottommost: the first vertices mounted span the canvas.
    expect(result.current.slice(0, 3).map((node) => node.id)).toEqual(['v0', 'v29', 'v1200']);
    for (let share = 0; share < 5; share++) nextShare();
    expect(result.current).toHaveLength(vertexCount);
    expect(new Set(result.current.map((node) => node.id)).size).toBe(vertexCount);
    expect(result.current.filter((node) => node.selected).map((node) => node.id)).toEqual(['v5']);
  });

  it('frames the vertices the view is fitted to first: a far outlier is not among the first', () => {
    const withOutlier = {
      vertices: [...canvas.vertices, { uuid: 'far', symbol: 's', x: 1e8, y: 1e8, width: 150, height: 60 }],
      edges: [],
    } as unknown as Canvas;
    const outOfFit = new Set(['far']);
    const { result } = renderHook(() => useCanvasNodes(withOutlier, undefined, false, outOfFit));
    nextShare();
    expect(result.current.slice(0, 3).map((node) => node.id)).toEqual(['v0', 'v29', 'v1200']);
    // It is still drawn, later.
    for (let share = 0; share < 5; share++) nextShare();
    expect(result.current.map((node) => node.id)).toContain('far');
  });

  it('waits for the titles, but not for longer than TITLE_WAIT_MS', () => {
    const { result, rerender } = renderHook(({ pending }) => useCanvasNodes(canvas, undefined, pending), {
      initialProps: { pending: true },
    });
    act(() => {
      vi.advanceTimersByTime(TITLE_WAIT_MS - 50);
    });
    expect(result.current).toHaveLength(0);
    rerender({ pending: false });
    nextShare();
    expect(result.current).toHaveLength(NODES_PER_TASK);

    const slow = renderHook(() => useCanvasNodes(canvas, undefined, true));
    act(() => {
      vi.advanceTimersByTime(TITLE_WAIT_MS - 50);
    });
    expect(slow.result.current).toHaveLength(0);
    nextShare(50);
    expect(slow.result.current).toHaveLength(NODES_PER_TASK);
  });

  it('sizes each task from what the last one took, to fit the budget, growing by at most GROWTH a task', () => {
    let clock = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const { result } = renderHook(() => useCanvasNodes(canvas, undefined, false));
    nextShare();
    expect(result.current).toHaveLength(NODES_PER_TASK);
    // The first task took twice the budget: the next mounts half as many.
    clock += 2 * TASK_BUDGET_MS;
    nextShare();
    expect(result.current).toHaveLength(NODES_PER_TASK + NODES_PER_TASK / 2);
    // That one took a quarter of the budget: four times as many would fit, but a share grows by GROWTH at most.
    clock += TASK_BUDGET_MS / 4;
    nextShare();
    expect(result.current).toHaveLength(NODES_PER_TASK + NODES_PER_TASK / 2 + (NODES_PER_TASK / 2) * GROWTH);
    vi.restoreAllMocks();
  });
});
