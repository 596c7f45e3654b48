import { useReactFlow } from '@xyflow/react';
import type { KeyboardEvent, RefObject } from 'react';
import type { Vertex } from '../api/types';
import { centre } from './geometry';
import { ARROW_DIRECTIONS, firstVertex, nearestInDirection } from './keyboard';

export interface CanvasKeys {
  vertices: readonly Vertex[];
  selected: Vertex | undefined;
  detailsOpen: boolean;
  select(vertexId: string | undefined): void;
  setDetailsOpen(open: boolean): void;
  find: RefObject<HTMLInputElement | null>;
  /** Fits the view ('0'), over `duration` ms. */
  fit(duration: number): unknown;
}

const ZOOM_KEYS = new Set(['+', '=', '-', '0']);

/**
 * The canvas by keyboard, as one tab stop: arrow keys move the selection to the nearest vertex that way
 * (and bring it into view), Enter opens its details, Esc closes them and then clears the selection,
 * + / - / 0 zoom in, out and fit, and Ctrl+F or / go to find.
 */
export function useCanvasKeys({ vertices, selected, detailsOpen, select, setDetailsOpen, find, fit }: CanvasKeys) {
  const flow = useReactFlow();
  return (event: KeyboardEvent<HTMLElement>) => {
    if (
      (event.key === 'f' && (event.ctrlKey || event.metaKey)) ||
      (event.key === '/' && event.target === event.currentTarget)
    ) {
      event.preventDefault();
      find.current?.focus();
      return;
    }
    // Keys meant for the details panel's own controls stay theirs.
    if (event.target !== event.currentTarget) return;
    const direction = ARROW_DIRECTIONS[event.key];
    if (direction) {
      event.preventDefault();
      const next = selected ? nearestInDirection(vertices, selected, direction) : firstVertex(vertices);
      if (!next) return;
      if (!selected) setDetailsOpen(false);
      select(next.uuid);
      const middle = centre(next);
      void flow.setCenter(middle.x, middle.y, { zoom: flow.getZoom(), duration: 200 });
    } else if (event.key === 'Enter' && selected) {
      event.preventDefault();
      setDetailsOpen(true);
    } else if (event.key === 'Escape' && selected) {
      event.preventDefault();
      if (detailsOpen) setDetailsOpen(false);
      else select(undefined);
    } else if (ZOOM_KEYS.has(event.key) && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      if (event.key === '0') void fit(200);
      else if (event.key === '-') void flow.zoomOut({ duration: 150 });
      else void flow.zoomIn({ duration: 150 });
    }
  };
}
