import type { RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths';
import { lazyPage, pageRoute } from '../ui/lazyPage';

const InboxPage = lazyPage(() => import('./InboxPage').then((m) => m.InboxPage));

export const proposalRoutes: RouteObject[] = [pageRoute(ROUTES.inbox, InboxPage)];
