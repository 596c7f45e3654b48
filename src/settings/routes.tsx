import type { RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths';
import { lazyPage, pageRoute } from '../ui/lazyPage';

const SettingsPage = lazyPage(() => import('./SettingsPage').then((m) => m.SettingsPage));

export const settingsRoutes: RouteObject[] = [pageRoute(ROUTES.settings, SettingsPage)];
