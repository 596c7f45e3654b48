import { ViewportPortal } from '@xyflow/react';
import { memo } from 'react';
import type { EdgePaths } from './edgePaths';

/**
 * The canvas's edges, drawn inside React Flow's viewport beneath the vertices: vertices do not move here, so
 * the edges are a picture that pans and zooms with them rather than thousands of React Flow edges.
 */
export const EdgeLayer = memo(function EdgeLayer({ paths }: { paths: readonly EdgePaths[] }) {
  return (
    <ViewportPortal>
      <svg className="canvas-edges" aria-hidden="true">
        {paths.map(({ kind, lines, arrows }) => (
          <g key={kind} data-kind={kind}>
            <path className={`edge-${kind}`} d={lines} />
            <path className={`arrow-${kind}`} d={arrows} />
          </g>
        ))}
      </svg>
    </ViewportPortal>
  );
});
