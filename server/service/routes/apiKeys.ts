import type { Static } from '@sinclair/typebox';
import { ApiKey, ApiKeyCreate, ApiKeyCreated, Page } from '../../shared/serviceSchemas.js';
import { defineRoutes, page, uuidParameter } from '../http/route.js';
import type { Services } from './services.js';

const KEY_FIELDS = {
  applicationName: 'applicationName',
  createdAt: 'createdAt',
  expiresAt: 'expiresAt',
  status: 'status',
  uuid: 'uuid',
};
const KEY_PROJECTIONS = {
  SIMPLE: ['uuid', 'applicationName'],
  DEFAULT: ['uuid', 'applicationName', 'createdAt', 'expiresAt', 'status'],
  ALL: ['uuid', 'applicationName', 'createdAt', 'expiresAt', 'status'],
};
const KEY_ID = uuidParameter('an API key UUID');

export const apiKeyRoutes = (s: Services) =>
  defineRoutes(
    {
      method: 'GET',
      path: '/api-keys',
      operationId: 'listApiKeys',
      summary: 'List API keys (administrator)',
      tag: 'API keys',
      access: 'admin',
      query: {
        projections: KEY_PROJECTIONS,
        fields: KEY_FIELDS,
        filterPaths: { applicationName: 'applicationName', uuid: 'uuid' },
        sortPaths: ['applicationName', 'createdAt', 'expiresAt', 'status', 'uuid'],
        paging: true,
      },
      success: { status: 200, description: 'A page of key metadata; secrets are never returned', schema: Page(ApiKey) },
      errors: [400],
      handler: ({ query }) => page(query, s.apiKeys.list(query)),
    },
    {
      method: 'POST',
      path: '/api-keys',
      operationId: 'createApiKey',
      summary: 'Issue an API key (administrator)',
      description: 'The response is the only place the secret (apiKey) ever appears.',
      tag: 'API keys',
      access: 'admin',
      body: { schema: ApiKeyCreate, required: true, description: 'application name and expiry' },
      success: { status: 201, description: 'The key, with its secret', schema: ApiKeyCreated },
      errors: [400],
      handler: ({ body }) => {
        const input = body as Static<typeof ApiKeyCreate>;
        return s.apiKeys.create(input.applicationName, input.expiresAt);
      },
    },
    {
      method: 'GET',
      path: '/api-keys/{apiKeyId}',
      operationId: 'getApiKey',
      summary: 'Read API key metadata (administrator)',
      tag: 'API keys',
      access: 'admin',
      params: { apiKeyId: KEY_ID },
      query: { projections: KEY_PROJECTIONS, fields: KEY_FIELDS },
      success: { status: 200, description: 'Key metadata without the secret', schema: ApiKey },
      errors: [400, 404],
      handler: ({ params, query }) => s.apiKeys.get(params.apiKeyId, query.select),
    },
    {
      method: 'DELETE',
      path: '/api-keys/{apiKeyId}',
      operationId: 'deleteApiKey',
      summary: 'Delete (revoke) an API key (administrator)',
      description: 'The key is refused from the next request on, whatever the authentication cache holds.',
      tag: 'API keys',
      access: 'admin',
      params: { apiKeyId: KEY_ID },
      success: { status: 204, description: 'Deleted' },
      errors: [400, 404],
      handler: ({ params }) => {
        const key = s.apiKeys.get(params.apiKeyId, new Set(['uuid']));
        s.apiKeys.delete(params.apiKeyId);
        s.authenticator.block(key.uuid!);
      },
    },
  );
