import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keysNamedIn } from '../../scripts/icuCatalogues.mjs';
import { DEMO_REPOSITORIES, processTitle, type LanguageCode } from '../../server/service/seed/demo';
import { filterMatcher } from '../list/filterMatch';
import { LANGUAGES } from './languages';

// The catalogues as written (the page gets them compiled), and every module of the console as written.
const read = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`./catalogues/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const CATALOGUES = Object.fromEntries(Object.keys(LANGUAGES).map((language) => [language, read(language)]));
const ENGLISH = CATALOGUES.en;
const KEYS = Object.keys(ENGLISH);

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [readFileSync(path, 'utf8')]
      : [];
  });
}

/** What a message needs from its caller: its arguments (plural, select and formatted ones too) and its tags. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    if (element.type === TYPE.tag) placeholders(element.children, found);
  }
  return found;
}

/** The words a message shows, placeholders and tags aside. */
function words(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return element.value.match(/\p{L}+/gu) ?? [];
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return Object.values(element.options).flatMap((option) => words(option.value));
    if (element.type === TYPE.tag) return words(element.children);
    return [];
  });
}

/**
 * Words the trade writes alike in English and the language, so that a message made of them alone may read the
 * same: proper names, abbreviations, and words German and French share with English.
 */
const SHARED_WORDS: Record<string, string[]> = {
  de: 'Model Repository Console Status Name UUID PDF Text Import Administration System Navigation Symbol Workflow Person Hash Browser'.split(
    ' ',
  ),
  fr: [
    ...'Model Repository Console Question Application Applications Association Active Administration UUID PDF Import Ctrl'.split(
      ' ',
    ),
    ...'Description Descriptions Document Documents Actions Archive Image image Type type Secret Structure'.split(' '),
    ...'Navigation Placement Placements Relations Pages page Workflow E mail Action'.split(' '),
  ],
};

describe('the interface catalogues', () => {
  it.each(Object.keys(LANGUAGES))('%s has every key of English, and no other', (language) => {
    expect(Object.keys(CATALOGUES[language]).sort()).toEqual([...KEYS].sort());
  });

  it.each(Object.keys(LANGUAGES))(
    '%s: every message is ICU MessageFormat with the placeholders of English',
    (language) => {
      for (const key of KEYS) {
        const english = placeholders(parse(ENGLISH[key]));
        expect([...placeholders(parse(CATALOGUES[language][key]))].sort(), `${language} ${key}`).toEqual(
          [...english].sort(),
        );
      }
    },
  );

  it('has no key the console does not use', () => {
    const named = keysNamedIn(sources(fileURLToPath(new URL('..', import.meta.url))), KEYS);
    expect(KEYS.filter((key) => !named.has(key))).toEqual([]);
  });

  it.each(['de', 'fr'])(
    '%s leaves nothing in English: a message alike is made of words the languages share',
    (language) => {
      const untranslated = KEYS.filter(
        (key) =>
          CATALOGUES[language][key] === ENGLISH[key] &&
          words(parse(ENGLISH[key])).some((word) => !SHARED_WORDS[language].includes(word)),
      );
      expect(untranslated).toEqual([]);
    },
  );

  // A filter's placeholder gives two examples ("z. B. Bestellung oder Bestellung*genehmigen"), in the interface's
  // language and the filter's syntax: each finds something in the demo data as that language shows it.
  const DEMO_MODELS = Object.values(DEMO_REPOSITORIES).reduce((sum, repository) => sum + repository.models, 0);
  const DEMO_TITLES = (language: LanguageCode) =>
    Array.from({ length: DEMO_MODELS }, (_, n) => processTitle(n, language));
  const examples = (placeholder: string) => [placeholder.split(' ').at(-3)!, placeholder.split(' ').at(-1)!];
  it.each(Object.keys(LANGUAGES) as LanguageCode[])(
    "%s: the filters' examples find models' titles and repositories' names",
    (language) => {
      const names = Object.values(DEMO_REPOSITORIES).map((repository) => repository.name);
      for (const [key, texts] of [
        ['models.filterPlaceholder', DEMO_TITLES(language)],
        ['repositories.filterPlaceholder', names],
      ] as const)
        for (const example of examples(CATALOGUES[language][key]))
          expect(
            texts.some((text) => filterMatcher(example)(text)),
            `${key}: ${example}`,
          ).toBe(true);
    },
  );
});
