import type { Node, NodeProps } from '@xyflow/react';
import { createContext, memo, useContext } from 'react';
import { titleLayout, titleMayOverflow, vertexClassName } from './appearance';
import { t } from '../i18n/translate';

/** What a vertex shows, from its symbol: undefined while the symbol loads. */
export interface VertexLook {
  title?: string;
  objectType?: string;
}

export type VertexNodeType = Node<Record<string, never>, 'vertex'>;

/**
 * Every vertex's look and the search's matches, beside React Flow rather than in its nodes: titles that
 * arrive then redraw vertices in a render React can spread over several tasks (the canvas hands them on
 * through useDeferredValue), where new nodes would go through React Flow's store in one.
 */
export const VertexLooks = createContext<{
  looks: ReadonlyMap<string, VertexLook>;
  matches: ReadonlySet<string>;
  /** How many open comments each vertex has, where the canvas is a proposal's under review. */
  comments?: ReadonlyMap<string, number>;
}>({
  looks: new Map(),
  matches: new Set(),
});

/**
 * One placed symbol: an element with its type's shape, colour and icon (see CANVAS_CSS) and its title. It
 * has no handles: nothing is connected here, and the edges are drawn from the canvas's geometry (EdgeLayer).
 */
export const VertexNode = memo(function VertexNode({ id, width = 0, height = 0 }: NodeProps<VertexNodeType>) {
  const { looks, matches, comments } = useContext(VertexLooks);
  const look = looks.get(id);
  const commented = comments?.get(id);
  const className = vertexClassName({
    objectType: look?.objectType,
    match: matches.has(id),
    clip: titleMayOverflow(look?.title, width, height),
    ...titleLayout(width, height),
  });
  return (
    <div className={className}>
      <span className="vertex-title" title={look?.title} translate="no">
        {look?.title ?? '…'}
      </span>
      {commented ? (
        <span className="vertex-comments" aria-label={t('canvas.comments', { count: commented })}>
          {commented}
        </span>
      ) : null}
    </div>
  );
});

export const NODE_TYPES = { vertex: VertexNode };
