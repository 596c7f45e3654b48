import type { RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths';
import { lazyPage, pageRoute } from '../ui/lazyPage';

const DirectoryPage = lazyPage(() => import('./DirectoryPage').then((m) => m.DirectoryPage));

export const directoryRoutes: RouteObject[] = [pageRoute(ROUTES.directory, DirectoryPage)];
