import { interfaceLanguageOf, LANGUAGES, type InterfaceLanguage, type Language } from './languages';
import { currentLanguage, setLanguage } from './translate';
import { STORAGE_KEYS } from '../storageKeys.mjs';

/** The reader's choice on this device. */
const DEVICE_KEY = STORAGE_KEYS.interfaceLanguage;
/** A language a shared link asked for: it holds in this tab, and leaves the reader's own choice alone. */
const TAB_KEY = STORAGE_KEYS.linkedLanguage;
export const LANGUAGE_PARAM = 'lang';

function stored(storage: () => Storage, key: string): InterfaceLanguage | undefined {
  try {
    return interfaceLanguageOf(storage().getItem(key));
  } catch {
    return undefined; // storage refused (private mode, a sandboxed frame)
  }
}

/** A link's `?lang=`, else this tab's linked language, else the device's choice, else the browser's languages. */
export function initialLanguage(search = window.location.search): InterfaceLanguage {
  const linked = interfaceLanguageOf(new URLSearchParams(search).get(LANGUAGE_PARAM));
  if (linked) {
    try {
      sessionStorage.setItem(TAB_KEY, linked);
    } catch {
      // the link's language holds for this page only
    }
    return linked;
  }
  return (
    stored(() => sessionStorage, TAB_KEY) ??
    stored(() => localStorage, DEVICE_KEY) ??
    navigator.languages.map(interfaceLanguageOf).find((language) => language && language in LANGUAGES) ??
    'en'
  );
}

/** The reader picked a language: remembered on this device, and any link's language gives way to it. */
export async function chooseLanguage(language: InterfaceLanguage): Promise<void> {
  try {
    localStorage.setItem(DEVICE_KEY, language);
    sessionStorage.removeItem(TAB_KEY);
  } catch {
    // not remembered, but still shown
  }
  const url = new URL(window.location.href);
  if (url.searchParams.has(LANGUAGE_PARAM)) {
    url.searchParams.delete(LANGUAGE_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
  if (language !== currentLanguage()) await setLanguage(language);
}

/** A link to this page that opens in the reader's language, whatever the recipient's own. */
export function linkInLanguage(href: string, language: Language = currentLanguage() as Language): string {
  const url = new URL(href, window.location.href);
  url.searchParams.set(LANGUAGE_PARAM, language);
  return url.toString();
}
