import type { RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths';
import { lazyPage, pageRoute } from '../ui/lazyPage';

const SymbolPage = lazyPage(() => import('./SymbolPage').then((m) => m.SymbolPage));

export const symbolRoutes: RouteObject[] = [pageRoute(ROUTES.symbol, SymbolPage)];
