import { useStore } from '@xyflow/react';
import { useEffect, useMemo, useState } from 'react';
import type { Canvas, SymbolObject, Vertex } from '../api/types';
import { titleIn } from '../ui/titles';
import { edgeCrosses, edgePaths, floatingEdges } from './edgePaths';
import { placedNode } from './flowNodes';
import { ElementsByPlace } from './spatialIndex';
import { PICTURE_ABOVE, sameMode, viewMode, type ViewMode } from './viewRegion';
import type { VertexLook, VertexNodeType } from './VertexNode';

/** How long vertices wait for their symbols' titles before they are drawn without them. */
export const TITLE_WAIT_MS = 400;

/** What a canvas's drawing needs of its geometry, made once per canvas: vertices by place, edges with their ends. */
export function useCanvasGeometry(canvas: Canvas | undefined) {
  return useMemo(() => {
    const vertices = canvas?.vertices ?? [];
    const edges = floatingEdges(new Map(vertices.map((v) => [v.uuid, v])), canvas?.edges ?? []);
    return {
      /** Each vertex's node by its place (see useVertexNodes), and the vertex under a point. */
      nodes: new ElementsByPlace<Vertex, VertexNodeType>(vertices, (vertex) =>
        placedNode(vertex.uuid, 'vertex', vertex, {}),
      ),
      edges,
      /** Whether the canvas is large enough to be drawn as a picture when far (see PICTURE_ABOVE). */
      pictureAllowed: vertices.length > PICTURE_ABOVE,
    };
  }, [canvas]);
}

/**
 * What the canvas draws for the current view (see viewMode): re-rendered only when that changes, that is when
 * the zoom crosses READABLE_ZOOM or the view moves into another cell, not on every frame of a pan. Nothing
 * until the view has been `placed` (fitted), so that no vertex is mounted for the view before the fit.
 */
export function useViewMode(pictureAllowed: boolean, placed: boolean): ViewMode {
  const mode = useStore((state) => viewMode(state.transform, state.width, state.height, pictureAllowed), sameMode);
  return placed ? mode : { kind: 'none' };
}

/**
 * Whether the vertices may be drawn: once their symbols' titles are in, or TITLE_WAIT_MS after the canvas
 * came, whichever is first. The symbols' answers then need the page only briefly, and each vertex is drawn
 * once, with its title, rather than again when it comes.
 */
export function useTitlesAwaited(canvas: Canvas | undefined, titlesPending: boolean): boolean {
  const [waited, setWaited] = useState<Canvas>();
  useEffect(() => {
    if (!canvas || !titlesPending) return;
    const timer = setTimeout(() => setWaited(canvas), TITLE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [canvas, titlesPending]);
  return Boolean(canvas) && (!titlesPending || waited === canvas);
}

/**
 * React Flow nodes for the vertices in the view's region, and none for a picture: a node carries only its
 * place, size and selection (its title and type come from VertexLooks).
 */
export function useVertexNodes(
  geometry: ReturnType<typeof useCanvasGeometry>,
  mode: ViewMode,
  selectedVertex: string | undefined,
  drawable: boolean,
): VertexNodeType[] {
  const region = mode.kind === 'elements' && drawable ? mode.region : undefined;
  return useMemo(() => {
    if (!region) return [];
    return geometry.nodes
      .within(region)
      .map((node) => (node.id === selectedVertex ? { ...node, selected: true } : node));
  }, [geometry, region, selectedVertex]);
}

/** The edges that cross the view's region, as paths (see EdgeLayer); none for a picture, which draws its own. */
export function useEdgePaths(geometry: ReturnType<typeof useCanvasGeometry>, mode: ViewMode) {
  const region = mode.kind === 'elements' ? mode.region : undefined;
  return useMemo(
    () => (region ? edgePaths(geometry.edges.filter((edge) => edgeCrosses(edge, region))) : []),
    [geometry, region],
  );
}

/** How each vertex looks: its symbol's title in the language shown, and its symbol's type. */
export function useVertexLooks(
  canvas: Canvas | undefined,
  symbols: ReadonlyMap<string, SymbolObject>,
  language: string | undefined,
  defaultLanguage: string | undefined,
): ReadonlyMap<string, VertexLook> {
  return useMemo(() => {
    const looks = new Map<string, VertexLook>();
    for (const vertex of canvas?.vertices ?? []) {
      const symbol = symbols.get(vertex.symbol);
      looks.set(vertex.uuid, {
        title: titleIn(symbol?.titles, language, defaultLanguage)?.text,
        objectType: symbol?.objectType,
      });
    }
    return looks;
  }, [canvas, symbols, language, defaultLanguage]);
}
