import type { ApiClient } from '../client';
import { segment } from '../http';
import type { ApiKeyCreate, ListApiKeysQuery, QueryOf } from '../types';

export const listApiKeys = (client: ApiClient, query: ListApiKeysQuery = {}, signal?: AbortSignal) =>
  client.request({ operation: 'listApiKeys', method: 'GET', path: '/api-keys', query, signal });

export const getApiKey = (
  client: ApiClient,
  apiKeyId: string,
  query: QueryOf<'getApiKey'> = {},
  signal?: AbortSignal,
) => client.request({ operation: 'getApiKey', method: 'GET', path: `/api-keys/${segment(apiKeyId)}`, query, signal });

/** The response holds the secret; it is the only time the service ever returns it. */
export const createApiKey = (client: ApiClient, key: ApiKeyCreate) =>
  client.request({ operation: 'createApiKey', method: 'POST', path: '/api-keys', body: key });

export const deleteApiKey = (client: ApiClient, apiKeyId: string) =>
  client.request({ operation: 'deleteApiKey', method: 'DELETE', path: `/api-keys/${segment(apiKeyId)}` });
