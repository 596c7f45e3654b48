import { labelFor } from '../../lib/words';
import '@xyflow/react/dist/style.css';
import { Background, Controls, MarkerType, ReactFlow, type Edge, type Node } from '@xyflow/react';
import { useComputedColorScheme } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { symbolPath } from '../../lib/paths';
import type { RelationGroup } from '../../searchIndex/records';
import type { SymbolRelations } from '../../searchIndex/useSymbolUsage';

const around = (n: number, of: number, radius: number, offset = 0) => {
  const angle = offset + (2 * Math.PI * n) / Math.max(1, of);
  return { x: Math.cos(angle) * radius, y: Math.sin(angle) * radius };
};

const edgeOf = (from: string, group: RelationGroup, id: string): Edge => {
  const [source, target] = group.direction === 'outgoing' ? [from, group.symbolId] : [group.symbolId, from];
  return { id, source, target, label: `${labelFor('edgeType', group.edgeType)} ×${group.count}`, markerEnd: { type: MarkerType.ArrowClosed } };
};

/** The neighbourhood of one symbol: one hop around it, and optionally a second around each neighbour. */
export function RelationsGraph({ symbolId, repositoryId, relations }: { symbolId: string; repositoryId: string; relations: SymbolRelations }) {
  const navigate = useNavigate();
  const { nodes, edges } = useMemo(() => {
    const name = (uuid: string) => relations.titles.get(uuid) ?? `${uuid.slice(0, 8)}…`;
    const neighbours = [...new Set(relations.groups.map((group) => group.symbolId).filter((uuid) => uuid !== symbolId))];
    const placed = new Map<string, { x: number; y: number }>([[symbolId, { x: 0, y: 0 }]]);
    neighbours.forEach((uuid, n) => placed.set(uuid, around(n, neighbours.length, 260)));
    const edges: Edge[] = relations.groups.map((group, n) => edgeOf(symbolId, group, `h1-${n}`));
    for (const [neighbour, groups] of relations.secondHop) {
      const centre = placed.get(neighbour)!;
      const outer = groups.filter((group) => !placed.has(group.symbolId)).slice(0, 6);
      outer.forEach((group, n) => {
        const offset = around(n, outer.length, 160, Math.atan2(centre.y, centre.x));
        placed.set(group.symbolId, { x: centre.x * 1.9 + offset.x * 0.5, y: centre.y * 1.9 + offset.y * 0.5 });
      });
      groups.filter((group) => placed.has(group.symbolId)).forEach((group, n) => edges.push(edgeOf(neighbour, group, `h2-${neighbour}-${n}`)));
    }
    const nodes: Node[] = [...placed].map(([uuid, position]) => ({
      id: uuid,
      position,
      data: { label: name(uuid) },
      style: uuid === symbolId ? { fontWeight: 700, borderWidth: 2 } : undefined,
    }));
    return { nodes, edges };
  }, [relations, symbolId]);
  const colorMode = useComputedColorScheme('light');
  return (
    <div style={{ height: 420 }} aria-label="Neighbourhood graph" role="figure">
      <ReactFlow
        colorMode={colorMode}
        nodes={nodes}
        edges={edges}
        fitView
        nodesConnectable={false}
        nodesDraggable={false}
        onNodeClick={(_, node) => node.id !== symbolId && navigate(symbolPath(relations.repositoryOf.get(node.id) ?? repositoryId, node.id))}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
