import { ViewportPortal } from '@xyflow/react';
import { arrowId, EDGE_KINDS } from './appearance';

/**
 * One closed arrowhead per kind of edge, drawn as React Flow draws its own. They live inside the viewport,
 * so that an exported image carries them along with the edges that point at them.
 */
export function EdgeMarkers() {
  return (
    <ViewportPortal>
      <svg aria-hidden="true" width="0" height="0" style={{ position: 'absolute' }}>
        <defs>
          {EDGE_KINDS.map(([kind, look]) => (
            <marker key={kind} id={arrowId(kind)} markerWidth="16" markerHeight="16" viewBox="-10 -10 20 20" markerUnits="strokeWidth" orient="auto-start-reverse" refX="0" refY="0">
              <polyline points="-5,-4 0,0 -5,4 -5,-4" stroke={look.color} fill={look.color} strokeWidth="1" strokeLinecap="round" strokeLinejoin="round" />
            </marker>
          ))}
        </defs>
      </svg>
    </ViewportPortal>
  );
}
