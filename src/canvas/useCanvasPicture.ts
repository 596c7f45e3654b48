import { useMemo } from 'react';
import { buildPicture, MATCH_COLOR, outlinesOf, type Marks, type PictureVertex } from './picture';
import type { useCanvasGeometry } from './useCanvasGraph';

/**
 * The picture of a large canvas (see CanvasPicture) and what it marks: the selected vertex and the find's
 * matches. The picture is made again only when the vertices' types change; a mark costs only its own path.
 */
export function useCanvasPicture(
  geometry: ReturnType<typeof useCanvasGeometry>,
  vertices: readonly PictureVertex[],
  matches: ReadonlySet<string>,
  selectedVertex: string | undefined,
) {
  const typesKey = useMemo(() => vertices.map((vertex) => vertex.objectType ?? '').join(), [vertices]);
  const picture = useMemo(
    () => (geometry.pictureAllowed ? buildPicture(vertices, geometry.edges) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the types, not the titles, make a new picture
    [geometry, typesKey],
  );
  const matched = useMemo(
    () => (matches.size ? outlinesOf(vertices.filter((vertex) => matches.has(vertex.id))) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the same vertices in other words match the same
    [matches, typesKey],
  );
  const marks = useMemo<Marks>(
    () => ({
      outlines: matched ? [{ path: matched, color: MATCH_COLOR }] : [],
      selected: vertices.find((vertex) => vertex.id === selectedVertex),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [matched, selectedVertex, typesKey],
  );
  return picture && { picture, marks };
}
