import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { accessRoutes } from './access';
import { accessorRoutes } from './accessors';
import { activityRoutes } from './activity';
import { apiKeyRoutes } from './apiKeys';
import { createQueryClient } from './api/queryClient';
import { directoryRoutes } from './directory';
import { draftRoutes } from './drafts';
import { editorRoutes } from './editor';
import { proposalRoutes } from './proposals';
import { InLanguage, useInterfaceLanguage } from './i18n/useInterfaceLanguage';
import { ROUTES } from './lib/paths';
import { modelRoutes } from './models';
import { repositoryRoutes } from './repositories';
import { searchRoutes, sessionIndexKeeper } from './search';
import { RequireSession, sessionRoutes, SessionProvider } from './session';
import { settingsRoutes } from './settings';
import { shellRoute } from './shell';
import { symbolRoutes } from './symbols';
import { consoleTheme, cssVariablesResolver } from './theme';
import type { LazyPage } from './ui/lazyPage';
import { NotificationsHost } from './ui/NotificationsHost';

// A data router, for the blockers that guard unsaved work. Each feature names its own routes (see its index.ts).
const routes: RouteObject[] = [
  ...sessionRoutes,
  {
    element: <RequireSession />,
    children: [
      shellRoute([
        ...repositoryRoutes,
        ...modelRoutes,
        ...accessorRoutes,
        ...symbolRoutes,
        ...searchRoutes,
        ...directoryRoutes,
        ...draftRoutes,
        ...editorRoutes,
        ...proposalRoutes,
        ...accessRoutes,
        ...apiKeyRoutes,
        ...activityRoutes,
        ...settingsRoutes,
      ]),
    ],
  },
];

/**
 * The first page's code (and its words) starts loading with the catalogue, beside the frame: a deep link's page
 * would otherwise wait for the frame's chunks before its own were even asked for. A page route's handle is its
 * page; a visitor not signed in is shown the sign-in page, wherever the address points.
 */
export function preloadFirstPage(signedIn: boolean, pathname: string) {
  const pages = (matchRoutes(routes, signedIn ? pathname : ROUTES.signIn) ?? []).flatMap(
    (match) => (match.route.handle as LazyPage | undefined) ?? [],
  );
  return Promise.all(pages.map((page) => page.preload()));
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  const language = useInterfaceLanguage();
  const theme = useMemo(consoleTheme, [language]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <SessionProvider keeper={sessionIndexKeeper}>
          <InLanguage>
            <RouterProvider router={router} />
            <NotificationsHost />
          </InLanguage>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
