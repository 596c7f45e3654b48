import { ActionIcon, AppShell, Badge, Burger, Button, Group, Kbd, NavLink, Text, useMantineColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { NavLink as RouterLink, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/SessionContext';
import { QuickJump } from './QuickJump';
import { RateLimitBanner, RateLimitMeter } from './RateLimitStatus';
import { Boundary } from '../components/Boundary';
import { lazyComponent } from '../components/lazyComponent';
import { backgroundIndexing } from '../lib/indexingSetting';

// The index (its storage and walk) loads once the first page is drawn and the browser is idle.
const IndexHeader = lazyComponent(() => import('./search/IndexHeader').then((m) => m.IndexHeader), null);

/** True once the browser has been idle after the first draw (or two seconds have passed). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(() => setIdle(true), 2000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}

const NAVIGATION = [
  { to: '/repositories', label: 'Repositories' },
  { to: '/search', label: 'Search' },
  { to: '/drafts', label: 'Drafts' },
  { to: '/api-keys', label: 'API keys' },
  { to: '/settings', label: 'Settings' },
];

function ColorSchemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const dark = colorScheme === 'dark';
  return (
    <ActionIcon
      variant="default"
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      title={dark ? 'Light mode' : 'Dark mode'}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      {dark ? '☀' : '☾'}
    </ActionIcon>
  );
}

/** The signed-in frame: navigation, who is signed in, the rate-limit budget, and the page. */
export function Shell() {
  const [opened, { toggle }] = useDisclosure();
  const { session, signOut } = useSession();
  const location = useLocation();
  const host = session ? new URL(session.baseUrl).host : '';
  const idle = useIdle();
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Navigation" />
            <Text fw={700}>Model Repository Console</Text>
            {/* Native titles rather than Mantine tooltips: the shell draws before every page, and a tooltip
                sets up its positioning (and reads computed styles) as it mounts. */}
            <Text size="xs" c="dimmed" visibleFrom="md" title="Jump to a model, symbol or repository">
              <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">K</Kbd>
            </Text>
          </Group>
          <Group wrap="nowrap">
            {idle && backgroundIndexing() && <IndexHeader />}
            <RateLimitMeter />
            <Badge variant="light" color={session?.credential.kind === 'admin' ? 'grape' : 'blue'} aria-label="Signed in as">
              {session?.credential.kind === 'admin' ? 'Administrator' : 'Application key'} · {host}
            </Badge>
            <ColorSchemeToggle />
            <Button variant="subtle" size="xs" onClick={signOut}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main">
        {NAVIGATION.map((item) => (
          <NavLink key={item.to} component={RouterLink} to={item.to} label={item.label} active={location.pathname.startsWith(item.to)} />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <RateLimitBanner />
        <Boundary what="This page" resetKeys={[location.pathname]}>
          <Outlet />
        </Boundary>
        <QuickJump />
      </AppShell.Main>
    </AppShell>
  );
}
