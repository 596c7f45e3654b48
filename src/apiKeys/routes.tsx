import type { RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths';
import { lazyPage, pageRoute } from '../ui/lazyPage';

const ApiKeysPage = lazyPage(() => import('./ApiKeysPage').then((m) => m.ApiKeysPage));

export const apiKeyRoutes: RouteObject[] = [pageRoute(ROUTES.apiKeys, ApiKeysPage)];
