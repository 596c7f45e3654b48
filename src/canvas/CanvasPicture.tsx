import { useStoreApi } from '@xyflow/react';
import { memo, useEffect, useRef } from 'react';
import { paintPicture, type Marks, type Picture } from './picture';
import { viewOf, type Transform } from './viewRegion';
import type { Box } from './geometry';

/** How far beyond the view the picture is painted ahead, as a share of the view on each side. */
const AHEAD = 0.5;

/**
 * The canvas as a picture on a `<canvas>` beneath React Flow's (empty) viewport: what a large canvas shows
 * below READABLE_ZOOM, with no element per vertex. The picture is painted for the view and half a view around
 * it, once per zoom: a frame of a pan then only copies the part in view (under a millisecond), and the picture
 * is painted again only when the zoom changes or the view reaches the edge of what was painted (at 20,000
 * vertices a paint takes tens of milliseconds on a 2-core machine, a copy well under one).
 */
export const CanvasPicture = memo(function CanvasPicture({
  picture,
  marks,
  dark,
}: {
  picture: Picture;
  marks: Marks;
  dark: boolean;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const store = useStoreApi();
  useEffect(() => {
    const ahead = document.createElement('canvas');
    let painted: { zoom: number; area: Box; ratio: number } | undefined;
    let frame = 0;

    /** Paints the picture around `view` (canvas coordinates) at `zoom` into `ahead`. */
    const paintAhead = (view: Box, zoom: number, ratio: number) => {
      const area = {
        x: view.x - view.width * AHEAD,
        y: view.y - view.height * AHEAD,
        width: view.width * (1 + 2 * AHEAD),
        height: view.height * (1 + 2 * AHEAD),
      };
      ahead.width = Math.ceil(area.width * zoom * ratio);
      ahead.height = Math.ceil(area.height * zoom * ratio);
      const context = ahead.getContext('2d');
      if (!context) return;
      const transform: Transform = [-area.x * zoom, -area.y * zoom, zoom];
      paintPicture(context, picture, transform, ratio, dark, marks);
      painted = { zoom, area, ratio };
    };

    const show = () => {
      frame = 0;
      const canvas = canvasRef.current;
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return;
      const { transform, width, height } = store.getState();
      if (width <= 0 || height <= 0) return;
      const ratio = window.devicePixelRatio || 1;
      const [pixelWidth, pixelHeight] = [Math.round(width * ratio), Math.round(height * ratio)];
      if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
        canvas.width = pixelWidth;
        canvas.height = pixelHeight;
      }
      const zoom = transform[2];
      const view = viewOf(transform, width, height);
      const within =
        painted &&
        painted.zoom === zoom &&
        painted.ratio === ratio &&
        view.x >= painted.area.x &&
        view.y >= painted.area.y &&
        view.x + view.width <= painted.area.x + painted.area.width &&
        view.y + view.height <= painted.area.y + painted.area.height;
      if (!within) paintAhead(view, zoom, ratio);
      if (!painted) return;
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.drawImage(
        ahead,
        Math.round((painted.area.x - view.x) * zoom * ratio),
        Math.round((painted.area.y - view.y) * zoom * ratio),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(show);
    };
    schedule();
    let last = store.getState();
    const unsubscribe = store.subscribe((state) => {
      if (state.transform === last.transform && state.width === last.width && state.height === last.height) return;
      last = state;
      schedule();
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [store, picture, marks, dark]);
  return <canvas ref={canvasRef} className="canvas-picture" aria-hidden="true" />;
});
