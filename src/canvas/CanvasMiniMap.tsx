import { Panel, useReactFlow, useStoreApi } from '@xyflow/react';
import { memo, useEffect, useMemo, useRef, type PointerEvent } from 'react';
import { appearanceOf } from './appearance';
import type { Box } from './geometry';
import type { PictureVertex } from './picture';
import { paintOnViewChange } from './viewFrames';
import { viewOf } from './viewRegion';
import { t } from '../i18n/translate';

const WIDTH = 200;
const HEIGHT = 150;

/** Where the whole canvas sits in the minimap: scaled to fit, centred. */
function mapping(bounds: Box) {
  const scale = Math.min(WIDTH / Math.max(1, bounds.width), HEIGHT / Math.max(1, bounds.height));
  const left = (WIDTH - bounds.width * scale) / 2 - bounds.x * scale;
  const top = (HEIGHT - bounds.height * scale) / 2 - bounds.y * scale;
  return {
    toMap: (x: number, y: number) => [left + x * scale, top + y * scale] as const,
    toCanvas: (x: number, y: number) => ({ x: (x - left) / scale, y: (y - top) / scale }),
    scale,
  };
}

/**
 * The whole canvas in small, with the view marked: React Flow's minimap draws an element per node, which at
 * 20,000 is a page of its own, and sees only the nodes in view here (see useViewElements). This one paints
 * every vertex once as a dot of its type's colour, then only the view's mark as it moves. A drag or a click
 * moves the view there; the wheel zooms.
 */
export const CanvasMiniMap = memo(function CanvasMiniMap({
  vertices,
  bounds,
  dark,
  onMove,
}: {
  vertices: readonly PictureVertex[];
  bounds: Box;
  dark: boolean;
  onMove: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const store = useStoreApi();
  const flow = useReactFlow();
  const map = useMemo(() => mapping(bounds), [bounds]);
  const base = useMemo(() => {
    const ratio = window.devicePixelRatio || 1;
    const image = document.createElement('canvas');
    image.width = WIDTH * ratio;
    image.height = HEIGHT * ratio;
    const context = image.getContext('2d');
    if (!context) return image;
    context.scale(ratio, ratio);
    for (const vertex of vertices) {
      const [x, y] = map.toMap(vertex.x, vertex.y);
      context.fillStyle = appearanceOf(vertex.objectType).color;
      context.fillRect(x, y, Math.max(1, vertex.width * map.scale), Math.max(1, vertex.height * map.scale));
    }
    return image;
  }, [vertices, map]);

  useEffect(() => {
    const paint = () => {
      const canvas = canvasRef.current;
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return;
      const ratio = base.width / WIDTH;
      canvas.width = base.width;
      canvas.height = base.height;
      context.drawImage(base, 0, 0);
      const { transform, width, height } = store.getState();
      const view = viewOf(transform, width, height);
      const [x, y] = map.toMap(view.x, view.y);
      const [w, h] = [view.width * map.scale, view.height * map.scale];
      context.scale(ratio, ratio);
      // Outside the view dimmed, as React Flow's minimap does.
      context.fillStyle = dark ? 'rgba(60, 60, 60, 0.6)' : 'rgba(240, 240, 240, 0.6)';
      context.beginPath();
      context.rect(0, 0, WIDTH, HEIGHT);
      context.rect(x, y, w, h);
      context.fill('evenodd');
      context.strokeStyle = dark ? '#adb5bd' : '#495057';
      context.lineWidth = 1;
      context.strokeRect(x, y, w, h);
    };
    return paintOnViewChange(store, paint);
  }, [store, base, map, dark]);

  const moveTo = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const point = map.toCanvas(event.clientX - box.left, event.clientY - box.top);
    onMove();
    void flow.setCenter(point.x, point.y, { zoom: flow.getZoom() });
  };
  // A listener of our own, not React's onWheel: React's is passive, so the page scrolled as the view zoomed.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      onMove();
      void (event.deltaY < 0 ? flow.zoomIn() : flow.zoomOut());
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [flow, onMove]);
  return (
    <Panel position="bottom-right" className="react-flow__minimap">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('canvas.minimap')}
        style={{ width: WIDTH, height: HEIGHT, display: 'block', cursor: 'pointer', touchAction: 'none' }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          moveTo(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) moveTo(event);
        }}
      />
    </Panel>
  );
});
