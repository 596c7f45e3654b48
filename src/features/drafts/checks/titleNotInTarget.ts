import { withSameTitle } from '../../../lib/titles';
import { titleOfModel } from './titleOfModel';
import type { Finding, ReviewRule } from './types';

/**
 * A model of the target with the same title (case, accents and spacing aside) fails: accepting would make two
 * models no reader can tell apart. A similar title (from the search index) warns: perhaps the same model.
 */
export const titleNotInTarget: ReviewRule = {
  id: 'title-not-in-target',
  title: 'No model of the target with the same title',
  check({ draft, target, titleMatches, similar }) {
    const same = withSameTitle(titleMatches, draft.titles).filter((model) => model.uuid);
    const sameIds = new Set(same.map((model) => model.uuid));
    const findings: Finding[] = same.map((model) => ({
      message: `“${titleOfModel(model, target.languages)}” has the same title`,
      subject: { kind: 'model', repositoryId: target.uuid, model: model.uuid! },
      fails: true,
    }));
    if ('hits' in similar) {
      for (const hit of similar.hits) {
        if (sameIds.has(hit.uuid)) continue;
        findings.push({
          message: `“${hit.title}” has a similar title`,
          subject: { kind: 'model', repositoryId: target.uuid, model: hit.uuid },
        });
      }
    }
    const near = findings.length - same.length;
    const unsure =
      'unavailable' in similar
        ? ` Similar titles could not be looked for: ${similar.unavailable}.`
        : similar.partial
          ? ` Similar titles looked for ${similar.partial}.`
          : '';
    if (same.length)
      return {
        verdict: 'fail',
        summary: `${same.length} model${same.length > 1 ? 's' : ''} of ${target.name} already ${same.length > 1 ? 'have' : 'has'} this title.${unsure}`,
        findings,
      };
    if (near)
      return {
        verdict: 'warn',
        summary: `${near} model${near > 1 ? 's' : ''} of ${target.name} ${near > 1 ? 'have' : 'has'} a similar title.${unsure}`,
        findings,
      };
    if ('unavailable' in similar)
      return { verdict: 'warn', summary: `No model of ${target.name} has the same title.${unsure}`, findings };
    return {
      verdict: 'pass',
      summary: `No model of ${target.name} has the same or a similar title.${unsure}`,
      findings,
    };
  },
};
