/** The interface languages, each named in itself: a reader looks for "Deutsch", not "German". */
export const LANGUAGES = { en: 'English', de: 'Deutsch', fr: 'Français' } as const;
export type Language = keyof typeof LANGUAGES;

/** A language's own name, or its tag where it has none (the pseudo-locale). */
export const languageName = (language: string): string => LANGUAGES[language as Language] ?? language;

/**
 * Accented English about 35% longer, in brackets: text without accents did not come from a catalogue, and a box
 * that clips it is too narrow for German. Reached by `?lang=en-XA`; listed in the menu in development only.
 */
export const PSEUDO = 'en-XA';
export type InterfaceLanguage = Language | typeof PSEUDO;

/** The interface language a language tag asks for ("de-AT" is German), if it is one of ours. */
export function interfaceLanguageOf(tag: string | null | undefined): InterfaceLanguage | undefined {
  if (!tag) return undefined;
  if (tag.toLowerCase() === PSEUDO.toLowerCase()) return PSEUDO;
  const primary = tag.toLowerCase().split('-')[0];
  return Object.hasOwn(LANGUAGES, primary) ? (primary as Language) : undefined;
}
