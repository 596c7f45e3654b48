import type { RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths';
import { lazyPage, pageRoute } from '../ui/lazyPage';

const RepositoriesPage = lazyPage(() => import('./RepositoriesPage').then((m) => m.RepositoriesPage), 'first');

export const repositoryRoutes: RouteObject[] = [pageRoute(ROUTES.repositories, RepositoriesPage)];
