// The floor for the canvas benchmark: a bare React Flow page that fetches the same canvas and draws its
// nodes with React Flow's default node, nothing else. Its nodes are not draggable, as on the console's
// canvas: a drag that starts on a node then pans the canvas in both pages (a draggable node would be moved
// alone, which is far cheaper than panning and made the floor's pan figure meaningless). The bench moves its
// view through `window.floorView`, as it moves the console's with its buttons.
import '@xyflow/react/dist/style.css';
import { ReactFlow, useReactFlow, type Edge, type Node } from '@xyflow/react';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Canvas {
  vertices: { uuid: string; x: number; y: number; width: number; height: number }[];
  edges: { uuid: string; fromVertex: string; toVertex: string }[];
}

function ViewHandle() {
  const flow = useReactFlow();
  useEffect(() => {
    (window as { floorView?: unknown }).floorView = {
      zoomTo: (zoom: number) => flow.zoomTo(zoom),
      fit: () => flow.fitView(),
    };
  }, [flow]);
  return null;
}

function Floor() {
  const [graph, setGraph] = useState<{ nodes: Node[]; edges: Edge[] }>();
  useEffect(() => {
    const { api, key, path } = JSON.parse(sessionStorage.getItem('bench.floor')!);
    void fetch(`${api}${path}`, { headers: { 'x-api-key': key } })
      .then((response) => response.json())
      .then((canvas: Canvas) =>
        setGraph({
          nodes: canvas.vertices.map((v) => ({
            id: v.uuid,
            position: { x: v.x, y: v.y },
            width: v.width,
            height: v.height,
            data: { label: v.uuid.slice(0, 8) },
          })),
          edges: canvas.edges.map((e) => ({ id: e.uuid, source: e.fromVertex, target: e.toVertex })),
        }),
      );
  }, []);
  return graph ? (
    <ReactFlow nodes={graph.nodes} edges={graph.edges} nodesDraggable={false} fitView minZoom={0.02}>
      <ViewHandle />
    </ReactFlow>
  ) : null;
}

createRoot(document.getElementById('root')!).render(<Floor />);
