import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePreloadModelView } from './useModelView';

/** A model's page (or a draft's, in the fixed repository): its data starts loading alongside its code. */
export function ModelRoute({ repositoryId, children }: { repositoryId?: string; children: ReactNode }) {
  const params = useParams();
  const [search] = useSearchParams();
  usePreloadModelView(repositoryId ?? params.repositoryId!, params.modelId!, search);
  return children;
}
