import type { RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths';
import { lazyPage, pageRoute } from '../ui/lazyPage';

const SearchPage = lazyPage(() => import('./SearchPage').then((m) => m.SearchPage));

export const searchRoutes: RouteObject[] = [pageRoute(ROUTES.search, SearchPage)];
