import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, Outlet } from 'react-router';
import { createQueryClient } from './api/queryClient';
import { DRAFT_REPOSITORY } from './api/queries/models';
import { NotFoundPage } from './routes/NotFoundPage';
import { RepositoriesPage } from './routes/RepositoriesPage';
import { Shell } from './routes/Shell';
import { SignInPage } from './routes/SignInPage';
import { SessionProvider, useSession } from './session/SessionContext';

// The first page (sign-in, then repositories) loads alone; the others come when they are opened.
const ModelPage = lazy(() => import('./routes/ModelPage').then((m) => ({ default: m.ModelPage })));
const ModelsPage = lazy(() => import('./routes/ModelsPage').then((m) => ({ default: m.ModelsPage })));
const SettingsPage = lazy(() => import('./routes/SettingsPage').then((m) => ({ default: m.SettingsPage })));

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
          <Route path="/drafts" element={<ModelsPage repositoryId={DRAFT_REPOSITORY} heading="Drafts" modelLink={(m) => `/drafts/${m.uuid}`} />} />
          <Route path="/drafts/:modelId" element={<ModelPage repositoryId={DRAFT_REPOSITORY} />} />
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
