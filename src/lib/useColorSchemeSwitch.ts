import { useMantineColorScheme } from '@mantine/core';

/** The other colour scheme: what switching to it is called, its icon, and the switch. */
export function useColorSchemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const dark = colorScheme === 'dark';
  return { label: dark ? 'Switch to light mode' : 'Switch to dark mode', icon: dark ? '☀' : '☾', toggle: () => setColorScheme(dark ? 'light' : 'dark') };
}
