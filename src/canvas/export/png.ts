import type { ExportEdge, ExportVertex } from './drawing';
import { NO_2D_CONTEXT } from './paint';
import type { PngMessage, PngRequest } from './png.worker';
import { t } from '../../i18n/translate';

export interface CanvasPng {
  blob: Blob;
  /** The drawing's scale: below 1 when the canvas was too large for PNG_MAX_PIXELS. */
  scale: number;
}

export interface PngProgress {
  stage: 'drawing' | 'encoding';
  /** The share of vertices drawn, 0 to 1. */
  done: number;
}

/**
 * The canvas as a PNG, drawn and encoded in a worker on an OffscreenCanvas from the same drawing as the
 * SVG (a worker cannot decode an SVG image in Chromium, so it paints the shapes itself). Cancelling stops
 * the worker at once.
 */
export function canvasPng(
  vertices: ExportVertex[],
  edges: ExportEdge[],
  signal: AbortSignal,
  onProgress: (progress: PngProgress) => void,
): Promise<CanvasPng> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') {
    return Promise.reject(new Error(t('canvas.noDrawingWorker')));
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./png.worker.ts', import.meta.url), { type: 'module', name: 'PNG export' });
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', cancel);
    };
    const cancel = () => {
      finish();
      reject(signal.reason);
    };
    signal.addEventListener('abort', cancel);
    worker.onmessage = ({ data }: MessageEvent<PngMessage>) => {
      if (data.type === 'progress') return onProgress(data);
      finish();
      if (data.type === 'done') resolve({ blob: data.blob, scale: data.scale });
      else if (data.message === NO_2D_CONTEXT) reject(new Error(t('canvas.noDrawingWorker')));
      else reject(new Error(t('canvas.pngFailed', { reason: data.message })));
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(t('canvas.pngFailed', { reason: event.message || t('canvas.workerFailed') })));
    };
    worker.postMessage({ vertices, edges } satisfies PngRequest);
  });
}
