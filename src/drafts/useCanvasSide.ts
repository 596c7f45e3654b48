import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { titleMap } from '../../common/indexedShapes';
import { t } from '../i18n/translate';
import { readModelView, writeModelView } from '../lib/urlState';
import type { CanvasSide } from '../proposals';
import { useDraftForReview } from './queries';

/**
 * What a proposal's conversation needs of the draft's canvas on its review: the selected vertex (in the URL, as
 * the canvas keeps it), and words for the vertex or edge a comment is on, from the draft's symbols.
 */
export function useCanvasSide(draftId: string): CanvasSide {
  const [params, setParams] = useSearchParams();
  const selectedVertex = readModelView(params).vertex;
  const review = useDraftForReview(draftId).data;
  const onSelectVertex = useCallback(
    (vertex: string | undefined) =>
      setParams((current) => writeModelView({ ...readModelView(current), tab: 'canvas', vertex }, current), {
        replace: true,
      }),
    [setParams],
  );
  return useMemo(() => {
    const vertices = new Map(review?.canvas.vertices.map((vertex) => [vertex.uuid, vertex]));
    const edges = new Map(review?.canvas.edges.map((edge) => [edge.uuid, edge]));
    const titleOf = (vertex: string) => {
      const symbol = review?.symbols.get(vertices.get(vertex)?.symbol ?? '');
      return Object.values(titleMap(symbol?.titles))[0] ?? t('diff.untitled');
    };
    return {
      selectedVertex,
      onSelectVertex,
      describe: ({ kind, id }) => {
        if (kind === 'vertex') return t('conversation.onVertex', { title: titleOf(id) });
        const edge = edges.get(id);
        return edge
          ? t('conversation.onEdge', { from: titleOf(edge.fromVertex), to: titleOf(edge.toVertex) })
          : t('conversation.onAnEdge');
      },
      edgesOf: (vertex) =>
        [...edges.values()]
          .filter((edge) => edge.fromVertex === vertex || edge.toVertex === vertex)
          .map((edge) => edge.uuid),
      vertexOf: ({ kind, id }) => (kind === 'vertex' ? (vertices.has(id) ? id : undefined) : edges.get(id)?.fromVertex),
    };
  }, [review, selectedVertex, onSelectVertex]);
}
