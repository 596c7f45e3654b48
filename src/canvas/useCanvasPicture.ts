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
  // The same vertices of the same canvas while only their titles change (another language, titles arriving):
  // the picture and its marks show types and places, and are made again only when a type changes.
  const typesKey = useMemo(() => vertices.map((vertex) => vertex.objectType ?? '').join(), [vertices]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  const typed = useMemo(() => vertices, [geometry, typesKey]);
  const picture = useMemo(
    () => (geometry.pictureAllowed ? buildPicture(typed, geometry.edges) : undefined),
    [geometry, typed],
  );
  const matched = useMemo(
    () => (matches.size ? outlinesOf(typed.filter((vertex) => matches.has(vertex.id))) : undefined),
    [typed, matches],
  );
  const marks = useMemo<Marks>(
    () => ({
      outlines: matched ? [{ path: matched, color: MATCH_COLOR }] : [],
      selected: typed.find((vertex) => vertex.id === selectedVertex),
    }),
    [typed, matched, selectedVertex],
  );
  return picture && { picture, marks };
}
