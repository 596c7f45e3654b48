import { useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { createElement } from 'react';
import { t } from '../i18n/translate';

/** The other colour scheme: what switching to it is called, its icon, and the switch. */
export function useColorSchemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const dark = colorScheme === 'dark';
  return {
    label: t(dark ? 'scheme.toLight' : 'scheme.toDark'),
    icon: createElement(dark ? IconSun : IconMoon, { size: 18, 'aria-hidden': true }),
    toggle: () => setColorScheme(dark ? 'light' : 'dark'),
  };
}
