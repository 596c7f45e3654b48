// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Vertex } from '../api/types';
import { exportStatus, useCanvasExport } from './useCanvasExport';
import { useVertexFind } from './useVertexFind';
import { useVertexSelection } from './useVertexSelection';

const vertex = (uuid: string, x: number): Vertex => ({ uuid, symbol: `s-${uuid}`, x, y: 0, width: 100, height: 60 });
const VERTICES = [vertex('a', 0), vertex('b', 200), vertex('c', 400)];
const TITLES = new Map([
  ['a', { title: 'Order received' }],
  ['b', { title: 'Check order' }],
  ['c', { title: 'Ship goods' }],
]);

describe('useVertexFind', () => {
  it('finds vertices by title, says which match is selected, and goes round them with Enter', () => {
    const { result, rerender } = renderHook(({ selected }) => useVertexFind(TITLES, selected), {
      initialProps: { selected: undefined as string | undefined },
    });
    expect(result.current.status).toBeUndefined();
    act(() => result.current.setSearch('ORDER'));
    expect([...result.current.matches]).toEqual(['a', 'b']);
    // No match selected yet: the count alone, not "1 of 2".
    expect(result.current.status).toBe('2 matches');
    expect(result.current.next()).toBe('a');
    rerender({ selected: 'a' });
    expect(result.current.status).toBe('1 of 2 matches');
    rerender({ selected: 'b' });
    expect(result.current.status).toBe('2 of 2 matches');
    expect(result.current.next()).toBe('a');
    act(() => result.current.setSearch('invoice'));
    expect(result.current.status).toBe('No match');
    expect(result.current.next()).toBeUndefined();
  });

  it('goes on from the match it went to while the selection has not yet come round to it', () => {
    const { result, rerender } = renderHook(({ selected }) => useVertexFind(TITLES, selected), {
      initialProps: { selected: undefined as string | undefined },
    });
    act(() => result.current.setSearch('ORDER'));
    expect(result.current.next()).toBe('a');
    // A second Enter before the page has selected 'a'.
    expect(result.current.next()).toBe('b');
    rerender({ selected: 'b' });
    // Selected elsewhere (a click): Enter goes on from there.
    rerender({ selected: 'a' });
    expect(result.current.next()).toBe('b');
  });
});

describe('useVertexSelection', () => {
  it('selects through the page, opens the details on a click and keeps its handlers across renders', () => {
    const chosen: (string | undefined)[] = [];
    const { result, rerender } = renderHook(
      ({ selected }) => useVertexSelection(VERTICES, selected, (v) => chosen.push(v)),
      {
        initialProps: { selected: 'b' as string | undefined },
      },
    );
    expect(result.current.selected?.uuid).toBe('b');
    act(() => result.current.setDetailsOpen(false));
    const { onNodeClick, onPaneClick } = result.current;
    act(() => onNodeClick(undefined, { id: 'c', position: { x: 0, y: 0 }, data: {} }));
    expect(chosen).toEqual(['c']);
    expect(result.current.detailsOpen).toBe(true);
    rerender({ selected: 'c' });
    expect(result.current.selected?.uuid).toBe('c');
    expect(result.current.onNodeClick).toBe(onNodeClick);
    act(() => onPaneClick());
    expect(chosen).toEqual(['c', undefined]);
  });
});

describe('useCanvasExport', () => {
  let saved: { name: string; type: string; text: Promise<string> }[] = [];
  beforeAll(() => {
    let last: Blob | undefined;
    URL.createObjectURL = (blob: Blob) => {
      last = blob;
      return 'blob:export';
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, type: last!.type, text: last!.text() });
    });
  });
  afterEach(() => {
    saved = [];
  });
  const exported = () =>
    VERTICES.map(({ uuid, x, y, width, height }) => ({ id: uuid, x, y, width, height, ...TITLES.get(uuid) }));
  const edges = [{ fromVertex: 'a', toVertex: 'b', edgeType: 'FLOW' }];

  it('saves the SVG drawn from the graph, every vertex with its title', async () => {
    const { result } = renderHook(() => useCanvasExport('canvas-m1', exported, edges));
    await act(() => result.current.start('svg'));
    expect(saved.map(({ name, type }) => ({ name, type }))).toEqual([{ name: 'canvas-m1.svg', type: 'image/svg+xml' }]);
    const svg = await saved[0].text;
    expect(svg).toMatch(/^<svg /);
    for (const { title } of TITLES.values()) expect(svg).toContain(title);
    expect(result.current.running).toBe(false);
    expect(result.current.error).toBeUndefined();
  });

  it('says why a PNG could not be made, and saves nothing', async () => {
    // jsdom, like a browser without OffscreenCanvas, cannot draw in a worker.
    const { result } = renderHook(() => useCanvasExport('canvas-m1', exported, edges));
    await act(() => result.current.start('png'));
    expect(saved).toEqual([]);
    expect(result.current.error).toMatch(/export SVG instead/);
    expect(result.current.running).toBe(false);
  });

  it('tells the stages of a PNG export', () => {
    expect(exportStatus('png', undefined)).toBe('Exporting PNG…');
    expect(exportStatus('png', { stage: 'drawing', done: 0.427 })).toBe('Exporting PNG… 42%');
    expect(exportStatus('png', { stage: 'encoding', done: 1 })).toBe('Encoding PNG…');
  });
});
