import { Navigate, type RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths';
import { lazyPage } from '../ui/lazyPage';
import { NotFoundPage } from './NotFoundPage';

const Shell = lazyPage(() => import('./Shell').then((m) => m.Shell), 'first');

/** The signed-in frame around `pages`: the repositories first, and a page that says so for any other address. */
export const shellRoute = (pages: RouteObject[]): RouteObject => ({
  element: <Shell />,
  handle: Shell,
  children: [
    { index: true, element: <Navigate to={ROUTES.repositories} replace /> },
    ...pages,
    { path: '*', element: <NotFoundPage /> },
  ],
});
