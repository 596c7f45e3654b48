import { sanitizeHtml } from '../lib/sanitize';
import { labelFor } from '../lib/words';
import type { Finding, ReviewRule } from './types';
import { t } from '../i18n/translate';

/**
 * Description HTML the console's sanitiser would change loses something on the way to its readers (a script,
 * an event handler, another site's image): the author should see what, before it becomes the target's.
 */
export const descriptionsKeepTheirContent: ReviewRule = {
  id: 'descriptions-keep-their-content',
  get title() {
    return t('check.descriptions.title');
  },
  check({ descriptions, target }) {
    const languageName = (uuid: string) =>
      target.languages.find((language) => language.uuid === uuid)?.name ?? t('check.descriptions.anotherLanguage');
    const findings: Finding[] = [];
    for (const description of descriptions) {
      for (const [language, value] of Object.entries(description.content ?? {})) {
        if (!value?.text) continue;
        const { dropped, otherSiteImages } = sanitizeHtml(value.text);
        const lost = [
          ...new Set([
            ...dropped,
            ...otherSiteImages.map((image) => t('check.descriptions.imageFrom', { host: image.host })),
          ]),
        ];
        if (lost.length === 0) continue;
        findings.push({
          message: t('check.descriptions.finding', {
            type: labelFor('descriptionType', description.descriptionType),
            language: languageName(language),
            lost: lost.join(', '),
          }),
          subject: { kind: 'description', descriptionType: description.descriptionType ?? '', language },
          fails: true,
        });
      }
    }
    if (findings.length === 0)
      return {
        verdict: 'pass',
        summary: t('check.descriptions.pass', { count: descriptions.length }),
        findings,
      };
    return {
      verdict: 'fail',
      summary: t('check.descriptions.fail', { count: findings.length }),
      findings,
    };
  },
};
