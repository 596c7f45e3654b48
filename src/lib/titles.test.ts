import { describe, expect, it } from 'vitest';
import { chosenLanguage, titleIn } from './titles';

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
    expect(titleIn({ [EN]: { title: 'Order' } }, DE, EN)).toEqual({ text: 'Order', fallback: true, untranslated: false });
  });
  it('marks values flagged as not translated', () => {
    expect(titleIn({ [EN]: { title: 'Order' }, [DE]: { title: 'Order', translated: false } }, DE, EN)?.untranslated).toBe(true);
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
