import { BaseEdge, type Edge, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';

export type FloatingEdgeData = {
  edgeType: string;
  /** A straight path between the sides of the two vertices that face each other (see floatingEnds). */
  path: string;
};
export type FloatingEdgeType = Edge<FloatingEdgeData, 'floating'>;

/**
 * An edge that reads the way the model flows, whichever way that is: its path is worked out once from the
 * canvas's geometry (vertices do not move here), so it neither measures handles nor follows the store.
 */
export const FloatingEdge = memo(function FloatingEdge({ data, markerEnd }: EdgeProps<FloatingEdgeType>) {
  return <BaseEdge path={data!.path} markerEnd={markerEnd} interactionWidth={0} />;
});

export const EDGE_TYPES = { floating: FloatingEdge };
