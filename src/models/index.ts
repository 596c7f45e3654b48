// A repository's models: the list, and a model's page with its canvas, descriptions and documents.

export { modelRoutes } from './routes';
export { ModelPage } from './ModelPage';
export { ModelsPage, type ModelRow } from './ModelsPage';
export { descriptionsQuery, modelQuery, useAcceptDraft, useCreateDraft, useModel, useModels } from './queries';
export { ModelRoute } from './ModelRoute';
export type { ModelView } from './useModelView';
