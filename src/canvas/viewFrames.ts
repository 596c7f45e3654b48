import type { ReactFlowState } from '@xyflow/react';

interface ViewStore {
  getState(): ReactFlowState;
  subscribe(listener: (state: ReactFlowState) => void): () => void;
}

/**
 * Calls `paint` on the frame after the view moves or React Flow's frame changes size, at most once a frame,
 * and on the next frame at the start (`onMove`, if given, at every move). React Flow's store changes for
 * much else (its nodes, a drag starting): those paint nothing. Returns what stops it.
 */
export function paintOnViewChange(store: ViewStore, paint: () => void, onMove?: () => void): () => void {
  let frame = 0;
  const request = () => {
    onMove?.();
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      paint();
    });
  };
  request();
  let last = store.getState();
  const unsubscribe = store.subscribe((state) => {
    if (state.transform === last.transform && state.width === last.width && state.height === last.height) return;
    last = state;
    request();
  });
  return () => {
    unsubscribe();
    cancelAnimationFrame(frame);
  };
}
