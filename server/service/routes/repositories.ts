import { Language, Page, Repository } from '../../shared/serviceSchemas.js';
import { defineRoutes, page, repositoryParameter } from '../http/route.js';
import type { Services } from './services.js';

export const REPOSITORY_ID = repositoryParameter();

export const repositoryRoutes = (s: Services) =>
  defineRoutes(
    {
      method: 'GET',
      path: '/repositories',
      operationId: 'listRepositories',
      summary: 'List repositories',
      tag: 'Repositories',
      access: 'principal',
      query: {
        projections: { SIMPLE: ['uuid', 'name'], DEFAULT: ['uuid', 'name'], ALL: ['uuid', 'name'] },
        fields: { uuid: 'uuid', name: 'name' },
        filterPaths: { name: 'name', uuid: 'uuid' },
        sortPaths: ['name', 'uuid'],
        paging: true,
      },
      success: { status: 200, description: 'A page of repositories', schema: Page(Repository) },
      errors: [400],
      handler: ({ query }) => page(query, s.repositories.list(query)),
    },
    {
      method: 'GET',
      path: '/repositories/{repositoryId}/languages',
      operationId: 'listLanguages',
      summary: "List a repository's languages",
      tag: 'Repositories',
      access: 'principal',
      params: { repositoryId: REPOSITORY_ID },
      query: {
        fields: { uuid: 'uuid', name: 'name', defaultLanguage: 'defaultLanguage' },
        defaultSelection: ['uuid', 'name', 'defaultLanguage'],
        paging: true,
      },
      success: { status: 200, description: 'A page of languages', schema: Page(Language) },
      errors: [400, 404],
      handler: ({ params, query }) => {
        const repository = s.repositories.resolve(params.repositoryId);
        return page(query, s.languages.list(repository.id, query));
      },
    },
  );
