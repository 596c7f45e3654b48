import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { appearanceOf } from './appearance';

export type VertexData = {
  /** Undefined while the symbol loads. */
  title?: string;
  objectType?: string;
  match: boolean;
};
export type VertexNodeType = Node<VertexData, 'vertex'>;

/** One placed symbol; memoised so that only vertices whose data changed are drawn again. */
export const VertexNode = memo(function VertexNode({ data, selected }: NodeProps<VertexNodeType>) {
  const look = appearanceOf(data.objectType);
  return (
    <div
      className="vertex"
      data-object-type={data.objectType ?? 'loading'}
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        borderRadius: look.radius,
        border: `${selected ? 3 : 1.5}px ${look.dashed ? 'dashed' : 'solid'} ${look.color}`,
        background: look.background,
        boxShadow: data.match ? '0 0 0 4px #fab005' : undefined,
        color: '#212529',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        padding: 4,
        fontSize: 11,
        lineHeight: 1.2,
        textAlign: 'center',
        overflow: 'hidden',
      }}
    >
      <Handle type="target" position={Position.Left} isConnectable={false} style={{ opacity: 0 }} />
      <svg aria-hidden width="12" height="12" viewBox="0 0 16 16" style={{ flex: 'none' }}>
        <path d={look.icon} fill={look.color} stroke={look.color} strokeWidth="1" fillRule="evenodd" />
      </svg>
      <span className="vertex-title">{data.title ?? '…'}</span>
      <Handle type="source" position={Position.Right} isConnectable={false} style={{ opacity: 0 }} />
    </div>
  );
});

export const NODE_TYPES = { vertex: VertexNode };
