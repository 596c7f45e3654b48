import { Accessor, AccessorCreate, AccessorUpdate, Page } from '../../shared/serviceSchemas.js';
import type { Static } from '@sinclair/typebox';
import { defineRoutes, page, uuidParameter } from '../http/route.js';
import { REPOSITORY_ID } from './repositories.js';
import type { Services } from './services.js';

const ACCESSOR_FIELDS = {
  groupEntity: 'groupEntity',
  'groupEntity.group': 'groupEntity',
  privileges: 'privileges',
  type: 'type',
  user: 'user',
  uuid: 'uuid',
};
const ACCESSOR_PROJECTIONS = {
  DEFAULT: ['uuid', 'type', 'user', 'privileges'],
  ALL: ['uuid', 'type', 'user', 'groupEntity', 'privileges'],
};
const ACCESSOR_ID = uuidParameter('an accessor UUID');

export const accessorRoutes = (s: Services) => {
  const repositoryOf = (id: string) => s.repositories.resolve(id).id;
  return defineRoutes(
    {
      method: 'GET',
      path: '/repositories/{repositoryId}/accessors',
      operationId: 'listAccessors',
      summary: "List a repository's accessors",
      tag: 'Accessors',
      access: 'principal',
      params: { repositoryId: REPOSITORY_ID },
      query: {
        projections: ACCESSOR_PROJECTIONS,
        fields: ACCESSOR_FIELDS,
        filterPaths: {
          groupEntity: 'groupEntity',
          'groupEntity.group': 'groupEntity',
          type: 'type',
          user: 'user',
          uuid: 'uuid',
        },
        sortPaths: ['groupEntity.group', 'privileges', 'type', 'user', 'uuid'],
        paging: true,
      },
      success: { status: 200, description: 'A page of accessors', schema: Page(Accessor) },
      errors: [400, 403, 404],
      handler: ({ params, query }) => page(query, s.accessors.list(repositoryOf(params.repositoryId), query)),
    },
    {
      method: 'POST',
      path: '/repositories/{repositoryId}/accessors',
      operationId: 'createAccessor',
      summary: 'Add a user accessor to a repository',
      tag: 'Accessors',
      access: 'principal',
      params: { repositoryId: REPOSITORY_ID },
      body: { schema: AccessorCreate, required: true, description: 'type "user", the user uuid and its privileges' },
      success: { status: 201, description: 'The created accessor', schema: Accessor },
      errors: [400, 403, 404],
      handler: ({ params, body }) => {
        const input = body as Static<typeof AccessorCreate>;
        return s.accessors.createUser(repositoryOf(params.repositoryId), input.user, input.privileges ?? {});
      },
    },
    {
      method: 'GET',
      path: '/repositories/{repositoryId}/accessors/{accessorId}',
      operationId: 'getAccessor',
      summary: 'Read an accessor',
      tag: 'Accessors',
      access: 'principal',
      params: { repositoryId: REPOSITORY_ID, accessorId: ACCESSOR_ID },
      query: { projections: ACCESSOR_PROJECTIONS, fields: ACCESSOR_FIELDS },
      success: { status: 200, description: 'The accessor', schema: Accessor },
      errors: [400, 403, 404],
      handler: ({ params, query }) =>
        s.accessors.get(repositoryOf(params.repositoryId), params.accessorId, query.select),
    },
    {
      method: 'PATCH',
      path: '/repositories/{repositoryId}/accessors/{accessorId}',
      operationId: 'updateAccessor',
      summary: "Change an accessor's privileges",
      description: 'Flags named in privileges are set; flags not named keep their value. None is derived and ignored.',
      tag: 'Accessors',
      access: 'principal',
      params: { repositoryId: REPOSITORY_ID, accessorId: ACCESSOR_ID },
      body: { schema: AccessorUpdate, required: true, description: 'the privileges to set' },
      success: { status: 200, description: 'The updated accessor', schema: Accessor },
      errors: [400, 403, 404],
      handler: ({ params, body }) =>
        s.accessors.updatePrivileges(
          repositoryOf(params.repositoryId),
          params.accessorId,
          (body as Static<typeof AccessorUpdate>).privileges,
        ),
    },
    {
      method: 'DELETE',
      path: '/repositories/{repositoryId}/accessors/{accessorId}',
      operationId: 'deleteAccessor',
      summary: 'Remove an accessor',
      tag: 'Accessors',
      access: 'principal',
      params: { repositoryId: REPOSITORY_ID, accessorId: ACCESSOR_ID },
      success: { status: 204, description: 'Removed' },
      errors: [400, 403, 404],
      handler: ({ params }) => s.accessors.delete(repositoryOf(params.repositoryId), params.accessorId),
    },
  );
};
