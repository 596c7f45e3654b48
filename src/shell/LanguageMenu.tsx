import { Menu } from '@mantine/core';
import { IconCheck, IconLink } from '@tabler/icons-react';
import { CHOOSABLE } from '../ui/InterfaceLanguageSelect';
import { notifyFailure, notifySuccess } from '../ui/notify';
import { chooseLanguage, linkInLanguage } from '../i18n/languageChoice';
import { interfaceLanguageOf, languageName } from '../i18n/languages';
import { t } from '../i18n/translate';
import { useInterfaceLanguage } from '../i18n/useInterfaceLanguage';
import { LanguageButton } from './headerTriggers';

/** This page's address with the interface language in it, on the clipboard; shown to copy by hand where it cannot be. */
async function copyLink() {
  const link = linkInLanguage(window.location.href);
  try {
    // Undefined outside a secure context (a plain-http address that is not this machine).
    await navigator.clipboard.writeText(link);
    notifySuccess(t('language.linkCopied'), link);
  } catch {
    notifyFailure(t('language.linkNotCopied'), link);
  }
}

/** The languages as menu items, the current one ticked, and a link to this page in it: for the header and the account menu. */
export function LanguageItems() {
  const language = useInterfaceLanguage();
  const name = languageName(language);
  return (
    <>
      <Menu.Label>{t('language.label')}</Menu.Label>
      {CHOOSABLE.map((option) => (
        <Menu.Item
          key={option.value}
          lang={option.value}
          leftSection={option.value === language ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />}
          aria-current={option.value === language ? 'true' : undefined}
          onClick={() => void chooseLanguage(interfaceLanguageOf(option.value)!)}
        >
          {option.label}
        </Menu.Item>
      ))}
      <Menu.Item leftSection={<IconLink size={16} aria-hidden />} onClick={() => void copyLink()}>
        {t('language.copyLink', { language: name })}
      </Menu.Item>
    </>
  );
}

/** The interface language in the header: the language's name, and the choice of the others. */
export function LanguageMenu() {
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <LanguageButton />
      </Menu.Target>
      <Menu.Dropdown>
        <LanguageItems />
      </Menu.Dropdown>
    </Menu>
  );
}
