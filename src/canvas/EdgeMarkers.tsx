import { ViewportPortal } from '@xyflow/react';
import { ARROW, arrowId, EDGE_KINDS } from './appearance';

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
            <marker key={kind} id={arrowId(kind)} markerWidth={ARROW.size} markerHeight={ARROW.size} viewBox={ARROW.viewBox} markerUnits="strokeWidth" orient="auto-start-reverse" refX="0" refY="0">
              <polyline points={ARROW.points} stroke={look.color} fill={look.color} strokeWidth="1" strokeLinecap="round" strokeLinejoin="round" />
            </marker>
          ))}
        </defs>
      </svg>
    </ViewportPortal>
  );
}
