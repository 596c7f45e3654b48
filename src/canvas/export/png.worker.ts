import { canvasDrawing, type ExportEdge, type ExportVertex } from './drawing';
import { NO_2D_CONTEXT, paintDrawing, pngSize } from './paint';

export interface PngRequest {
  vertices: ExportVertex[];
  edges: ExportEdge[];
}

export type PngMessage =
  | { type: 'progress'; stage: 'drawing' | 'encoding'; done: number }
  | { type: 'done'; blob: Blob; scale: number }
  | { type: 'failed'; message: string };

// A dedicated worker's global scope; the project's types are the page's (lib "dom").
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PngRequest>) => void) | null;
  postMessage(message: PngMessage): void;
};

/** Draws the canvas into a PNG away from the page: the tab stays responsive however large the model is. */
async function draw(data: PngRequest): Promise<void> {
  try {
    const drawing = canvasDrawing(data.vertices, data.edges);
    const size = pngSize(drawing.frame);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error(NO_2D_CONTEXT);
    paintDrawing(context, drawing, size.scale, (done) =>
      scope.postMessage({ type: 'progress', stage: 'drawing', done }),
    );
    scope.postMessage({ type: 'progress', stage: 'encoding', done: 1 });
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    scope.postMessage({ type: 'done', blob, scale: size.scale });
  } catch (error) {
    scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
scope.onmessage = ({ data }) => void draw(data);
