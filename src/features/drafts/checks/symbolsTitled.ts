import type { ReviewRule } from './types';

/** A vertex whose symbol has no title in the target's default language shows as untitled to most of its readers. */
export const symbolsTitled: ReviewRule = {
  id: 'symbols-titled',
  title: "Every vertex's symbol has a title in the target's default language",
  check({ canvas, symbols, target }) {
    const language = target.languages.find((l) => l.defaultLanguage) ?? target.languages[0];
    if (!language)
      return { verdict: 'warn', summary: `${target.name} has no languages to check titles in.`, findings: [] };
    const untitled = canvas.vertices.filter(
      (vertex) => !symbols.get(vertex.symbol)?.titles?.[language.uuid]?.title?.trim(),
    );
    if (canvas.vertices.length === 0) return { verdict: 'pass', summary: 'No vertices to check.', findings: [] };
    if (untitled.length === 0)
      return {
        verdict: 'pass',
        summary: `All ${canvas.vertices.length} vertices have a title in ${language.name}.`,
        findings: [],
      };
    return {
      verdict: 'warn',
      summary: `${untitled.length} vert${untitled.length > 1 ? 'ices have' : 'ex has'} no title in ${language.name}.`,
      findings: untitled.map((vertex) => ({
        message: symbols.has(vertex.symbol) ? `No title in ${language.name}` : 'Its symbol could not be read',
        subject: { kind: 'vertex', vertex: vertex.uuid },
      })),
    };
  },
};
