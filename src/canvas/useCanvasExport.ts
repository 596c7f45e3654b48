import { useState } from 'react';
import { download } from '../lib/download';
import { describeError } from '../ui/errors';
import { canvasDrawing, type ExportEdge, type ExportVertex } from './export/drawing';
import { PNG_MAX_PIXELS } from './export/paint';
import { canvasPng, type PngProgress } from './export/png';
import { drawingSvg } from './export/svg';
import { t } from '../i18n/translate';

const PNG_MEGAPIXELS = PNG_MAX_PIXELS / 1_000_000;
export type ExportFormat = 'png' | 'svg';

/** What the toolbar says while an export runs. */
export const exportStatus = (format: ExportFormat, progress: PngProgress | undefined) => {
  const name = format.toUpperCase();
  if (progress?.stage === 'encoding') return t('canvas.encoding', { format: name });
  return progress
    ? t('canvas.exportingPercent', { format: name, percent: Math.floor(progress.done * 100) })
    : t('canvas.exporting', { format: name });
};

/**
 * Exporting the canvas as SVG or PNG, drawn from the graph rather than the page: no selection or search
 * highlight, every vertex. A PNG is drawn in a worker, with progress and Cancel, and scaled down (and said
 * so) beyond PNG_MAX_PIXELS.
 */
export function useCanvasExport(fileStem: string, vertices: () => ExportVertex[], edges: ExportEdge[]) {
  const [error, setError] = useState<string>();
  const [note, setNote] = useState<string>();
  const [running, setRunning] = useState<{
    format: ExportFormat;
    controller: AbortController;
    progress?: PngProgress;
  }>();

  const start = async (format: ExportFormat) => {
    const controller = new AbortController();
    setRunning({ format, controller });
    setError(undefined);
    setNote(undefined);
    try {
      const fileName = `${fileStem}.${format}`;
      if (format === 'svg') {
        download(fileName, drawingSvg(canvasDrawing(vertices(), edges)), 'image/svg+xml');
        return;
      }
      const png = await canvasPng(vertices(), edges, controller.signal, (progress) =>
        setRunning((current) => current && { ...current, progress }),
      );
      download(fileName, png.blob);
      if (png.scale < 1) {
        setNote(t('canvas.pngScaled', { percent: Math.floor(png.scale * 100), megapixels: PNG_MEGAPIXELS }));
      }
    } catch (failure) {
      if (!controller.signal.aborted) setError(describeError(failure));
    } finally {
      setRunning(undefined);
    }
  };

  return {
    start,
    cancel: () => running?.controller.abort(),
    status: running && exportStatus(running.format, running.progress),
    running: running !== undefined,
    error,
    note,
    dismissNote: () => setNote(undefined),
  };
}
