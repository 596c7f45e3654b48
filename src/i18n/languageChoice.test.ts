// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, initialLanguage, linkInLanguage } from './languageChoice';
import { currentLanguage, setLanguage, t } from './translate';
import { STORAGE_KEYS } from '../storageKeys.mjs';

const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  await setLanguage('en');
});

describe('the interface language', () => {
  it("follows the browser's first language the console speaks, else English", () => {
    browserLanguages(['nl-NL', 'fr-CA', 'de']);
    expect(initialLanguage('')).toBe('fr');
    browserLanguages(['nl-NL', 'pt']);
    expect(initialLanguage('')).toBe('en');
  });

  it("takes the reader's choice over the browser's, and a link's ?lang= over both, for this tab only", async () => {
    browserLanguages(['de-AT']);
    window.history.replaceState(null, '', '/repositories?lang=fr&page=2');
    await chooseLanguage('en');
    expect(localStorage.getItem(STORAGE_KEYS.interfaceLanguage)).toBe('en');
    // Choosing takes ?lang= out of the address and keeps the rest.
    expect(window.location.search).toBe('?page=2');
    expect(initialLanguage('')).toBe('en');
    expect(initialLanguage('?lang=de')).toBe('de');
    // The link's language holds in this tab, not on the device.
    expect(initialLanguage('')).toBe('de');
    expect(localStorage.getItem(STORAGE_KEYS.interfaceLanguage)).toBe('en');
  });

  it('ignores what is not a language of the console, such as an old link with a content language uuid', () => {
    browserLanguages(['de']);
    expect(initialLanguage('?lang=2b4d6f80-1a3c-4e5f-8a7b-9c0d1e2f3a02')).toBe('de');
  });

  it('switches every message and format at once, and links to a page in a language', async () => {
    await setLanguage('de');
    expect(currentLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(t('nav.apiKeys')).toBe('API-Schlüssel');
    expect(t('apiKeys.expiringSoon', { count: 2, days: 30 })).toBe('2 Schlüssel laufen in den nächsten 30 Tagen ab');
    expect(linkInLanguage('/drafts?target=x')).toBe(`${window.location.origin}/drafts?target=x&lang=de`);
    await setLanguage('en-XA');
    expect(t('nav.search')).toMatch(/^\[Šéàŕçĥ ·+\]$/);
  });
});
