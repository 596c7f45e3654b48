import '@xyflow/react/dist/style.css';
import { Text, useComputedColorScheme } from '@mantine/core';
import {
  BaseEdge,
  Controls,
  EdgeLabelRenderer,
  MarkerType,
  ReactFlow,
  Background,
  type Edge,
  type EdgeProps,
  type Node,
} from '@xyflow/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { symbolPath } from '../lib/paths';
import type { SymbolRelations } from '../search';
import { layoutRelations, type LaidEdge } from './relationsLayout';
import { t } from '../i18n/translate';

type RoutedEdge = Edge<{ laid: LaidEdge }, 'routed'>;

/** An edge along dagre's route, its label in the box dagre kept free for it. */
function Routed({ data, markerEnd }: EdgeProps<RoutedEdge>) {
  const { points, labelBox, label } = data!.laid;
  const path = points.map((point, n) => `${n === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
  return (
    <>
      <BaseEdge path={path} markerEnd={markerEnd} />
      <EdgeLabelRenderer>
        <div
          className="relation-label nodrag nopan"
          style={{
            position: 'absolute',
            transform: `translate(-50%, -50%) translate(${labelBox.x}px, ${labelBox.y}px)`,
            width: labelBox.width,
            height: labelBox.height,
          }}
        >
          {label}
        </div>
      </EdgeLabelRenderer>
    </>
  );
}

const EDGE_TYPES = { routed: Routed };

/** The neighbourhood of one symbol, laid out in layers (see layoutRelations); a click opens a neighbour. */
export function RelationsGraph({
  symbolId,
  repositoryId,
  relations,
}: {
  symbolId: string;
  repositoryId: string;
  relations: SymbolRelations;
}) {
  const navigate = useNavigate();
  const { nodes, edges, height, shown } = useMemo(() => {
    const laid = layoutRelations(symbolId, relations);
    const nodes: Node[] = laid.nodes.map((node) => ({
      id: node.id,
      position: { x: node.x - node.width / 2, y: node.y - node.height / 2 },
      data: { label: node.label },
      width: node.width,
      height: node.height,
      className: node.id === symbolId ? 'relation-node relation-node-self' : 'relation-node',
      style: { width: node.width, height: node.height },
    }));
    const edges: RoutedEdge[] = laid.edges.map((edge) => ({
      id: edge.id,
      source: edge.source,
      target: edge.target,
      type: 'routed',
      data: { laid: edge },
      markerEnd: { type: MarkerType.ArrowClosed },
    }));
    // As tall as the layout wants, within a screen: a dozen neighbours read at nearly full size.
    return { nodes, edges, height: Math.min(720, Math.max(320, laid.height + 40)), shown: laid.shown };
  }, [relations, symbolId]);
  const colorMode = useComputedColorScheme('light');
  return (
    <div style={{ height }} aria-label={t('symbol.graph')} role="figure" className="relations-graph">
      <style>
        {`.relations-graph .relation-label{display:flex;align-items:center;justify-content:center;font-size:12px;line-height:1;white-space:nowrap;background:var(--mantine-color-body);border-radius:4px;pointer-events:none}
.relations-graph .relation-node{display:flex;align-items:center;justify-content:center;padding:2px 6px;font-size:12px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.relations-graph .relation-node-self{font-weight:700;border-width:2px}`}
      </style>
      <ReactFlow
        colorMode={colorMode}
        nodes={nodes}
        edges={edges}
        edgeTypes={EDGE_TYPES}
        fitView
        minZoom={0.1}
        nodesConnectable={false}
        nodesDraggable={false}
        proOptions={{ hideAttribution: true }}
        onNodeClick={(_, node) =>
          node.id !== symbolId && navigate(symbolPath(relations.repositoryOf.get(node.id) ?? repositoryId, node.id))
        }
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
      {shown < relations.groups.length && (
        <Text size="xs" c="dimmed">
          The graph shows the {shown} most frequent of {relations.groups.length} relations; the table lists every one.
        </Text>
      )}
    </div>
  );
}
