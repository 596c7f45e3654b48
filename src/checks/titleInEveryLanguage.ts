import type { ReviewRule } from './types';
import { t, formatList } from '../i18n/translate';

/** A model without a title in one of the target's languages shows a fallback there: worth translating first. */
export const titleInEveryLanguage: ReviewRule = {
  id: 'title-in-every-language',
  get title() {
    return t('check.titles.title');
  },
  check({ draft, target }) {
    const missing = target.languages.filter((language) => !draft.titles?.[language.uuid]?.title?.trim());
    if (missing.length === 0)
      return {
        verdict: 'pass',
        summary: t('check.titles.pass', { count: target.languages.length, target: target.name }),
        findings: [],
      };
    return {
      verdict: 'warn',
      summary: t('check.titles.warn', {
        languages: formatList(
          missing.map((language) => language.name),
          'unit',
        ),
      }),
      findings: missing.map((language) => ({
        message: t('check.titles.finding', { language: language.name }),
        subject: { kind: 'language', language: language.uuid },
      })),
    };
  },
};
