import type { Language, LocalizedTitles, Model } from '../api/types';

export interface ShownTitle {
  text: string;
  /** The chosen language had no value; the text is the default language's (or any other's). */
  fallback: boolean;
  /** The value is marked as not yet translated. */
  untranslated: boolean;
}

/** The title in the chosen language, else the default language's, marked so the user sees it. */
export function titleIn(
  titles: LocalizedTitles | undefined,
  language: string | undefined,
  defaultLanguage: string | undefined,
): ShownTitle | undefined {
  if (!titles) return undefined;
  const chosen = language ? titles[language] : undefined;
  if (chosen) return { text: chosen.title, fallback: false, untranslated: chosen.translated === false };
  const fallback = (defaultLanguage ? titles[defaultLanguage] : undefined) ?? Object.values(titles)[0];
  return fallback
    ? { text: fallback.title, fallback: language !== undefined && language !== defaultLanguage, untranslated: false }
    : undefined;
}

export const defaultLanguageOf = (languages: readonly Language[] | undefined) =>
  languages?.find((l) => l.defaultLanguage)?.uuid;

/** The language to show: the one in the URL if the repository has it, else the repository's default. */
export function chosenLanguage(
  languages: readonly Language[] | undefined,
  requested: string | undefined,
): string | undefined {
  if (requested && languages?.some((l) => l.uuid === requested)) return requested;
  return defaultLanguageOf(languages);
}

/** A title as titles are compared: case, accents and runs of spaces aside. */
export const normalizeTitle = (title: string) =>
  title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The models, of `models`, that have a title (in any language) the same as one of `titles` (see normalizeTitle). */
export function withSameTitle(models: readonly Model[], titles: LocalizedTitles | undefined): Model[] {
  const wanted = new Set(
    Object.values(titles ?? {}).flatMap((value) => (value?.title?.trim() ? [normalizeTitle(value.title)] : [])),
  );
  return models.filter((model) =>
    Object.values(model.titles ?? {}).some((value) => value?.title && wanted.has(normalizeTitle(value.title))),
  );
}
