/**
 * The largest PNG the export draws, in pixels: a browser refuses (or takes many seconds to encode) much
 * larger canvases, so a larger model is drawn smaller and the user is told; its SVG has no such limit.
 */
export const PNG_MAX_PIXELS = 16_000_000;
const PNG_MAX_SIDE = 16_000;
/** Small canvases are drawn at twice their size, so that the text stays sharp. */
const PNG_MAX_SCALE = 2;

export interface CanvasPng {
  blob: Blob;
  /** The drawing's scale: below 1 when the canvas was too large for PNG_MAX_PIXELS. */
  scale: number;
}

/**
 * Draws an SVG of the canvas into a PNG. The browser decodes the image off the main thread and encodes
 * the PNG off it too (`toBlob`); what stays on it is one draw of the decoded image. Between the steps a
 * cancelled export stops.
 */
export async function canvasPng(svg: { text: string; width: number; height: number }, signal: AbortSignal): Promise<CanvasPng> {
  const scale = Math.min(
    PNG_MAX_SCALE,
    PNG_MAX_SIDE / svg.width,
    PNG_MAX_SIDE / svg.height,
    Math.sqrt(PNG_MAX_PIXELS / (svg.width * svg.height)),
  );
  const url = URL.createObjectURL(new Blob([svg.text], { type: 'image/svg+xml' }));
  try {
    const image = new Image(Math.round(svg.width), Math.round(svg.height));
    image.src = url;
    await image.decode();
    signal.throwIfAborted();
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.floor(svg.width * scale));
    canvas.height = Math.max(1, Math.floor(svg.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('this browser cannot draw the canvas into an image');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    signal.throwIfAborted();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    signal.throwIfAborted();
    if (!blob) throw new Error(`the browser could not encode a PNG of ${canvas.width}×${canvas.height} pixels`);
    return { blob, scale };
  } finally {
    URL.revokeObjectURL(url);
  }
}
