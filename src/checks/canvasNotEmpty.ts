import type { ReviewRule } from './types';
import { t } from '../i18n/translate';

/** A model without a vertex is a title and nothing else: most likely a draft saved too early. */
export const canvasNotEmpty: ReviewRule = {
  id: 'canvas-not-empty',
  get title() {
    return t('check.canvasNotEmpty.title');
  },
  check({ canvas }) {
    if (canvas.vertices.length > 0)
      return {
        verdict: 'pass',
        summary: t('check.canvasNotEmpty.pass', { vertices: canvas.vertices.length, edges: canvas.edges.length }),
        findings: [],
      };
    return {
      verdict: 'fail',
      summary: t('check.canvasNotEmpty.empty'),
      findings: [{ message: t('check.canvasNotEmpty.finding'), fails: true }],
    };
  },
};
