import { useEffect, useMemo, useRef, useState } from 'react';
import type { Canvas, SymbolObject } from '../api/types';
import { titleIn } from '../ui/titles';
import { edgePaths, floatingEdges } from './edgePaths';
import { placedNode } from './flowNodes';
import type { VertexLook, VertexNodeType } from './VertexNode';

/**
 * Vertices React Flow mounts in the first task. Each share (its render, and the frame after it) also goes over
 * every vertex already in, so later shares cost more for as many vertices: the next share is sized from what
 * the last one took, to fit TASK_BUDGET_MS, and grows by at most GROWTH, since what a small share took says
 * little about one several times its size. Measured on 2,000 and 5,000 vertices: a fixed 400 a task had
 * tasks of 200-370 ms; paced to 120 ms it crawled at 100 a share through the last thousands, each share
 * costing mostly what every vertex already in costs; paced to 160 ms (two tasks of about 80) with at least
 * 200 a share, the longest task was 149 and 186 ms, and all were in 1.04x and 1.06x the floor's time.
 */
export const NODES_PER_TASK = 400;
/** What a share of mounting, with the frame drawn after it, should take. */
export const TASK_BUDGET_MS = 160;
export const GROWTH = 1.5;
const MIN_PER_TASK = 200;
const MAX_PER_TASK = 1000;
/** How long vertices wait for their symbols' titles before they are drawn without them. */
export const TITLE_WAIT_MS = 400;

/**
 * Runs `callback` in a task of its own, no sooner than `delay` and only once the next frame has been drawn
 * (a timer alone can run before the frame that shows the last share). Returns what cancels it.
 */
function afterNextFrame(callback: () => void, delay: number): () => void {
  let frame = 0;
  let timer = setTimeout(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
  }, delay);
  return () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
  };
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The first vertices to mount: the leftmost, topmost, rightmost and bottommost of those the view is fitted to
 * (all but `outOfFit`, see checkCanvas), so that the first fit of the view frames them all.
 */
function extremesFirst<T extends { uuid: string; x: number; y: number; width: number; height: number }>(
  vertices: readonly T[],
  outOfFit: ReadonlySet<string>,
): T[] {
  const fitted = vertices.filter((vertex) => !outOfFit.has(vertex.uuid));
  if (fitted.length === 0) return [...vertices];
  const pick = (better: (a: T, b: T) => boolean) =>
    fitted.reduce((best, vertex) => (better(vertex, best) ? vertex : best));
  const extremes = new Set([
    pick((a, b) => a.x < b.x),
    pick((a, b) => a.y < b.y),
    pick((a, b) => a.x + a.width > b.x + b.width),
    pick((a, b) => a.y + a.height > b.y + b.height),
  ]);
  return [...extremes, ...vertices.filter((vertex) => !extremes.has(vertex))];
}

/**
 * React Flow nodes for a canvas: built once per canvas (a node carries only its place, size and selection;
 * its title and type come from VertexLooks), and handed to React Flow a task's share at a time (see
 * NODES_PER_TASK), so that mounting thousands of them never holds the page for long. While
 * `titlesPending`, for at most TITLE_WAIT_MS, none are mounted: the symbols' answers then need the page
 * only briefly, the titles are in before the vertices are drawn, and each vertex is drawn once rather than
 * again with its title.
 */
export function useCanvasNodes(
  canvas: Canvas | undefined,
  selectedVertex: string | undefined,
  titlesPending: boolean,
  outOfFit: ReadonlySet<string> = NONE,
): VertexNodeType[] {
  const all = useMemo<VertexNodeType[]>(
    () =>
      extremesFirst(canvas?.vertices ?? [], outOfFit).map((vertex) => placedNode(vertex.uuid, 'vertex', vertex, {})),
    [canvas, outOfFit],
  );
  // None at first: the render that shows the canvas's frame is also the one whose effects ask for its symbols.
  const [mounted, setMounted] = useState({ of: all, count: 0 });
  const count = mounted.of === all ? mounted.count : 0;
  // When this set of vertices was first seen: taken again whenever the set changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `all` is the trigger, not an input
  const since = useMemo(() => performance.now(), [all]);
  const pace = useRef({ perTask: NODES_PER_TASK, lastStart: 0 });
  useEffect(() => {
    if (count >= all.length) return;
    const wait = titlesPending ? Math.max(0, since + TITLE_WAIT_MS - performance.now()) : 0;
    return afterNextFrame(() => {
      const now = performance.now();
      const last = pace.current;
      if (count > 0) {
        // The last task's vertices took from its start until now: its render, its commit and its frame.
        const fits = Math.round((last.perTask / Math.max(1, now - last.lastStart)) * TASK_BUDGET_MS);
        last.perTask = Math.min(MAX_PER_TASK, Math.round(last.perTask * GROWTH), Math.max(MIN_PER_TASK, fits));
      }
      last.lastStart = now;
      setMounted({ of: all, count: Math.min(all.length, count + last.perTask) });
    }, wait);
  }, [all, count, titlesPending, since]);
  return useMemo(
    () => all.slice(0, count).map((node) => (node.id === selectedVertex ? { ...node, selected: true } : node)),
    [all, count, selectedVertex],
  );
}

/** How each vertex looks: its symbol's title in the language shown, and its symbol's type. */
export function useVertexLooks(
  canvas: Canvas | undefined,
  symbols: ReadonlyMap<string, SymbolObject>,
  language: string | undefined,
  defaultLanguage: string | undefined,
): ReadonlyMap<string, VertexLook> {
  return useMemo(() => {
    const looks = new Map<string, VertexLook>();
    for (const vertex of canvas?.vertices ?? []) {
      const symbol = symbols.get(vertex.symbol);
      looks.set(vertex.uuid, {
        title: titleIn(symbol?.titles, language, defaultLanguage)?.text,
        objectType: symbol?.objectType,
      });
    }
    return looks;
  }, [canvas, symbols, language, defaultLanguage]);
}

/** A canvas's edges as paths (see EdgeLayer). */
export const useEdgePaths = (canvas: Canvas | undefined) =>
  useMemo(
    () =>
      edgePaths(
        floatingEdges(new Map((canvas?.vertices ?? []).map((vertex) => [vertex.uuid, vertex])), canvas?.edges ?? []),
      ),
    [canvas],
  );
