import type { Node } from '@xyflow/react';
import { useCallback, useRef, useState } from 'react';
import type { Vertex } from '../api/types';

/**
 * The selected vertex (kept by the page, in the URL) and whether its details show: a selected vertex shows
 * them until Esc closes them (a bookmark or a click opens them). The handlers React Flow hands to every node
 * keep their identity: a new one would redraw every node in view whenever anything around the canvas changes.
 */
export function useVertexSelection(
  vertices: readonly Vertex[],
  selectedVertex: string | undefined,
  onSelectVertex: (vertex: string | undefined) => void,
) {
  const [detailsOpen, setDetailsOpen] = useState(true);
  const select = useRef(onSelectVertex);
  select.current = onSelectVertex;
  const open = useCallback((vertexId: string) => {
    select.current(vertexId);
    setDetailsOpen(true);
  }, []);
  const onNodeClick = useCallback((_: unknown, node: Node) => open(node.id), [open]);
  const onPaneClick = useCallback(() => select.current(undefined), []);
  return {
    selected: vertices.find((v) => v.uuid === selectedVertex),
    detailsOpen,
    setDetailsOpen,
    open,
    onNodeClick,
    onPaneClick,
  };
}
