import { NativeSelect } from '@mantine/core';
import { chooseLanguage } from '../i18n/languageChoice';
import { LANGUAGES, PSEUDO, interfaceLanguageOf } from '../i18n/languages';
import { t } from '../i18n/translate';
import { useInterfaceLanguage } from '../i18n/useInterfaceLanguage';

/** The languages a reader may choose, each named in itself; the pseudo-locale in development only. */
export const CHOOSABLE = [
  ...Object.entries(LANGUAGES).map(([value, label]) => ({ value, label })),
  ...(import.meta.env.DEV ? [{ value: PSEUDO, label: 'Pseudo (en-XA)' }] : []),
];

/** The interface language on the sign-in page: a native select, which costs the first page nothing. */
export function InterfaceLanguageSelect() {
  const language = useInterfaceLanguage();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      size="xs"
      data={CHOOSABLE}
      value={language}
      onChange={(event) => {
        const chosen = interfaceLanguageOf(event.currentTarget.value);
        if (chosen) void chooseLanguage(chosen);
      }}
    />
  );
}
