import { ActionIcon, Menu } from '@mantine/core';
import { t } from '../i18n/translate';
import { useColorSchemeSwitch } from '../lib/useColorSchemeSwitch';
import { LanguageItems } from './LanguageMenu';

/** On a phone the identity, the colour scheme and Sign out share one menu, so that the header fits. */
export function AccountMenu({ identity, onSignOut }: { identity: string; onSignOut(): void }) {
  const scheme = useColorSchemeSwitch();
  return (
    // Without Mantine's initial-focus placeholder: a focusable role="presentation" is not allowed in a menu.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" radius="xl" aria-label={t('account.menu', { identity })}>
          {/* A person: told apart from the navigation's burger beside it. */}
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
          </svg>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {/* A (disabled) item rather than a label: a menu holds only items. */}
        <Menu.Item disabled>{t('account.signedInAs', { identity })}</Menu.Item>
        <Menu.Item onClick={scheme.toggle} leftSection={scheme.icon}>
          {scheme.label}
        </Menu.Item>
        <Menu.Divider />
        <LanguageItems />
        <Menu.Divider />
        <Menu.Item onClick={onSignOut}>{t('shell.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
