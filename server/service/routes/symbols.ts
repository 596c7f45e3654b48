import { SymbolObject } from '../../shared/serviceSchemas.js';
import { badRequest } from '../../shared/http/errors.js';
import { defineRoutes, uuidParameter } from '../http/route.js';
import { isUuid } from '../../../common/uuid.js';
import { REPOSITORY_ID } from './repositories.js';
import type { Services } from './services.js';

export const symbolRoutes = (s: Services) =>
  defineRoutes({
    method: 'GET',
    path: '/repositories/{repositoryId}/symbols/{symbolId}',
    operationId: 'getSymbol',
    summary: 'Read a symbol',
    tag: 'Symbols',
    access: 'principal',
    params: { repositoryId: REPOSITORY_ID, symbolId: uuidParameter('a symbol UUID') },
    query: {
      projections: { DEFAULT: ['uuid', 'objectType'], ALL: ['uuid', 'objectType', 'titles'] },
      fields: { uuid: 'uuid', objectType: 'objectType', titles: 'titles' },
    },
    success: { status: 200, description: 'The symbol', schema: SymbolObject },
    errors: [400, 404],
    handler: ({ params, query }) => {
      const repository = s.repositories.resolve(params.repositoryId);
      if (!isUuid(params.symbolId)) throw badRequest(`symbolId must be a UUID, got "${params.symbolId}"`);
      return s.symbols.get(repository.id, params.symbolId, query.select);
    },
  });
