import type { ReviewRule } from './types';
import { t } from '../i18n/translate';

/** A vertex whose symbol has no title in the target's default language shows as untitled to most of its readers. */
export const symbolsTitled: ReviewRule = {
  id: 'symbols-titled',
  get title() {
    return t('check.symbols.title');
  },
  check({ canvas, symbols, target }) {
    const language = target.languages.find((l) => l.defaultLanguage) ?? target.languages[0];
    if (!language)
      return { verdict: 'warn', summary: t('check.symbols.noLanguages', { target: target.name }), findings: [] };
    const untitled = canvas.vertices.filter(
      (vertex) => !symbols.get(vertex.symbol)?.titles?.[language.uuid]?.title?.trim(),
    );
    if (canvas.vertices.length === 0) return { verdict: 'pass', summary: t('check.symbols.none'), findings: [] };
    if (untitled.length === 0)
      return {
        verdict: 'pass',
        summary: t('check.symbols.pass', { count: canvas.vertices.length, language: language.name }),
        findings: [],
      };
    return {
      verdict: 'warn',
      summary: t('check.symbols.warn', { count: untitled.length, language: language.name }),
      findings: untitled.map((vertex) => ({
        message: symbols.has(vertex.symbol)
          ? t('check.symbols.noTitle', { language: language.name })
          : t('check.symbols.unreadable'),
        subject: { kind: 'vertex', vertex: vertex.uuid },
      })),
    };
  },
};
