import { describe, expect, it } from 'vitest';
import type { Model } from '../api/types';
import { chosenLanguage, titleIn, withSameTitle } from './titles';

const EN = 'en-uuid';
const DE = 'de-uuid';

describe('titleIn', () => {
  it('shows the chosen language', () => {
    expect(titleIn({ [EN]: { title: 'Order' }, [DE]: { title: 'Auftrag', translated: true } }, DE, EN)).toEqual({
      text: 'Auftrag',
      fallback: false,
      untranslated: false,
    });
  });
  it('falls back to the default language and says so', () => {
    expect(titleIn({ [EN]: { title: 'Order' } }, DE, EN)).toEqual({
      text: 'Order',
      fallback: true,
      untranslated: false,
    });
  });
  it('marks values flagged as not translated', () => {
    expect(
      titleIn({ [EN]: { title: 'Order' }, [DE]: { title: 'Order', translated: false } }, DE, EN)?.untranslated,
    ).toBe(true);
  });
  it('is undefined without titles', () => expect(titleIn(undefined, EN, EN)).toBeUndefined());
});

describe('chosenLanguage', () => {
  const languages = [
    { uuid: EN, name: 'English', defaultLanguage: true },
    { uuid: DE, name: 'Deutsch', defaultLanguage: false },
  ];
  it('takes the requested language when the repository has it', () => expect(chosenLanguage(languages, DE)).toBe(DE));
  it('otherwise the default', () => expect(chosenLanguage(languages, 'fr')).toBe(EN));
});

describe('withSameTitle', () => {
  it('finds the models with one of the titles in any language, case, accents and spaces aside, and not a title that merely contains it', () => {
    const models: Model[] = [
      { uuid: 'm1', titles: { [DE]: { title: '  QUALITATSPRUFUNG  planen' } } },
      { uuid: 'm2', titles: { [EN]: { title: 'Qualitätsprüfung planen (EMEA)' } } },
      { uuid: 'm3', titles: { [EN]: { title: ' ' } } },
    ];
    expect(
      withSameTitle(models, { [EN]: { title: 'Qualitätsprüfung planen' }, [DE]: { title: ' ' } }).map((m) => m.uuid),
    ).toEqual(['m1']);
  });
});
