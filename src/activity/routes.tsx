import type { RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths';
import { lazyPage, pageRoute } from '../ui/lazyPage';

const ActivityPage = lazyPage(() => import('./ActivityPage').then((m) => m.ActivityPage));

export const activityRoutes: RouteObject[] = [pageRoute(ROUTES.activity, ActivityPage)];
