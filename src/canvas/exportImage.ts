import { getNodesBounds, getViewportForBounds, type Node } from '@xyflow/react';

const PADDING = 0.05;

/** Renders the whole canvas (not just the visible part) to PNG or SVG, as React Flow's export example does. */
export async function exportCanvas(format: 'png' | 'svg', nodes: Node[], viewport: HTMLElement, fileName: string): Promise<void> {
  const bounds = getNodesBounds(nodes);
  const width = Math.min(Math.max(bounds.width * 1.1, 400), 8000);
  const height = Math.min(Math.max(bounds.height * 1.1, 300), 8000);
  const transform = getViewportForBounds(bounds, width, height, 0.05, 2, PADDING);
  const options = {
    backgroundColor: '#ffffff',
    width,
    height,
    style: { width: `${width}px`, height: `${height}px`, transform: `translate(${transform.x}px, ${transform.y}px) scale(${transform.zoom})` },
  };
  // The image code loads on the first export, not with the canvas.
  const { toPng, toSvg } = await import('html-to-image');
  const dataUrl = format === 'png' ? await toPng(viewport, options) : await toSvg(viewport, options);
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = `${fileName}.${format}`;
  link.click();
}
