import { Menu } from '@mantine/core';
import { t } from '../i18n/translate';
import { useColorSchemeSwitch } from '../lib/useColorSchemeSwitch';
import { LanguageItems } from './LanguageMenu';
import { AccountButton } from './headerTriggers';

export interface AccountMenuProps {
  identity: string;
  /** For a person signed in through the provider: when their session ends, in words. */
  sessionEnds?: string;
  onSignOut(): void;
}

/** On a phone the identity, the colour scheme and Sign out share one menu, so that the header fits. */
export function AccountMenu({ identity, sessionEnds, onSignOut }: AccountMenuProps) {
  const scheme = useColorSchemeSwitch();
  return (
    // Without Mantine's initial-focus placeholder: a focusable role="presentation" is not allowed in a menu.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <AccountButton identity={identity} />
      </Menu.Target>
      <Menu.Dropdown>
        {/* A (disabled) item rather than a label: a menu holds only items. */}
        <Menu.Item disabled>{t('account.signedInAs', { identity })}</Menu.Item>
        {sessionEnds && <Menu.Item disabled>{sessionEnds}</Menu.Item>}
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
