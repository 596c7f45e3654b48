import { useReactFlow, useStore } from '@xyflow/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FAR_ZOOM } from './appearance';
import type { Box } from './geometry';

/** The room left around the fitted vertices, as a share of the frame (React Flow's fitView's own). */
const FIT_PADDING = 0.1;

/**
 * Fitting the view to `fitBox` (the vertices that are not far outliers, see checkCanvas): at once when the
 * canvas is there and the frame has a size, again whenever the frame changes size (the page above it settling,
 * the window being resized), until the user moves the view. It fits a box rather than React Flow's nodes: only
 * those near the view are nodes. Returns `fit` (Fit and the 0 key), `markMoved`, and whether the view has been
 * placed, before which nothing is drawn.
 */
export function useFitUntilMoved(fitBox: Box | undefined) {
  const flow = useReactFlow();
  const size = useStore((state) => (state.width > 0 && state.height > 0 ? `${state.width}x${state.height}` : ''));
  const moved = useRef(false);
  const [placed, setPlaced] = useState(false);
  const fit = useCallback(
    (duration?: number) => (fitBox ? flow.fitBounds(fitBox, { padding: FIT_PADDING, duration }) : undefined),
    [flow, fitBox],
  );
  useEffect(() => {
    if (moved.current || !fitBox || !size) return;
    void fit();
    setPlaced(true);
  }, [fit, fitBox, size]);
  const markMoved = useCallback(() => {
    moved.current = true;
  }, []);
  return { fit, markMoved, placed };
}

/** Whether the view is zoomed out beyond FAR_ZOOM, where vertices are drawn without their titles. */
export function useFarZoom(): boolean {
  // Only crossing FAR_ZOOM re-renders: the selector's answer is a boolean.
  return useStore((state) => state.transform[2] < FAR_ZOOM);
}
