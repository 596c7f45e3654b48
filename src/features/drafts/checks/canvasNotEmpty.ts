import type { ReviewRule } from './types';

/** A model without a vertex is a title and nothing else: most likely a draft saved too early. */
export const canvasNotEmpty: ReviewRule = {
  id: 'canvas-not-empty',
  title: 'The canvas has something on it',
  check({ canvas }) {
    if (canvas.vertices.length > 0)
      return {
        verdict: 'pass',
        summary: `${canvas.vertices.length} vertices, ${canvas.edges.length} edges.`,
        findings: [],
      };
    return {
      verdict: 'fail',
      summary: 'The canvas is empty.',
      findings: [{ message: 'No vertex on the canvas', fails: true }],
    };
  },
};
