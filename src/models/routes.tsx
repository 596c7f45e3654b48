import type { RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths';
import { lazyPage, pageRoute } from '../ui/lazyPage';
import { ModelRoute } from './ModelRoute';

const ModelsPage = lazyPage(() => import('./ModelsPage').then((m) => m.ModelsPage));
const ModelPage = lazyPage(() => import('./ModelPage').then((m) => m.ModelPage));

export const modelRoutes: RouteObject[] = [
  pageRoute(ROUTES.models, ModelsPage),
  pageRoute(
    ROUTES.model,
    ModelPage,
    <ModelRoute>
      <ModelPage />
    </ModelRoute>,
  ),
];
