import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';

export type VertexData = {
  /** Undefined while the symbol loads. */
  title?: string;
  objectType?: string;
};
export type VertexNodeType = Node<VertexData, 'vertex'>;

/**
 * One placed symbol. Its shape, colour and icon come from the node's class (see CANVAS_CSS); it is
 * memoised so that only vertices whose data changed are drawn again.
 */
export const VertexNode = memo(function VertexNode({ data }: NodeProps<VertexNodeType>) {
  return (
    <>
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <span className="vertex-title" title={data.title}>{data.title ?? '…'}</span>
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </>
  );
});

export const NODE_TYPES = { vertex: VertexNode };
