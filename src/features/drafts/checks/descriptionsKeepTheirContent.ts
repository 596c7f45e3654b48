import { sanitizeHtml } from '../../../lib/sanitize';
import { labelFor } from '../../../lib/words';
import type { Finding, ReviewRule } from './types';

/**
 * Description HTML the console's sanitiser would change loses something on the way to its readers (a script,
 * an event handler, another site's image): the author should see what, before it becomes the target's.
 */
export const descriptionsKeepTheirContent: ReviewRule = {
  id: 'descriptions-keep-their-content',
  title: 'Descriptions show as written (nothing the sanitiser removes)',
  check({ descriptions, target }) {
    const languageName = (uuid: string) =>
      target.languages.find((language) => language.uuid === uuid)?.name ?? 'another language';
    const findings: Finding[] = [];
    for (const description of descriptions) {
      for (const [language, value] of Object.entries(description.content ?? {})) {
        if (!value?.text) continue;
        const { dropped, otherSiteImages } = sanitizeHtml(value.text);
        const lost = [...new Set([...dropped, ...otherSiteImages.map((image) => `an image from ${image.host}`)])];
        if (lost.length === 0) continue;
        findings.push({
          message: `${labelFor('descriptionType', description.descriptionType)} (${languageName(language)}): ${lost.join(', ')}`,
          subject: { kind: 'description', descriptionType: description.descriptionType ?? '', language },
          fails: true,
        });
      }
    }
    if (findings.length === 0)
      return {
        verdict: 'pass',
        summary: `${descriptions.length} description${descriptions.length === 1 ? '' : 's'}, nothing removed.`,
        findings,
      };
    return {
      verdict: 'fail',
      summary: `${findings.length} description text${findings.length > 1 ? 's' : ''} would lose something.`,
      findings,
    };
  },
};
