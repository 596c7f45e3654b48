// A Vite plugin: the interface catalogues (src/i18n/catalogues/*.json, ICU MessageFormat) are parsed at build
// time, so that the page ships FormatJS's formatter without its parser (vite.config.ts aliases the parser to its
// no-parser build). A message of plain text stays a string, which the console expands on loading; the rest
// become the parser's syntax tree. A message that does not parse fails the build, naming its key.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const CATALOGUE = /[\\/]src[\\/]i18n[\\/]catalogues[\\/][\w-]+\.json$/;

/** @param {Record<string, string>} messages */
export function compileCatalogue(messages) {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      let elements;
      try {
        elements = parse(message);
      } catch (error) {
        throw new Error(
          `The message "${key}" is not ICU MessageFormat: ${error instanceof Error ? error.message : error}`,
        );
      }
      const plain = elements.length === 1 && elements[0].type === TYPE.literal;
      return [key, plain ? elements[0].value : elements];
    }),
  );
}

/** @returns {import('vite').Plugin} */
export function icuCatalogues() {
  return {
    name: 'icu-catalogues',
    // Before Vite's own JSON plugin, which then turns the compiled catalogue (still JSON) into a module.
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code))), map: null };
    },
  };
}
