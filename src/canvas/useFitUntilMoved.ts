import { useReactFlow, useStore, type FitViewOptions } from '@xyflow/react';
import { useCallback, useEffect, useRef } from 'react';
import { FAR_ZOOM } from './appearance';

/**
 * Fits the view when the first vertices are in and whenever the canvas's box changes size (the page above it
 * settling, the window being resized), until the user moves the view: React Flow fits once, as soon as it is
 * ready, which can be before the box has its final size or any vertex is in. The outermost vertices are
 * mounted first, so later ones do not change the fit. Returns what marks the view as moved by the user.
 */
export function useFitUntilMoved(anyMounted: boolean, fitOptions: FitViewOptions) {
  const flow = useReactFlow();
  const size = useStore((state) => `${state.width}x${state.height}`);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current && anyMounted) void flow.fitView(fitOptions);
  }, [flow, size, anyMounted, fitOptions]);
  return useCallback(() => {
    moved.current = true;
  }, []);
}

/** Whether the view is zoomed out beyond FAR_ZOOM, where vertices are drawn without their titles. */
export function useFarZoom(): boolean {
  // Only crossing FAR_ZOOM re-renders: the selector's answer is a boolean.
  return useStore((state) => state.transform[2] < FAR_ZOOM);
}
