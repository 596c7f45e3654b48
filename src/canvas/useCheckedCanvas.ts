import { useMemo } from 'react';
import { useCanvas } from './queries';
import { checkCanvas, leftOutNotice } from './checkCanvas';
import { boundsOf } from './geometry';

/**
 * A model's canvas as it can be drawn: only what can be drawn is handed on, and what cannot is counted and
 * said (a service may send anything). The view fits the vertices that are not far outliers.
 */
export function useCheckedCanvas(repositoryId: string, modelId: string) {
  const fetched = useCanvas(repositoryId, modelId);
  const checked = useMemo(() => fetched.data && checkCanvas(fetched.data), [fetched.data]);
  const fitBox = useMemo(
    () => checked && boundsOf(checked.canvas.vertices.filter((v) => !checked.outliers.has(v.uuid))),
    [checked],
  );
  return {
    canvas: checked?.canvas,
    outliers: checked?.outliers,
    notice: checked && leftOutNotice(checked),
    fitBox,
    error: fetched.error,
    refetch: fetched.refetch,
  };
}
