import { ActionIcon, AppShell, Badge, Box, Burger, Button, Group, Kbd, NavLink, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { NavLink as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useAdministrator, useMe, useSession } from '../session';
import { useChangesFromOtherTabs } from '../api/changes';
import { QuickJump } from './QuickJump';
import { RateLimitBanner } from './RateLimitStatus';
import { Boundary } from '../ui/Boundary';
import { HeadingFocusOnNavigation } from '../ui/PageTitle';
import { IndexHeader } from '../search';
import { useIdle } from '../lib/useIdle';
import { overlayOnDemand } from '../ui/overlayOnDemand';
import type { AccountMenuProps } from './AccountMenu';
import { AccountButton, LanguageButton, RateLimitButton } from './headerTriggers';
import { HEADER_HEIGHT, PHONE_QUERY } from '../theme';
import { useColorSchemeSwitch } from '../lib/useColorSchemeSwitch';
import { DirectoryProvider } from '../directory';
import { ExpiringKeysCount } from '../apiKeys';
import { EditsInProgress } from '../editor';
import { InboxCount } from '../proposals';
import { t, type MessageKey } from '../i18n/translate';
import { ROUTES } from '../lib/paths';

// The header's buttons draw at once; their menus and the rate limit's figures load at the person's first
// interaction (overlayOnDemand), the index's status with its storage and walk once the browser is idle. Their
// words are the first page's (see scripts/icuCatalogues.mjs).
const RateLimitIndicator = overlayOnDemand(
  () => import('./RateLimitIndicator').then((m) => m.RateLimitIndicator),
  RateLimitButton,
);
const AccountMenu = overlayOnDemand<AccountMenuProps>(
  () => import('./AccountMenu').then((m) => m.AccountMenu),
  ({ identity }) => <AccountButton identity={identity} />,
);
const LanguageMenu = overlayOnDemand(() => import('./LanguageMenu').then((m) => m.LanguageMenu), LanguageButton);

/**
 * The pages, and for whom among people signed in through the provider: drafts for those who may draft (they see
 * a repository), keys and the directory for administrators. A key or token sees every page, as before: the
 * administrator's pages offer a key the switch to the token.
 */
const NAVIGATION: readonly { to: string; label: MessageKey; for?: 'drafters' | 'administrators' }[] = [
  { to: ROUTES.repositories, label: 'nav.repositories' },
  { to: ROUTES.search, label: 'nav.search' },
  { to: ROUTES.drafts, label: 'nav.drafts', for: 'drafters' },
  { to: ROUTES.inbox, label: 'nav.inbox', for: 'drafters' },
  { to: ROUTES.access, label: 'nav.access' },
  { to: ROUTES.apiKeys, label: 'nav.apiKeys', for: 'administrators' },
  { to: ROUTES.directory, label: 'nav.directory', for: 'administrators' },
  { to: ROUTES.activity, label: 'nav.activity', for: 'administrators' },
  { to: ROUTES.settings, label: 'nav.settings' },
];

function ColorSchemeToggle() {
  const scheme = useColorSchemeSwitch();
  return (
    <ActionIcon variant="default" aria-label={scheme.label} title={scheme.label} onClick={scheme.toggle}>
      {scheme.icon}
    </ActionIcon>
  );
}

/** The first stop for Tab: past the header and the navigation, straight to the page. */
function SkipLink() {
  return (
    <a
      className="skip-link"
      href="#main-content"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main-content')?.focus();
      }}
    >
      {t('shell.skipToContent')}
    </a>
  );
}

/** The signed-in frame: navigation, who is signed in, the rate-limit budget, and the page. */
export function Shell() {
  const [opened, { toggle, close }] = useDisclosure();
  const { session } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const host = session ? new URL(session.baseUrl).host : '';
  const me = useMe().data;
  const administrator = useAdministrator();
  const identity = t('shell.identity', {
    kind: session?.credential.kind ?? 'apiKey',
    host,
    name: me?.actor.name ?? '',
  });
  // The session's ends (people alone have one): in the account menu, and over the identity on a wide screen.
  const sessionEnds =
    me?.session &&
    t('settings.sessionEnds', { idleUntil: new Date(me.session.idleUntil), expiresAt: new Date(me.session.expiresAt) });
  // `me` answers for people alone; a key or token sees every page.
  const navigation = NAVIGATION.filter(
    (item) => !me || !item.for || (item.for === 'administrators' ? me.administrator : me.mayCreateDraft),
  );
  const idle = useIdle();
  const phone = useMediaQuery(PHONE_QUERY);
  useChangesFromOtherTabs();
  // On a phone the navigation covers the page: it closes once a page is chosen.
  useEffect(close, [location.pathname, close]);
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group wrap="nowrap" gap="sm">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('shell.navigation')}
              aria-expanded={opened}
            />
            <Text fw={700} visibleFrom="sm">
              {t('app.name')}
            </Text>
            <Text fw={700} hiddenFrom="sm">
              {t('app.shortName')}
            </Text>
            {/* Native titles rather than Mantine tooltips: the shell draws before every page, and a tooltip
                sets up its positioning (and reads computed styles) as it mounts. */}
            <Text size="xs" c="dimmed" visibleFrom="md" title={t('shell.quickJumpHint')}>
              <Kbd size="xs">{t('shell.keyCtrl')}</Kbd> + <Kbd size="xs">K</Kbd>
            </Text>
          </Group>
          <Group wrap="nowrap" gap="sm">
            {idle && (
              <Box visibleFrom="sm">
                <IndexHeader />
              </Box>
            )}
            <RateLimitIndicator />
            <EditsInProgress />
            <InboxCount />
            <Group wrap="nowrap" gap="sm" visibleFrom="sm">
              <Badge
                variant="light"
                color={administrator ? 'grape' : 'blue'}
                aria-label={t('shell.signedInAs')}
                title={sessionEnds}
                style={{ flexShrink: 0 }}
              >
                {identity}
              </Badge>
              <LanguageMenu />
              <ColorSchemeToggle />
              <Button variant="subtle" size="xs" onClick={() => void navigate(ROUTES.signOut)}>
                {t('shell.signOut')}
              </Button>
            </Group>
            {phone && (
              <AccountMenu
                identity={identity}
                sessionEnds={sessionEnds}
                onSignOut={() => void navigate(ROUTES.signOut)}
              />
            )}
          </Group>
        </Group>
      </AppShell.Header>
      {/* Collapsed on a phone, the navigation is only moved off screen: hidden too, so that Tab and screen readers skip it. */}
      <AppShell.Navbar
        p="xs"
        aria-label={t('shell.mainNavigation')}
        style={phone && !opened ? { visibility: 'hidden' } : undefined}
      >
        {navigation.map((item) => (
          <NavLink
            key={item.to}
            component={RouterLink}
            to={item.to}
            label={t(item.label)}
            active={location.pathname.startsWith(item.to)}
            // Keys about to expire, counted once the browser is idle (the walk of the key list waits for it).
            rightSection={item.to === ROUTES.apiKeys && administrator && idle ? <ExpiringKeysCount /> : undefined}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <RateLimitBanner />
        <HeadingFocusOnNavigation>
          <Boundary part="page" resetKeys={[location.pathname]}>
            <DirectoryProvider>
              <Outlet />
            </DirectoryProvider>
          </Boundary>
        </HeadingFocusOnNavigation>
        <QuickJump />
      </AppShell.Main>
    </AppShell>
  );
}
