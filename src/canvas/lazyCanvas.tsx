import { useApiClient } from '../api/ClientContext';
import { canvasQuery } from './queries';
import { usePrefetch } from '../api/prefetch';
import { lazyComponent } from '../ui/lazyComponent';

import { WaitingSpinner } from '../ui/Waiting';

/** The canvas tab: React Flow and the canvas code are a chunk of their own, loaded when a canvas is shown. */
export const CanvasView = lazyComponent(
  () => import('./CanvasView').then((m) => m.default),
  <WaitingSpinner what="canvas.loading" height={400} />,
);

/** Starts the canvas chunk and the canvas's data while the rest of the page still loads. */
export function usePreloadCanvas(repositoryId: string, modelId: string, enabled: boolean) {
  usePrefetch(canvasQuery(useApiClient(), repositoryId, modelId), enabled);
  if (enabled) void CanvasView.preload().catch(() => undefined); // a failure is shown where the canvas goes
}
