import type { RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths';
import { lazyPage, pageRoute } from '../ui/lazyPage';

const EditorPage = lazyPage(() => import('./EditorPage').then((m) => m.EditorPage));

export const editorRoutes: RouteObject[] = [pageRoute(ROUTES.edit, EditorPage)];
