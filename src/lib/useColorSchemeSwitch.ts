import { useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { createElement } from 'react';

/** The other colour scheme: what switching to it is called, its icon, and the switch. */
export function useColorSchemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const dark = colorScheme === 'dark';
  return {
    label: dark ? 'Switch to light mode' : 'Switch to dark mode',
    icon: createElement(dark ? IconSun : IconMoon, { size: 18, 'aria-hidden': true }),
    toggle: () => setColorScheme(dark ? 'light' : 'dark'),
  };
}
