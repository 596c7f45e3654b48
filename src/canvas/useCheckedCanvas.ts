import type { FitViewOptions } from '@xyflow/react';
import { useMemo } from 'react';
import { useCanvas } from './queries';
import { checkCanvas, leftOutNotice } from './checkCanvas';

/**
 * A model's canvas as it can be drawn: only what can be drawn is handed on, and what cannot is counted and
 * said (a service may send anything). The view fits the vertices that are not far outliers.
 */
export function useCheckedCanvas(repositoryId: string, modelId: string) {
  const fetched = useCanvas(repositoryId, modelId);
  const checked = useMemo(() => fetched.data && checkCanvas(fetched.data), [fetched.data]);
  const fitOptions = useMemo<FitViewOptions>(
    () =>
      checked?.outliers.size
        ? { nodes: checked.canvas.vertices.filter((v) => !checked.outliers.has(v.uuid)).map((v) => ({ id: v.uuid })) }
        : {},
    [checked],
  );
  return {
    canvas: checked?.canvas,
    outliers: checked?.outliers,
    notice: checked && leftOutNotice(checked),
    fitOptions,
    error: fetched.error,
    refetch: fetched.refetch,
  };
}
