import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import {
  createBrowserRouter,
  createRoutesFromElements,
  matchRoutes,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router';
import { DRAFT_REPOSITORY } from './api/queries/models';
import { createQueryClient } from './api/queryClient';
import { lazyComponent } from './components/lazyComponent';
import { NotificationsHost } from './components/NotificationsHost';
import { InLanguage, useInterfaceLanguage } from './i18n/useInterfaceLanguage';
import { usePreloadModelView } from './features/useModelView';
import { NotFoundPage } from './routes/NotFoundPage';
import { SessionProvider, useSession } from './session/SessionContext';
import { consoleTheme, cssVariablesResolver } from './theme';

import { WaitingText } from './components/Waiting';

// The first page, the sign-in page or the signed-in frame with the repositories, loads with the words of the first
// catalogue part (see scripts/icuCatalogues.mjs); the other pages when they are opened, with the rest.
const page = <P extends object>(load: () => Promise<ComponentType<P>>, words?: 'first') =>
  lazyComponent(load, <WaitingText what="common.loading" />, words);
type Page = ReturnType<typeof page>;
const Shell = page(() => import('./routes/Shell').then((m) => m.Shell), 'first');
const RepositoriesPage = page(() => import('./routes/RepositoriesPage').then((m) => m.RepositoriesPage), 'first');

const SignInPage = page(() => import('./routes/SignInPage').then((m) => m.SignInPage), 'first');

const ModelPage = page(() => import('./routes/ModelPage').then((m) => m.ModelPage));
const ModelsPage = page(() => import('./routes/ModelsPage').then((m) => m.ModelsPage));
const SettingsPage = page(() => import('./routes/SettingsPage').then((m) => m.SettingsPage));
const ApiKeysPage = page(() => import('./routes/apiKeys/ApiKeysPage').then((m) => m.ApiKeysPage));
const AccessorsPage = page(() => import('./routes/accessors/AccessorsPage').then((m) => m.AccessorsPage));
const AccessOverviewPage = page(() => import('./routes/access/AccessOverviewPage').then((m) => m.AccessOverviewPage));
const DraftsPage = page(() => import('./routes/drafts/DraftsPages').then((m) => m.DraftsPage));
const DraftPage = page(() => import('./routes/drafts/DraftsPages').then((m) => m.DraftPage));
const SearchPage = page(() => import('./routes/search/SearchPage').then((m) => m.SearchPage));
const DirectoryPage = page(() => import('./routes/directory/DirectoryPage').then((m) => m.DirectoryPage));
const SymbolPage = page(() => import('./routes/symbols/SymbolPage').then((m) => m.SymbolPage));

/** A model's page (or a draft's, in the fixed repository): its data starts loading alongside its code. */
function ModelRoute({ repositoryId, children }: { repositoryId?: string; children: ReactNode }) {
  const params = useParams();
  const [search] = useSearchParams();
  usePreloadModelView(repositoryId ?? params.repositoryId!, params.modelId!, search);
  return children;
}

/** Signed-out visitors go to the sign-in page and come back where they were headed. */
function RequireSession() {
  const { session } = useSession();
  const location = useLocation();
  if (!session)
    return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <Outlet />;
}

/**
 * Signing out is a navigation, so that a page with unsaved work can ask first (its blocker sees it like any
 * other); once here, the session ends and the sign-in page follows.
 */
function SignOut() {
  const { signOut } = useSession();
  useLayoutEffect(signOut, [signOut]);
  return <Navigate to="/sign-in" replace />;
}

// A data router, for the blockers that guard unsaved work.
const routes = createRoutesFromElements(
  <>
    <Route path="/sign-in" element={<SignInPage />} handle={SignInPage} />
    <Route path="/sign-out" element={<SignOut />} />
    <Route element={<RequireSession />}>
      <Route element={<Shell />} handle={Shell}>
        <Route index element={<Navigate to="/repositories" replace />} />
        <Route path="/repositories" element={<RepositoriesPage />} handle={RepositoriesPage} />
        <Route path="/repositories/:repositoryId" element={<ModelsPage />} handle={ModelsPage} />
        <Route
          path="/repositories/:repositoryId/models/:modelId"
          handle={ModelPage}
          element={
            <ModelRoute>
              <ModelPage />
            </ModelRoute>
          }
        />
        <Route path="/repositories/:repositoryId/accessors" element={<AccessorsPage />} handle={AccessorsPage} />
        <Route path="/repositories/:repositoryId/symbols/:symbolId" element={<SymbolPage />} handle={SymbolPage} />
        <Route path="/search" element={<SearchPage />} handle={SearchPage} />
        <Route path="/directory" element={<DirectoryPage />} handle={DirectoryPage} />
        <Route path="/drafts" element={<DraftsPage />} handle={DraftsPage} />
        <Route
          path="/drafts/:modelId"
          handle={DraftPage}
          element={
            <ModelRoute repositoryId={DRAFT_REPOSITORY}>
              <DraftPage />
            </ModelRoute>
          }
        />
        <Route path="/access" element={<AccessOverviewPage />} handle={AccessOverviewPage} />
        <Route path="/api-keys" element={<ApiKeysPage />} handle={ApiKeysPage} />
        <Route path="/settings" element={<SettingsPage />} handle={SettingsPage} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Route>
  </>,
);

/**
 * The first page's code (and its words) starts loading with the catalogue, beside the frame: a deep link's page
 * would otherwise wait for the frame's chunks before its own were even asked for. Each page route's handle is
 * its page.
 */
export function preloadFirstPage(signedIn: boolean, pathname: string) {
  if (!signedIn) return SignInPage.preload();
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap(
    (match) => (match.route.handle as Page | undefined) ?? [],
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
        <SessionProvider>
          <InLanguage>
            <RouterProvider router={router} />
            <NotificationsHost />
          </InLanguage>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
