import type { ReviewRule } from './types';
import { t } from '../i18n/translate';

/** An edge whose end is not on the canvas cannot be drawn, and would be imported broken. */
export const edgesConnected: ReviewRule = {
  id: 'edges-connected',
  get title() {
    return t('check.edges.title');
  },
  check({ canvas }) {
    const onCanvas = new Set(canvas.vertices.map((vertex) => vertex.uuid));
    const dangling = canvas.edges.filter((edge) => !onCanvas.has(edge.fromVertex) || !onCanvas.has(edge.toVertex));
    if (canvas.edges.length === 0) return { verdict: 'pass', summary: t('check.edges.none'), findings: [] };
    if (dangling.length === 0)
      return {
        verdict: 'pass',
        summary: t('check.edges.pass', { count: canvas.edges.length }),
        findings: [],
      };
    return {
      verdict: 'fail',
      summary: t('check.edges.fail', { dangling: dangling.length, count: canvas.edges.length }),
      findings: dangling.map((edge) => {
        // Linked by the end that is there, if one is: that is where the reviewer can see it.
        const present = onCanvas.has(edge.fromVertex)
          ? edge.fromVertex
          : onCanvas.has(edge.toVertex)
            ? edge.toVertex
            : undefined;
        return {
          message: present ? t('check.edges.leadsOff') : t('check.edges.between'),
          subject: present ? { kind: 'vertex', vertex: present } : undefined,
          fails: true,
        };
      }),
    };
  },
};
