import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type English from './catalogues/en.json';
import { PSEUDO, type InterfaceLanguage, type Language } from './languages';
import { pseudoMessage } from './pseudo';

export type MessageKey = keyof typeof English;
export type Messages = Record<string, MessageFormatElement[]>;

/** The first page's messages, or the rest of the console's (see scripts/icuCatalogues.mjs). */
export type CataloguePart = 'first' | 'rest';

/** As scripts/icuCatalogues.mjs compiles them: plain text as a string, anything else as its syntax tree. */
type Compiled = Record<string, string | MessageFormatElement[]>;
type Loader = () => Promise<{ default: unknown }>;

// One chunk per language and part, fetched when needed: a reader never loads another language's.
const LOADERS: Record<Language, Record<CataloguePart, Loader>> = {
  en: { first: () => import('./catalogues/en.json?first'), rest: () => import('./catalogues/en.json?rest') },
  de: { first: () => import('./catalogues/de.json?first'), rest: () => import('./catalogues/de.json?rest') },
  fr: { first: () => import('./catalogues/fr.json?first'), rest: () => import('./catalogues/fr.json?rest') },
};

const expanded = (compiled: Compiled): Messages =>
  Object.fromEntries(
    Object.entries(compiled).map(([key, message]) => [
      key,
      typeof message === 'string' ? [{ type: TYPE.literal, value: message }] : message,
    ]),
  );

export async function loadMessages(language: InterfaceLanguage, part: CataloguePart): Promise<Messages> {
  if (language !== PSEUDO) return expanded((await LOADERS[language][part]()).default as Compiled);
  const messages = expanded((await LOADERS.en[part]()).default as Compiled);
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, pseudoMessage(message)]));
}
