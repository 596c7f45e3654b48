import { withSameTitle } from '../ui/titles';
import { titleOfModel } from './titleOfModel';
import type { Finding, ReviewRule } from './types';
import { t } from '../i18n/translate';

/**
 * A model of the target with the same title (case, accents and spacing aside) fails: accepting would make two
 * models no reader can tell apart. A similar title (from the search index) warns: perhaps the same model.
 */
export const titleNotInTarget: ReviewRule = {
  id: 'title-not-in-target',
  get title() {
    return t('check.same.title');
  },
  check({ draft, target, titleMatches, similar }) {
    const same = withSameTitle(titleMatches, draft.titles).filter((model) => model.uuid);
    const sameIds = new Set(same.map((model) => model.uuid));
    const findings: Finding[] = same.map((model) => ({
      message: t('check.same.finding', { title: titleOfModel(model, target.languages) }),
      subject: { kind: 'model', repositoryId: target.uuid, model: model.uuid! },
      fails: true,
    }));
    if ('hits' in similar) {
      for (const hit of similar.hits) {
        if (sameIds.has(hit.uuid)) continue;
        findings.push({
          message: t('check.same.similarFinding', { title: hit.title }),
          subject: { kind: 'model', repositoryId: target.uuid, model: hit.uuid },
        });
      }
    }
    const near = findings.length - same.length;
    const unsure =
      'unavailable' in similar
        ? ` ${t('check.same.unavailable', { reason: similar.unavailable })}`
        : similar.partial
          ? ` ${t('check.same.partial', { partial: similar.partial })}`
          : '';
    if (same.length)
      return {
        verdict: 'fail',
        summary: t('check.same.fail', { count: same.length, target: target.name }) + unsure,
        findings,
      };
    if (near)
      return {
        verdict: 'warn',
        summary: t('check.same.warn', { count: near, target: target.name }) + unsure,
        findings,
      };
    if ('unavailable' in similar)
      return { verdict: 'warn', summary: t('check.same.noSame', { target: target.name }) + unsure, findings };
    return {
      verdict: 'pass',
      summary: t('check.same.pass', { target: target.name }) + unsure,
      findings,
    };
  },
};
