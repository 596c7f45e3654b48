import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type English from './catalogues/en.json';
import { PSEUDO, type InterfaceLanguage, type Language } from './languages';
import { pseudoMessage } from './pseudo';

export type MessageKey = keyof typeof English;
export type Messages = Record<string, MessageFormatElement[]>;

/** As scripts/icuCatalogues.mjs compiles them: plain text as a string, anything else as its syntax tree. */
type Compiled = Record<string, string | MessageFormatElement[]>;

// One chunk per language, fetched when that language is chosen: a reader never loads the others.
const LOADERS: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import('./catalogues/en.json'),
  de: () => import('./catalogues/de.json'),
  fr: () => import('./catalogues/fr.json'),
};

const expanded = (compiled: Compiled): Messages =>
  Object.fromEntries(
    Object.entries(compiled).map(([key, message]) => [
      key,
      typeof message === 'string' ? [{ type: TYPE.literal, value: message }] : message,
    ]),
  );

export async function loadMessages(language: InterfaceLanguage): Promise<Messages> {
  if (language !== PSEUDO) return expanded((await LOADERS[language]()).default as Compiled);
  const messages = expanded((await LOADERS.en()).default as Compiled);
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, pseudoMessage(message)]));
}
