import type { Node, NodeProps } from '@xyflow/react';
import { memo } from 'react';

export type VertexData = {
  /** Undefined while the symbol loads. */
  title?: string;
  objectType?: string;
};
export type VertexNodeType = Node<VertexData, 'vertex'>;

/**
 * One placed symbol. Its shape, colour and icon come from the node's class (see CANVAS_CSS); it is
 * memoised so that only vertices whose data changed are drawn again. It has no handles: nothing is
 * connected here, and the edges are drawn from the canvas's geometry (see EdgeLayer).
 */
export const VertexNode = memo(function VertexNode({ data }: NodeProps<VertexNodeType>) {
  return <span className="vertex-title" title={data.title}>{data.title ?? '…'}</span>;
});

export const NODE_TYPES = { vertex: VertexNode };
