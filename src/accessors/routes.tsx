import type { RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths';
import { lazyPage, pageRoute } from '../ui/lazyPage';

const AccessorsPage = lazyPage(() => import('./AccessorsPage').then((m) => m.AccessorsPage));

export const accessorRoutes: RouteObject[] = [pageRoute(ROUTES.accessors, AccessorsPage)];
