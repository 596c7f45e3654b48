import { writeModelView } from './urlState';

/** The console's addresses of a model (its canvas, with a vertex selected), a draft and a symbol. */
export function modelPath(repositoryId: string, modelId: string, vertex?: string): string {
  const query = writeModelView({ tab: 'canvas', vertex }).toString();
  return `/repositories/${repositoryId}/models/${modelId}${query ? `?${query}` : ''}`;
}

export const draftPath = (draftId: string) => `/drafts/${draftId}`;

export const symbolPath = (repositoryId: string, symbolId: string) =>
  `/repositories/${repositoryId}/symbols/${symbolId}`;
