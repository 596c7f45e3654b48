import { useStoreApi } from '@xyflow/react';
import { memo, useEffect, useRef } from 'react';
import { paintPicture, type Marks, type Picture } from './picture';
import { paintOnViewChange } from './viewFrames';
import { viewOf, type Transform } from './viewRegion';
import type { Box } from './geometry';

/** How far beyond the view the picture is painted ahead, as a share of the view on each side. */
const AHEAD = 0.5;
/** How long the view stays still before the picture around it is painted ahead. */
const SETTLE_MS = 120;

/**
 * The canvas as a picture on a `<canvas>` beneath React Flow's (empty) viewport: what a large canvas shows
 * below READABLE_ZOOM, with no element per vertex. A frame of a zoom paints the view alone; once the view has
 * been still for SETTLE_MS, the picture is painted for half a view around it too, so that a frame of a pan
 * only copies the part in view (under a millisecond) until it reaches the edge of what was painted. At 20,000
 * vertices a paint takes tens of milliseconds on a 2-core machine.
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
    let settle: ReturnType<typeof setTimeout> | undefined;

    /** Paints the picture of `view` (canvas coordinates) and `margin` views around it at `zoom` into `ahead`. */
    const paintAhead = (view: Box, zoom: number, ratio: number, margin: number) => {
      const area = {
        x: view.x - view.width * margin,
        y: view.y - view.height * margin,
        width: view.width * (1 + 2 * margin),
        height: view.height * (1 + 2 * margin),
      };
      ahead.width = Math.ceil(area.width * zoom * ratio);
      ahead.height = Math.ceil(area.height * zoom * ratio);
      const context = ahead.getContext('2d');
      if (!context) return;
      const transform: Transform = [-area.x * zoom, -area.y * zoom, zoom];
      paintPicture(context, picture, transform, ratio, dark, marks);
      painted = { zoom, area, ratio };
    };

    const show = (margin = 0) => {
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
      // A pan that reaches the edge paints ahead at once; a zoom, only the view until it settles.
      if (margin > 0) paintAhead(view, zoom, ratio, margin);
      else if (!within) paintAhead(view, zoom, ratio, painted?.zoom === zoom ? AHEAD : 0);
      if (!painted) return;
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.drawImage(
        ahead,
        Math.round((painted.area.x - view.x) * zoom * ratio),
        Math.round((painted.area.y - view.y) * zoom * ratio),
      );
    };
    const stop = paintOnViewChange(store, show, () => {
      clearTimeout(settle);
      settle = setTimeout(() => show(AHEAD), SETTLE_MS);
    });
    return () => {
      stop();
      clearTimeout(settle);
    };
  }, [store, picture, marks, dark]);
  return <canvas ref={canvasRef} className="canvas-picture" aria-hidden="true" />;
});
