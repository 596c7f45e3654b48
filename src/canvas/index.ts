// A model's canvas: vertices and edges drawn with React Flow, found, selected and walked by keyboard, exported.

export { appearanceOf, CANVAS_CSS, titleLayout, titleMayOverflow, vertexClassName } from './appearance';
export { edgeCrosses, edgePaths, floatingEdges } from './edgePaths';
export { placedNode, READ_ONLY_FLOW } from './flowNodes';
export { boundsOf, centre, type Box } from './geometry';
export { PICTURE_ABOVE } from './viewRegion';
export { CanvasView, usePreloadCanvas } from './lazyCanvas';
export { canvasQuery, symbolQuery, useCanvas, useCanvasSymbols } from './queries';
export { CanvasPicture } from './CanvasPicture';
export { buildPicture, linesOf, outlinesOf, type Marks } from './picture';
export { ElementsByPlace } from './spatialIndex';
export { useCanvasGeometry, useEdgePaths, useVertexLooks, useViewMode } from './useCanvasGraph';
export { useFitUntilMoved } from './useFitUntilMoved';
export { nearestInDirection } from './keyboard';
export { EdgeLayer } from './EdgeLayer';
export { ViewToolbar } from './CanvasChrome';
export { useCanvasPicture } from './useCanvasPicture';
export { VertexLooks, type VertexLook } from './VertexNode';
