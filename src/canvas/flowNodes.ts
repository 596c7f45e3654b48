import type { Node } from '@xyflow/react';
import type { Box } from './geometry';

/** A vertex as a React Flow node: placed and sized as the canvas says, so that React Flow need not measure it. */
export function placedNode<Type extends string, Data extends Record<string, unknown>>(
  id: string,
  type: Type,
  box: Box,
  data: Data,
): Node<Data, Type> {
  return {
    id,
    type,
    position: { x: box.x, y: box.y },
    width: box.width,
    height: box.height,
    measured: { width: box.width, height: box.height },
    data,
  };
}

/** What every canvas of the console is: read, not edited (vertices stay where the model has them). */
export const READ_ONLY_FLOW = {
  nodesDraggable: false,
  nodesConnectable: false,
  nodesFocusable: false,
  minZoom: 0.02,
  proOptions: { hideAttribution: true },
} as const;
