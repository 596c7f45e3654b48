import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, Outlet } from 'react-router';
import { createQueryClient } from './api/queryClient';
import { NotFoundPage } from './routes/NotFoundPage';
import { RepositoriesPage } from './routes/RepositoriesPage';
import { Shell } from './routes/Shell';
import { SignInPage } from './routes/SignInPage';
import { SessionProvider, useSession } from './session/SessionContext';

// The first page (sign-in, then repositories) loads alone; the others come when they are opened.
const ModelPage = lazy(() => import('./routes/ModelPage').then((m) => ({ default: m.ModelPage })));
const ModelsPage = lazy(() => import('./routes/ModelsPage').then((m) => ({ default: m.ModelsPage })));
const SettingsPage = lazy(() => import('./routes/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const ApiKeysPage = lazy(() => import('./routes/ApiKeysPage').then((m) => ({ default: m.ApiKeysPage })));
const AccessorsPage = lazy(() => import('./routes/AccessorsPage').then((m) => ({ default: m.AccessorsPage })));
const DraftsPage = lazy(() => import('./routes/DraftsPages').then((m) => ({ default: m.DraftsPage })));
const DraftPage = lazy(() => import('./routes/DraftsPages').then((m) => ({ default: m.DraftPage })));

/** Signed-out visitors go to the sign-in page and come back where they were headed. */
function RequireSession() {
  const { session } = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <Outlet />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/sign-in" element={<SignInPage />} />
      <Route element={<RequireSession />}>
        <Route element={<Shell />}>
          <Route index element={<Navigate to="/repositories" replace />} />
          <Route path="/repositories" element={<RepositoriesPage />} />
          <Route path="/repositories/:repositoryId" element={<ModelsPage />} />
          <Route path="/repositories/:repositoryId/models/:modelId" element={<ModelPage />} />
          <Route path="/repositories/:repositoryId/accessors" element={<AccessorsPage />} />
          <Route path="/drafts" element={<DraftsPage />} />
          <Route path="/drafts/:modelId" element={<DraftPage />} />
          <Route path="/api-keys" element={<ApiKeysPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
