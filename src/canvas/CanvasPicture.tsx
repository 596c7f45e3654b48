import { useStoreApi } from '@xyflow/react';
import { memo, useEffect, useRef } from 'react';
import { paintPicture, type Marks, type Picture } from './picture';

/**
 * The canvas as a picture on a `<canvas>` beneath React Flow's (empty) viewport, painted on the frame after
 * every move of the view: what a large canvas shows below READABLE_ZOOM, with no element per vertex.
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
    let frame = 0;
    let painted: unknown;
    const paint = () => {
      frame = 0;
      const canvas = canvasRef.current;
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return;
      const { transform, width, height } = store.getState();
      const ratio = window.devicePixelRatio || 1;
      const [pixelWidth, pixelHeight] = [Math.round(width * ratio), Math.round(height * ratio)];
      if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
        canvas.width = pixelWidth;
        canvas.height = pixelHeight;
      }
      paintPicture(context, picture, transform, ratio, dark, marks);
    };
    const schedule = () => {
      const { transform, width, height } = store.getState();
      const view = `${transform.join()} ${width} ${height}`;
      if (view === painted || frame) return;
      painted = view;
      frame = requestAnimationFrame(paint);
    };
    schedule();
    const unsubscribe = store.subscribe(schedule);
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [store, picture, marks, dark]);
  return <canvas ref={canvasRef} className="canvas-picture" aria-hidden="true" />;
});
