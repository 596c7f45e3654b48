import {
  AcceptDraft,
  Canvas,
  Description,
  DraftCreate,
  Model,
  Page,
  type DraftCreateShape,
} from '../../shared/serviceSchemas.js';
import { badRequest } from '../../shared/http/errors.js';
import { defineRoutes, page, jsonPage, uuidParameter, repositoryParameter } from '../http/route.js';
import { type QuerySpec } from '../http/queryParams.js';
import { isUuid } from '../../../common/uuid.js';
import { ALL_USERS_GROUP } from '../../../common/groups.js';
import { REPOSITORY_ID } from './repositories.js';
import type { Services } from './services.js';

const MODEL_FIELDS = {
  uuid: 'uuid',
  modelType: 'modelType',
  titles: 'titles',
  documents: 'documents',
  status: 'status',
};
const MODEL_PROJECTIONS = {
  SIMPLE: ['uuid', 'modelType'],
  DEFAULT: ['uuid', 'modelType'],
  ALL: ['uuid', 'modelType', 'titles', 'documents', 'status'],
};
/** The model list's query parameters; the bench asks the stores with them as the route does. */
export const MODEL_LIST: QuerySpec = {
  projections: MODEL_PROJECTIONS,
  fields: MODEL_FIELDS,
  filterPaths: { titles: 'titles', uuid: 'uuid', modelType: 'modelType' },
  sortPaths: ['uuid', 'modelType', 'titles.title'],
  titleSortPaths: ['titles.title'],
  paging: true,
};
const MODEL_ID = uuidParameter('a model UUID');

export const modelRoutes = (s: Services) => {
  const repositoryOf = (id: string) => s.repositories.resolve(id);
  const modelIdOf = (id: string) => {
    if (!isUuid(id)) throw badRequest(`modelId must be a UUID, got "${id}"`);
    return id;
  };
  return defineRoutes(
    {
      method: 'GET',
      path: '/repositories/{repositoryId}/models',
      operationId: 'listModels',
      summary: "List a repository's models",
      description:
        'sortBy=titles.title sorts by the default language, or by sortLanguage; models without a title in that language come last. Archived drafts are not listed.',
      tag: 'Models',
      access: 'principal',
      params: { repositoryId: REPOSITORY_ID },
      query: MODEL_LIST,
      success: { status: 200, description: 'A page of models', schema: Page(Model) },
      errors: [400, 404],
      handler: ({ params, query }) => {
        const repository = repositoryOf(params.repositoryId);
        let sortLanguage = query.sortLanguage;
        if (query.sortBy === 'titles.title') {
          const languages = s.languages.ofRepository(repository.id);
          if (sortLanguage && !languages.some((language) => language.uuid === sortLanguage)) {
            throw badRequest(
              `sortLanguage ${sortLanguage} is not a language of this repository; its languages: ${languages.map((l) => l.uuid).join(', ')}`,
            );
          }
          sortLanguage ??= languages.find((language) => language.defaultLanguage)?.uuid;
        }
        const { total, items } = s.models.list(repository.id, query, sortLanguage);
        return jsonPage({ startAt: query.startAt, maxResults: query.maxResults, total }, items);
      },
    },
    {
      method: 'POST',
      path: '/repositories/{repositoryId}/models',
      operationId: 'createDraftModel',
      summary: 'Create a draft model in the draft repository',
      description:
        'repositoryId must be the alias "draft" (any case) or the draft repository\'s UUID. Vertices reference existing symbols, which are copied into the draft repository.',
      tag: 'Models',
      access: 'principal',
      params: { repositoryId: repositoryParameter('"draft" (any case) or the draft repository UUID') },
      body: {
        schema: DraftCreate,
        required: true,
        description: 'modelType, titles, and optionally a canvas and descriptions',
      },
      success: { status: 201, description: 'The created draft', schema: Model },
      errors: [400, 404],
      handler: ({ params, body }) => {
        const repository = repositoryOf(params.repositoryId);
        if (!repository.isDraft) throw badRequest('models can only be created in the draft repository ("draft")');
        const languages = new Set(s.languages.ofRepository(repository.id).map((language) => language.uuid));
        return s.drafts.create(repository.id, languages, body as DraftCreateShape);
      },
    },
    {
      method: 'GET',
      path: '/repositories/{repositoryId}/models/{modelId}',
      operationId: 'getModel',
      summary: 'Read a model',
      tag: 'Models',
      access: 'principal',
      params: { repositoryId: REPOSITORY_ID, modelId: MODEL_ID },
      query: { projections: MODEL_PROJECTIONS, fields: MODEL_FIELDS },
      success: { status: 200, description: 'The model', schema: Model },
      errors: [400, 404],
      handler: ({ params, query }) =>
        s.models.get(repositoryOf(params.repositoryId).id, modelIdOf(params.modelId), query.select),
    },
    {
      method: 'GET',
      path: '/repositories/{repositoryId}/models/{modelId}/canvas',
      operationId: 'getCanvas',
      summary: "Read a model's canvas",
      tag: 'Models',
      access: 'principal',
      params: { repositoryId: REPOSITORY_ID, modelId: MODEL_ID },
      success: { status: 200, description: 'The canvas: vertices and edges, not paginated', schema: Canvas },
      errors: [400, 404],
      handler: ({ params }) => s.models.canvas(repositoryOf(params.repositoryId).id, modelIdOf(params.modelId)),
    },
    {
      method: 'GET',
      path: '/repositories/{repositoryId}/models/{modelId}/descriptions',
      operationId: 'listDescriptions',
      summary: "List a model's descriptions",
      description: 'fields is case-sensitive here and there is no projection; omitting fields returns both.',
      tag: 'Models',
      access: 'principal',
      params: { repositoryId: REPOSITORY_ID, modelId: MODEL_ID },
      query: {
        fields: { descriptionType: 'descriptionType', content: 'content' },
        fieldsCaseSensitive: true,
        defaultSelection: ['descriptionType', 'content'],
        paging: true,
      },
      success: { status: 200, description: 'A page of descriptions', schema: Page(Description) },
      errors: [400, 404],
      handler: ({ params, query }) =>
        page(query, s.models.descriptions(repositoryOf(params.repositoryId).id, modelIdOf(params.modelId), query)),
    },
    {
      method: 'POST',
      path: '/repositories/{repositoryId}/models/{modelId}/versions/accept',
      operationId: 'acceptDraft',
      summary: 'Accept a draft into a target repository',
      description:
        'repositoryId is the target repository; modelId is a NEW draft. The permission group is the body group, else the svc-Permission-Group header, else All Users. The import and the archiving of the draft happen in one transaction.',
      tag: 'Models',
      access: 'principal',
      params: {
        repositoryId: uuidParameter('the target repository UUID'),
        modelId: uuidParameter('the draft model UUID'),
      },
      headers: [
        {
          name: 'svc-Permission-Group',
          description: 'customer group uuid, used when the body has no group',
          format: 'uuid',
        },
      ],
      body: { schema: AcceptDraft, required: false, description: 'optional permission group' },
      success: { status: 201, description: 'The accepted model in the target repository', schema: Model },
      errors: [400, 404],
      handler: ({ params, body, request }) => {
        const target = repositoryOf(params.repositoryId);
        if (target.isDraft) throw badRequest('the target repository must not be the draft repository');
        const draftModel = modelIdOf(params.modelId);
        const header = request.headers['svc-permission-group'];
        if (Array.isArray(header)) throw badRequest('send svc-Permission-Group once');
        const group = ((body as { group?: string } | undefined)?.group ?? header ?? ALL_USERS_GROUP).toLowerCase();
        if (!isUuid(group)) throw badRequest(`permission group must be a UUID, got "${group}"`);
        if (!s.groups.exists(group)) throw badRequest(`permission group ${group} does not exist`);
        const drafts = repositoryOf('draft');
        return s.drafts.accept(drafts.id, draftModel, target.id, group);
      },
    },
  );
};
