import { useMemo, useRef } from 'react';
import type { Canvas, SymbolObject } from '../api/types';
import { titleIn } from '../lib/titles';
import { titleMayOverflow, vertexClassName } from './appearance';
import { edgePaths } from './edgePaths';
import type { VertexNodeType } from './VertexNode';

/** What a vertex shows; when it is unchanged the node object is reused and React Flow skips it. */
const signature = (title: string | undefined, objectType: string | undefined, selected: boolean, match: boolean) =>
  `${title}\u0000${objectType}\u0000${selected}\u0000${match}`;

/**
 * React Flow nodes for a canvas, and its edges as paths (see EdgeLayer). Nodes are rebuilt only where a title, type, selection or
 * search match changed, so titles arriving symbol by symbol do not redraw 2,000 nodes each time.
 */
export function useCanvasGraph(
  canvas: Canvas | undefined,
  symbols: ReadonlyMap<string, SymbolObject>,
  language: string | undefined,
  defaultLanguage: string | undefined,
  selectedVertex: string | undefined,
  matches: ReadonlySet<string>,
) {
  const cache = useRef(new Map<string, { signature: string; node: VertexNodeType }>());

  const nodes = useMemo(() => {
    if (!canvas) return [];
    const next = new Map<string, { signature: string; node: VertexNodeType }>();
    const result = canvas.vertices.map((vertex) => {
      const symbol = symbols.get(vertex.symbol);
      const title = titleIn(symbol?.titles, language, defaultLanguage)?.text;
      const selected = vertex.uuid === selectedVertex;
      const match = matches.has(vertex.uuid);
      const key = signature(title, symbol?.objectType, selected, match);
      const previous = cache.current.get(vertex.uuid);
      const node: VertexNodeType =
        previous && previous.signature === key
          ? previous.node
          : {
              id: vertex.uuid,
              type: 'vertex',
              position: { x: vertex.x, y: vertex.y },
              width: vertex.width,
              height: vertex.height,
              // Known sizes: a new node object for a title is not measured again, so its edges stay drawn.
              measured: { width: vertex.width, height: vertex.height },
              selected,
              className: vertexClassName({
                objectType: symbol?.objectType,
                match,
                clip: titleMayOverflow(title, vertex.width, vertex.height),
              }),
              data: { title, objectType: symbol?.objectType },
            };
      next.set(vertex.uuid, { signature: key, node });
      return node;
    });
    cache.current = next;
    return result;
  }, [canvas, symbols, language, defaultLanguage, selectedVertex, matches]);

  const edges = useMemo(() => edgePaths(new Map((canvas?.vertices ?? []).map((vertex) => [vertex.uuid, vertex])), canvas?.edges ?? []), [canvas]);
  return { nodes, edges };
}
