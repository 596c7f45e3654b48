import type { ReviewRule } from './types';

/** An edge whose end is not on the canvas cannot be drawn, and would be imported broken. */
export const edgesConnected: ReviewRule = {
  id: 'edges-connected',
  title: 'Every edge joins two vertices of the canvas',
  check({ canvas }) {
    const onCanvas = new Set(canvas.vertices.map((vertex) => vertex.uuid));
    const dangling = canvas.edges.filter((edge) => !onCanvas.has(edge.fromVertex) || !onCanvas.has(edge.toVertex));
    if (canvas.edges.length === 0) return { verdict: 'pass', summary: 'No edges to check.', findings: [] };
    if (dangling.length === 0)
      return {
        verdict: 'pass',
        summary: `All ${canvas.edges.length} edges join vertices of the canvas.`,
        findings: [],
      };
    return {
      verdict: 'fail',
      summary: `${dangling.length} edge${dangling.length > 1 ? 's' : ''} of ${canvas.edges.length} ${dangling.length > 1 ? 'end' : 'ends'} outside the canvas.`,
      findings: dangling.map((edge) => {
        // Linked by the end that is there, if one is: that is where the reviewer can see it.
        const present = onCanvas.has(edge.fromVertex)
          ? edge.fromVertex
          : onCanvas.has(edge.toVertex)
            ? edge.toVertex
            : undefined;
        return {
          message: present
            ? 'An edge of this vertex leads to a vertex that is not on the canvas'
            : 'An edge between two vertices that are not on the canvas',
          subject: present ? { kind: 'vertex', vertex: present } : undefined,
          fails: true,
        };
      }),
    };
  },
};
