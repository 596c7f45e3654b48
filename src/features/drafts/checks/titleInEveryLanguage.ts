import type { ReviewRule } from './types';

/** A model without a title in one of the target's languages shows a fallback there: worth translating first. */
export const titleInEveryLanguage: ReviewRule = {
  id: 'title-in-every-language',
  title: 'A title in every language of the target',
  check({ draft, target }) {
    const missing = target.languages.filter((language) => !draft.titles?.[language.uuid]?.title?.trim());
    if (missing.length === 0)
      return {
        verdict: 'pass',
        summary: `Titled in all ${target.languages.length} languages of ${target.name}.`,
        findings: [],
      };
    return {
      verdict: 'warn',
      summary: `No title in ${missing.map((language) => language.name).join(', ')}.`,
      findings: missing.map((language) => ({
        message: `No ${language.name} title`,
        subject: { kind: 'language', language: language.uuid },
      })),
    };
  },
};
