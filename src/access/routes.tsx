import type { RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths';
import { lazyPage, pageRoute } from '../ui/lazyPage';

const AccessOverviewPage = lazyPage(() => import('./AccessOverviewPage').then((m) => m.AccessOverviewPage));

export const accessRoutes: RouteObject[] = [pageRoute(ROUTES.access, AccessOverviewPage)];
