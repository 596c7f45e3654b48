import type { RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths';
import { ModelRoute } from '../models';
import { DRAFT_REPOSITORY } from '../repositories';
import { lazyPage, pageRoute } from '../ui/lazyPage';

const DraftsPage = lazyPage(() => import('./DraftsPages').then((m) => m.DraftsPage));
const DraftPage = lazyPage(() => import('./DraftsPages').then((m) => m.DraftPage));

export const draftRoutes: RouteObject[] = [
  pageRoute(ROUTES.drafts, DraftsPage),
  pageRoute(
    ROUTES.draft,
    DraftPage,
    <ModelRoute repositoryId={DRAFT_REPOSITORY}>
      <DraftPage />
    </ModelRoute>,
  ),
];
