import type { ApiClient } from '../client';
import { segment } from '../http';
import type { ApiKey, ApiKeyCreate, ApiKeyCreated, ListApiKeysQuery, Page, QueryOf } from '../types';

export const listApiKeys = (client: ApiClient, query: ListApiKeysQuery = {}, signal?: AbortSignal) =>
  client.request<Page<ApiKey>>({ method: 'GET', path: '/api-keys', query, signal });

export const getApiKey = (client: ApiClient, apiKeyId: string, query: QueryOf<'getApiKey'> = {}, signal?: AbortSignal) =>
  client.request<ApiKey>({ method: 'GET', path: `/api-keys/${segment(apiKeyId)}`, query, signal });

/** The response holds the secret; it is the only time the service ever returns it. */
export const createApiKey = (client: ApiClient, key: ApiKeyCreate) =>
  client.request<ApiKeyCreated>({ method: 'POST', path: '/api-keys', body: key });

export const deleteApiKey = (client: ApiClient, apiKeyId: string) =>
  client.request<void>({ method: 'DELETE', path: `/api-keys/${segment(apiKeyId)}` });
